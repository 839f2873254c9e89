import { Pencil } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useId, useRef, useState } from "react";
import { Button } from "#web/components/ui/button.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Select } from "#web/components/ui/select.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";

/** Why a form's values were refused, and which of its fields is wrong. */
export type FormProblem = { field: string; message: string } | null;

/**
 * A part of the money and team: a titled group showing its facts, whose edit button (when the
 * blueprint is editable) opens its form in their place. The focus moves into the form and back
 * to the button when it closes, as InlineText does.
 */
export function MoneyCard({
  title,
  editLabel,
  editable,
  disabled,
  actions,
  opener,
  facts,
  form,
}: {
  title: string;
  editLabel: string;
  editable: boolean;
  disabled: boolean;
  /** More buttons beside the edit button (remove). */
  actions?: ReactNode;
  /** Another way in than the pencil ("Add a price"): a button given the opening and the focus's way back. */
  opener?: (open: () => void, ref: RefObject<HTMLButtonElement | null>) => ReactNode;
  facts: ReactNode;
  form: (close: () => void) => ReactNode;
}) {
  const titleId = useId();
  const [open, setOpen] = useState(false);
  const { button, body } = useFocusSwap(open);
  return (
    <fieldset aria-labelledby={titleId} className="m-0 grid min-w-0 content-start gap-2 rounded-lg border p-3 text-sm">
      <div className="flex items-start gap-1">
        <h5 id={titleId} className="min-w-0 flex-1 py-2 font-medium">
          {title}
        </h5>
        {editable && !open && (
          <>
            {!opener && (
              <Button
                ref={button}
                variant="ghost"
                size="icon-sm"
                aria-label={editLabel}
                title={editLabel}
                disabled={disabled}
                onClick={() => setOpen(true)}
              >
                <Pencil aria-hidden="true" />
              </Button>
            )}
            {actions}
          </>
        )}
      </div>
      <div ref={body} className="grid min-w-0 gap-2">
        {open ? form(() => setOpen(false)) : facts}
        {editable && !open && opener?.(() => setOpen(true), button)}
      </div>
    </fieldset>
  );
}

/**
 * Where the focus goes as a form opens in place of its button and closes again: into the form's
 * first field, then back to the button (InlineText's behaviour, for forms of several fields).
 */
export function useFocusSwap(open: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const body = useRef<HTMLDivElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (open && !wasOpen.current) body.current?.querySelector<HTMLElement>("input, select")?.focus();
    if (!open && wasOpen.current) button.current?.focus();
    wasOpen.current = open;
  }, [open]);
  return { button, body };
}

/** A card's form: its fields, the refusal (if any) under them, and Save / Cancel. */
export function MoneyForm({
  problem,
  problemId,
  submit,
  onSubmit,
  onCancel,
  disabled,
  children,
}: {
  problem: FormProblem;
  problemId: string;
  /** The submit button's text; Save by default. */
  submit?: string;
  onSubmit(): void;
  onCancel(): void;
  disabled: boolean;
  children: ReactNode;
}) {
  const t = useT(blueprintMessages);
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form
      noValidate
      onSubmit={send}
      className="grid min-w-0 gap-3"
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          onCancel();
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
      {problem && (
        <p id={problemId} role="alert" className="text-sm text-destructive">
          {problem.message}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={disabled}>
          {submit ?? t("save")}
        </Button>
        <Button variant="outline" size="sm" onClick={onCancel}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

type FieldProps = {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The field's name in a FormProblem. */
  name: string;
  problem: FormProblem;
  problemId: string;
  hint?: string;
};

/** A labelled text box; marked invalid, and described by the refusal, when the refusal is about it. */
export function TextField({
  label,
  value,
  onChange,
  name,
  problem,
  problemId,
  hint,
  ...input
}: FieldProps & { inputMode?: "decimal" | "text"; maxLength?: number; autoCapitalize?: string }) {
  const id = useId();
  const invalid = problem?.field === name;
  const described = [hint ? `${id}-hint` : null, invalid ? problemId : null].filter(Boolean).join(" ");
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={described || undefined}
        onChange={(event) => onChange(event.target.value)}
        {...input}
      />
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A labelled select of fixed options, [value, text]. */
export function ChoiceField({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange(value: string): void;
  options: readonly (readonly [string, string])[];
}) {
  const id = useId();
  return (
    <div className="grid min-w-0 gap-1">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map(([key, text]) => (
          <option key={key} value={key}>
            {text}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** The currency box every money form has: three letters, capitals on phones' keyboards. */
export function CurrencyField(props: {
  value: string;
  onChange(value: string): void;
  problem: FormProblem;
  problemId: string;
}) {
  const t = useT(blueprintMessages);
  return (
    <TextField
      {...props}
      name="currency"
      label={t("currency")}
      hint={t("currencyHint")}
      maxLength={3}
      autoCapitalize="characters"
    />
  );
}
