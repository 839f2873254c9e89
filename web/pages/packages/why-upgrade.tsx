import { FileStack, Handshake, Hourglass, Rocket } from "lucide-react";

const REASONS = [
  {
    Icon: FileStack,
    title: "Every document you need",
    text: "Complete Documentation adds an investor pitch deck, an OpenAPI specification and a ready prompt for an AI app builder to your RFP.",
  },
  {
    Icon: Rocket,
    title: "From plan to product",
    text: "Development Week and Development Hours put a dedicated developer and QA on your definition.",
  },
  {
    Icon: Hourglass,
    title: "Flexible hours",
    text: "Spend your hours as the work needs them and follow the hours used on your dashboard.",
  },
  {
    Icon: Handshake,
    title: "Priority support",
    text: "Paid packages come with priority support, code review and direct updates on progress.",
  },
] as const;

/** Spec section 2, /packages: what a bigger package brings. */
export function WhyUpgrade() {
  return (
    <section aria-labelledby="why-upgrade-title" className="rounded-xl border bg-accent/40 p-6 sm:p-8">
      <h2 id="why-upgrade-title" className="text-2xl font-semibold tracking-tight">
        Why Upgrade Your Package?
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2">
        {REASONS.map(({ Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-primary" />
            <div>
              <h3 className="font-semibold">{title}</h3>
              <p className="mt-1 text-sm text-muted-foreground">{text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
