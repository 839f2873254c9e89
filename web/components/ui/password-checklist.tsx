import { Check, Circle } from "lucide-react";
import { PASSWORD_RULES } from "../../../shared/auth/password-rules";
import { cn } from "../../lib/cn";

/**
 * The live list of password rules (spec section 5). Screen readers hear a rule's state when it
 * changes (a polite live region), without being interrupted while typing.
 */
export function PasswordChecklist({ id, password }: { id?: string; password: string }) {
  return (
    <ul id={id} aria-label="Password requirements" aria-live="polite" className="grid gap-1 text-sm">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
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
            <span>{rule.label}</span>
            <span className="sr-only">{met ? "(met)" : "(not met)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
