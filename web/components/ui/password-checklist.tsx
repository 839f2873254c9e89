import { Check, Circle } from "lucide-react";
import { PASSWORD_RULES } from "#shared/auth/password-rules";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { PASSWORD_RULE_KEYS, uiMessages } from "./ui.messages";

/**
 * The live list of password rules (spec section 5). Screen readers hear a rule's state when it
 * changes (a polite live region), without being interrupted while typing.
 */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  const t = useT(uiMessages);
  return (
    <ul id={id} aria-label={t("passwordRequirements")} aria-live="polite" className="grid gap-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        const key = PASSWORD_RULE_KEYS[rule.id];
        return (
          <li
            key={rule.id}
            data-met={met}
            className={cn("flex items-center gap-2", met ? "text-success" : "text-muted-foreground")}
          >
            {met ? (
              <Check aria-hidden="true" className="size-4 shrink-0" />
            ) : (
              <Circle aria-hidden="true" className="size-4 shrink-0" />
            )}
            <span>{key ? t(key) : rule.label}</span>
            <span className="sr-only">{met ? t("met") : t("notMet")}</span>
          </li>
        );
      })}
    </ul>
  );
}
