import { FileStack, Handshake, Hourglass, Rocket } from "lucide-react";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { packagesMessages } from "./packages.messages";

const REASONS = [
  { Icon: FileStack, title: "documentsTitle", text: "documentsText" },
  { Icon: Rocket, title: "productTitle", text: "productText" },
  { Icon: Hourglass, title: "hoursTitle", text: "hoursText" },
  { Icon: Handshake, title: "supportTitle", text: "supportText" },
] as const;

/** Spec section 2, /packages: what a bigger package brings. */
export function WhyUpgrade() {
  const t = useT(packagesMessages);
  return (
    <section aria-labelledby="why-upgrade-title" className="rounded-xl border bg-accent/40 p-6 sm:p-8">
      <h2 id="why-upgrade-title" className="text-2xl font-semibold tracking-tight">
        {t("whyTitle")}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{t(title)}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{t(text)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
