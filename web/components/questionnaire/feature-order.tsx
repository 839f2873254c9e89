import { ArrowDown, ArrowUp, GripVertical } from "lucide-react";
import { type DragEvent, type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";
import { cn } from "#web/lib/cn.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { moveAnnouncement, moveItem } from "#web/lib/definitions/reorder.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { Button } from "../ui/button";
import { questionnaireMessages } from "./questionnaire.messages";

type FeatureOrderProps = {
  label: string;
  items: readonly string[];
  onChange(items: string[]): void;
  disabled?: boolean;
};

/**
 * A list put in order by dragging, by the Move up / Move down buttons, or with Alt+Up / Alt+Down on
 * a focused item; each move is announced. The moved item keeps the focus, since moving a DOM node
 * would otherwise drop it.
 */
export function FeatureOrder({ label, items, onChange, disabled }: FeatureOrderProps) {
  const t = useT(questionnaireMessages);
  const labels = useT(definitionMessages);
  const id = useId();
  const [announcement, setAnnouncement] = useState("");
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  const refs = useRef(new Map<string, HTMLLIElement>());
  const focusAfterMove = useRef<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each reorder has reached the DOM.
  useEffect(() => {
    const item = focusAfterMove.current;
    focusAfterMove.current = null;
    if (item) refs.current.get(item)?.focus();
  }, [items]);

  const move = (from: number, to: number, keepFocus: boolean) => {
    const item = items[from];
    if (disabled || item === undefined || to < 0 || to >= items.length || from === to) return;
    if (keepFocus) focusAfterMove.current = item;
    onChange(moveItem(items, from, to));
    setAnnouncement(moveAnnouncement(item, to + 1, items.length, labels));
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    if (!event.altKey || (event.key !== "ArrowUp" && event.key !== "ArrowDown")) return;
    event.preventDefault();
    move(index, event.key === "ArrowUp" ? index - 1 : index + 1, true);
  };
  const onDrop = (event: DragEvent, index: number) => {
    event.preventDefault();
    if (dragged !== null) move(dragged, index, false);
    setDragged(null);
    setOver(null);
  };

  return (
    <div className="grid gap-2">
      <p id={`${id}-help`} className="text-sm text-muted-foreground">
        {t("orderHelp")}
      </p>
      <ol aria-label={label} aria-describedby={`${id}-help`} className="grid gap-2">
        {items.map((item, index) => (
          <li
            key={item}
            ref={(element) => {
              if (element) refs.current.set(item, element);
              else refs.current.delete(item);
            }}
            tabIndex={disabled ? undefined : 0}
            draggable={!disabled}
            aria-label={`${index + 1}. ${item}`}
            onKeyDown={(event) => onKeyDown(event, index)}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", item);
              setDragged(index);
            }}
            onDragOver={(event) => {
              event.preventDefault();
              setOver(index);
            }}
            onDragLeave={() => setOver((current) => (current === index ? null : current))}
            onDrop={(event) => onDrop(event, index)}
            onDragEnd={() => {
              setDragged(null);
              setOver(null);
            }}
            className={cn(
              "flex items-center gap-2 rounded-lg border bg-background p-2 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
              !disabled && "cursor-grab active:cursor-grabbing",
              dragged === index && "opacity-50",
              over === index && dragged !== index && "border-primary ring-2 ring-primary/40",
            )}
          >
            <GripVertical aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span aria-hidden="true" className="w-6 shrink-0 tabular-nums text-muted-foreground">
              {index + 1}.
            </span>
            <span className="min-w-0 flex-1 wrap-anywhere">{item}</span>
            <MoveButton
              label={t("moveUp", { item })}
              disabled={disabled || index === 0}
              onClick={() => move(index, index - 1, true)}
            >
              <ArrowUp aria-hidden="true" />
            </MoveButton>
            <MoveButton
              label={t("moveDown", { item })}
              disabled={disabled || index === items.length - 1}
              onClick={() => move(index, index + 1, true)}
            >
              <ArrowDown aria-hidden="true" />
            </MoveButton>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

type MoveButtonProps = { label: string; disabled?: boolean; onClick(): void; children: ReactNode };

function MoveButton({ label, disabled, onClick, children }: MoveButtonProps) {
  return (
    <Button variant="ghost" size="icon-sm" aria-label={label} disabled={disabled} onClick={onClick}>
      {children}
    </Button>
  );
}
