import { CircleHelp, Pencil, Plus } from "lucide-react";
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import type { TOpenQuestion } from "#shared/blueprint/schema";
import { Button } from "#web/components/ui/button.tsx";
import { Dialog } from "#web/components/ui/dialog.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import { Textarea } from "#web/components/ui/textarea.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { AnswerLink } from "../open-questions";
import { blueprintMessages } from "./blueprint.messages";

type InlineTextProps = {
  /** The field's label while it is edited. */
  label: string;
  value: string;
  /** The edit button's name ("Rename Owner"). */
  action: string;
  /** True when the change was made; the editor then closes. */
  onSave(value: string): boolean;
  disabled?: boolean;
  multiline?: boolean;
  maxLength?: number;
  /** How the value reads (a heading's text, say); the value itself by default. */
  children?: ReactNode;
};

/**
 * A value with an edit button; the button opens an input in its place (focus moves into it,
 * Enter saves, Escape cancels, and the focus returns to the button when it closes).
 */
export function InlineText({
  label,
  value,
  action,
  onSave,
  disabled,
  multiline,
  maxLength,
  children,
}: InlineTextProps) {
  const t = useT(blueprintMessages);
  const id = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const button = useRef<HTMLButtonElement>(null);
  const field = useRef<HTMLInputElement & HTMLTextAreaElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (draft !== null && !wasOpen.current) field.current?.select();
    if (draft === null && wasOpen.current) button.current?.focus();
    wasOpen.current = draft !== null;
  }, [draft]);

  if (draft === null) {
    return (
      <div className="flex min-w-0 items-start gap-1">
        <div className="min-w-0 flex-1 break-words">{children ?? value}</div>
        <Button
          ref={button}
          variant="ghost"
          size="icon-sm"
          aria-label={action}
          title={action}
          disabled={disabled}
          onClick={() => setDraft(value)}
        >
          <Pencil aria-hidden="true" />
        </Button>
      </div>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === value.trim() || onSave(draft)) setDraft(null);
  };
  const common = {
    id,
    ref: field,
    value: draft,
    maxLength,
    onChange: (event: { target: { value: string } }) => setDraft(event.target.value),
    onKeyDown: (event: { key: string; preventDefault(): void }) => {
      if (event.key === "Escape") {
        event.preventDefault();
        setDraft(null);
      }
    },
  };
  return (
    <form onSubmit={submit} className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea {...common} rows={3} /> : <Input {...common} />}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={disabled}>
          {t("save")}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setDraft(null)}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/**
 * A button that opens a one-field form adding something ("Add a role"), so the page shows no empty
 * boxes until the founder asks for one. The focus moves into the form; Escape or Cancel closes it
 * and an addition made closes it too, the focus back on the button.
 */
export function AddForm({
  label,
  action,
  onAdd,
  disabled,
  children,
}: {
  label: string;
  action: string;
  onAdd(value: string): boolean;
  disabled?: boolean;
  children?: ReactNode;
}) {
  const t = useT(blueprintMessages);
  const id = useId();
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState("");
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);
  useEffect(() => {
    if (open) input.current?.focus();
    else if (returnFocus.current) opener.current?.focus();
    returnFocus.current = false;
  }, [open]);
  const close = () => {
    returnFocus.current = true;
    setValue("");
    setOpen(false);
  };
  if (!open) {
    return (
      <div>
        <Button ref={opener} type="button" variant="outline" disabled={disabled} onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          {action}
        </Button>
      </div>
    );
  }
  return (
    <form
      className="grid gap-2 rounded-lg border border-dashed p-3 sm:flex sm:flex-wrap sm:items-end"
      onSubmit={(event) => {
        event.preventDefault();
        if (value.trim() && onAdd(value)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === "Escape") {
          event.preventDefault();
          close();
        }
      }}
    >
      <div className="grid min-w-0 flex-1 gap-1.5">
        <Label htmlFor={id}>{label}</Label>
        <Input ref={input} id={id} value={value} maxLength={120} onChange={(event) => setValue(event.target.value)} />
      </div>
      {children}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" variant="outline" disabled={disabled || !value.trim()}>
          <Plus aria-hidden="true" />
          {action}
        </Button>
        <Button type="button" variant="ghost" onClick={close}>
          {t("cancel")}
        </Button>
      </div>
    </form>
  );
}

/** A modal with a title, an explanation, fields of its own and Cancel / confirm. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirm,
  destructive,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  text: ReactNode;
  confirm: string;
  destructive?: boolean;
  /** True when the change was made; the dialog then closes. */
  onConfirm(): void;
  onCancel(): void;
  children?: ReactNode;
}) {
  const t = useT(blueprintMessages);
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog open={open} onCancel={onCancel} titleId={titleId} descriptionId={textId}>
      <form
        className="grid gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <h2 id={titleId} className="text-lg font-semibold">
          {title}
        </h2>
        <div id={textId} className="text-sm text-muted-foreground">
          {text}
        </div>
        {children}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            {t("cancel")}
          </Button>
          <Button type="submit" variant={destructive ? "destructive" : "default"}>
            {confirm}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** Which part of the blueprint an open question is about, by the answer it asks of (q7 roles...). */
const PART_OF_ANSWER: Record<string, BlueprintPart> = {
  q7: "roles",
  q9: "records",
  q9a: "records",
  q8: "workflows",
  q8a: "workflows",
  q10: "integrations",
  q13: "money",
  q16: "money",
  q16a: "money",
  q17: "money",
};
export type BlueprintPart = "roles" | "records" | "workflows" | "integrations" | "features" | "money";

export function questionsAbout(questions: readonly TOpenQuestion[], part: BlueprintPart): TOpenQuestion[] {
  return questions.filter((item) => (PART_OF_ANSWER[item.answer] ?? "features") === part);
}

/** The blueprint's open questions about one part, beside it, each with the link to its answer. */
export function PartQuestions({ questions, part }: { questions: readonly TOpenQuestion[]; part: string }) {
  const t = useT(blueprintMessages);
  if (questions.length === 0) return null;
  return (
    <ul aria-label={t("questionsAbout", { part })} className="grid gap-2">
      {questions.map((item) => (
        <li key={item.id} className="flex items-start gap-2 rounded-md border border-primary/40 bg-muted p-3 text-sm">
          <CircleHelp aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <div className="grid min-w-0 gap-1 sm:flex sm:flex-1 sm:items-start sm:justify-between sm:gap-4">
            <p className="text-pretty">{item.question}</p>
            <AnswerLink answer={item.answer} />
          </div>
        </li>
      ))}
    </ul>
  );
}
