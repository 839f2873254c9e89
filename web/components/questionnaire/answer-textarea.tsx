import type { ComponentProps } from "react";
import { ANSWER_MAX_LENGTH } from "#shared/questionnaire/answers";
import { cn } from "#web/lib/cn.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Label } from "../ui/label";
import { Textarea } from "../ui/textarea";
import { questionnaireMessages } from "./questionnaire.messages";

type AnswerTextareaProps = Omit<ComponentProps<"textarea">, "value" | "onChange" | "id"> & {
  id: string;
  label: string;
  hideLabel?: boolean;
  value: string;
  onValueChange(value: string): void;
  error?: string | null;
  /** More ids describing the field (e.g. the question it answers). */
  describedBy?: string;
};

/** Characters of an answer as the rule counts them: after trimming, by code point. */
export function answerLength(value: string): number {
  return [...value.trim()].length;
}

/**
 * An answer's text box with the live counter of its 300 characters (spec section 5). The error's
 * element is a polite live region, so going over the limit is read out once.
 */
export function AnswerTextarea({
  id,
  label,
  hideLabel,
  value,
  onValueChange,
  error,
  describedBy,
  className,
  ...props
}: AnswerTextareaProps) {
  const t = useT(questionnaireMessages);
  const length = answerLength(value);
  const over = length > ANSWER_MAX_LENGTH;
  const described = [describedBy, `${id}-count`, error ? `${id}-error` : undefined].filter(Boolean).join(" ");
  return (
    <div className="grid gap-2">
      <Label htmlFor={id} className={cn(hideLabel && "sr-only")}>
        {label}
      </Label>
      <Textarea
        id={id}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        aria-invalid={error || over ? true : undefined}
        aria-describedby={described}
        className={cn("resize-y", className)}
        {...props}
      />
      <div className="flex items-start justify-between gap-3 text-sm">
        <p id={`${id}-error`} aria-live="polite" className="text-destructive empty:hidden">
          {error}
        </p>
        <p
          id={`${id}-count`}
          className={cn("ml-auto tabular-nums", over ? "text-destructive" : "text-muted-foreground")}
        >
          {length}/{ANSWER_MAX_LENGTH}
          <span className="sr-only"> {t("characters")}</span>
        </p>
      </div>
    </div>
  );
}
