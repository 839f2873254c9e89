import { LoaderCircle } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "#web/lib/cn.ts";
import { Button } from "./button";

type SubmitButtonProps = {
  busy: boolean;
  busyLabel: string;
  disabled?: boolean;
  /** "lg" for the one action a page is about (checkout's Complete Purchase). */
  size?: "default" | "lg";
  className?: string;
  /** The id of a text saying why it is off (or what it will do). */
  describedBy?: string;
  children: ReactNode;
};

/** A form's submit button: disabled while the form is sent, with a spinner and a label saying so. */
export function SubmitButton({ busy, busyLabel, disabled, size, className, describedBy, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      size={size}
      className={cn("w-full", className)}
      disabled={busy || disabled}
      aria-describedby={describedBy}
    >
      {busy && <LoaderCircle aria-hidden="true" className="animate-spin motion-reduce:animate-none" />}
      {busy ? busyLabel : children}
    </Button>
  );
}
