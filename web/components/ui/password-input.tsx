import { Eye, EyeOff } from "lucide-react";
import { type ComponentProps, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { commonMessages } from "#web/lib/i18n/common.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Input } from "./input";

/** A password input with a button that shows or hides what was typed. */
export function PasswordInput({ className, id, ...props }: Omit<ComponentProps<"input">, "type">) {
  const t = useT(commonMessages);
  const [visible, setVisible] = useState(false);
  return (
    <div className="relative">
      <Input id={id} type={visible ? "text" : "password"} className={cn("pr-11", className)} {...props} />
      <button
        type="button"
        aria-controls={id}
        aria-label={visible ? t("hidePassword") : t("showPassword")}
        onClick={() => setVisible((value) => !value)}
        className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-md text-muted-foreground hover:text-foreground focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-ring"
      >
        {visible ? <EyeOff aria-hidden="true" className="size-4" /> : <Eye aria-hidden="true" className="size-4" />}
      </button>
    </div>
  );
}
