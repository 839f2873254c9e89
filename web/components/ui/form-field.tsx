import type { ReactNode } from "react";
import { Label } from "./label";

/** What a field gives its control so the label, the hint and the error are tied to it. */
type ControlProps = { id: string; "aria-invalid": true | undefined; "aria-describedby": string | undefined };

type FormFieldProps = {
  id: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Ids of other elements describing the control (e.g. a password checklist). */
  describedBy?: string;
  /** Shown at the end of the label's line (e.g. a "Forgot password?" link). */
  labelAside?: ReactNode;
  children: (control: ControlProps) => ReactNode;
};

/**
 * A labelled control with an optional hint and error. The error's element always exists and is a
 * polite live region, so a message that appears while typing is read out once.
 */
export function FormField({ id, label, error, hint, describedBy, labelAside, children }: FormFieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = `${id}-error`;
  const described = [describedBy, hintId, error ? errorId : undefined].filter(Boolean).join(" ") || undefined;
  return (
    <div className="grid content-start gap-2">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {labelAside}
      </div>
      {children({ id, "aria-invalid": error ? true : undefined, "aria-describedby": described })}
      {hint && (
        <p id={hintId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      )}
      <p id={errorId} aria-live="polite" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </div>
  );
}
