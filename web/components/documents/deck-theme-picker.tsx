import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Palette } from "lucide-react";
import { useEffect, useId, useState } from "react";
import {
  DECK_THEMES,
  deckPalette,
  type TDeckTheme,
  type TDeckThemeName,
  type TDeckThemeView,
} from "#shared/deck/theme";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { Problem } from "../layout/problem";
import { Button } from "../ui/button";
import { Input } from "../ui/input";
import { RadioCards } from "../ui/radio-cards";
import { Spinner } from "../ui/spinner";
import { LogoControls } from "./deck-logo-upload";
import { deckThemePickerMessages } from "./deck-theme-picker.messages";

/**
 * The pitch deck's look (decision 033): light, dark or a bold colour, and the founder's accent,
 * shown in the nearest shade that reads when theirs would not. Saved at once; the deck is drawn
 * in it whenever it is opened, shared or downloaded, without a new generation.
 */
export function DeckThemePicker({ definitionId }: { definitionId: string }) {
  const t = useT(deckThemePickerMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const titleId = useId();
  const colourId = useId();
  const query = useQuery(trpc.deck.theme.queryOptions({ id: definitionId }));
  const [colour, setColour] = useState("#2346c2");
  useEffect(() => {
    if (query.data) setColour(query.data.accent ?? deckPalette({ theme: query.data.theme, accent: null }).accent);
  }, [query.data]);
  const key = trpc.deck.theme.queryKey({ id: definitionId });
  // The choice shows at once; a refusal puts the previous one back.
  const save = useMutation(
    trpc.deck.setTheme.mutationOptions({
      onMutate: ({ id: _id, ...choice }) => {
        const previous = queryClient.getQueryData(key);
        if (previous) queryClient.setQueryData(key, { ...previous, ...choice });
        return { previous };
      },
      onSuccess: (saved) => {
        queryClient.setQueryData(key, saved);
        toast.success(t("saved"));
      },
      onError: (error, _choice, context) => {
        if (context?.previous) queryClient.setQueryData(key, context.previous);
        toast.error(serverMessage(requestErrorMessage(error)));
      },
    }),
  );
  const choose = (choice: TDeckTheme) => save.mutate({ id: definitionId, ...choice });
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-lg border p-4" data-testid="deck-theme-picker">
      <div className="flex items-center gap-2">
        <Palette aria-hidden="true" className="size-5 text-muted-foreground" />
        <h3 id={titleId} className="font-semibold">
          {t("title")}
        </h3>
        {save.isPending && <Spinner />}
      </div>
      <p className="text-sm text-muted-foreground">{t("intro")}</p>
      {query.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
          <Spinner /> {t("loading")}
        </p>
      ) : query.isError ? (
        <Problem
          message={serverMessage(requestErrorMessage(query.error))}
          onRetry={() => void query.refetch()}
          busy={query.isFetching}
        />
      ) : (
        <>
          <ThemeControls
            current={query.data}
            colour={colour}
            colourId={colourId}
            busy={save.isPending}
            onColour={setColour}
            onChoose={choose}
          />
          <ContactControl
            current={query.data}
            busy={save.isPending}
            onSave={(contact) => choose({ theme: query.data.theme, accent: query.data.accent, contact })}
          />
          <LogoControls definitionId={definitionId} current={query.data} />
        </>
      )}
    </section>
  );
}

type ControlsProps = {
  current: TDeckThemeView;
  colour: string;
  colourId: string;
  busy: boolean;
  onColour(colour: string): void;
  onChoose(choice: TDeckTheme): void;
};

function ThemeControls({ current, colour, colourId, busy, onColour, onChoose }: ControlsProps) {
  const t = useT(deckThemePickerMessages);
  const shown = deckPalette(current).accent;
  // The radio follows a click at once (a controlled input would snap back until the save starts).
  const [theme, setTheme] = useState(current.theme);
  useEffect(() => setTheme(current.theme), [current.theme]);
  const options = DECK_THEMES.map((theme) => ({
    value: theme,
    label: t(theme),
    icon: <Swatch theme={theme} />,
  }));
  return (
    <div className="grid gap-3">
      <RadioCards<TDeckThemeName>
        legend={t("theme")}
        name="deck-theme"
        value={theme}
        options={options}
        onChange={(chosen) => {
          setTheme(chosen);
          onChoose({ theme: chosen, accent: current.accent });
        }}
      />
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={colourId} className="text-sm font-medium">
          {t("accent")}
        </label>
        <input
          id={colourId}
          type="color"
          value={colour}
          onChange={(event) => onColour(event.target.value)}
          className="h-11 w-14 cursor-pointer rounded border bg-background p-1"
        />
        <Button size="sm" variant="outline" disabled={busy} onClick={() => onChoose({ theme, accent: colour })}>
          {t("apply")}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          disabled={busy || current.accent === null}
          onClick={() => onChoose({ theme, accent: null })}
        >
          {t("ownAccent")}
        </Button>
      </div>
      {current.accent && shown !== current.accent.toLowerCase() && (
        <p className="text-sm text-muted-foreground" data-testid="accent-adjusted">
          {t("adjusted", { colour: shown })}
        </p>
      )}
    </div>
  );
}

/** The contact line under the ask on the closing slide: one line, saved with its button. */
function ContactControl({
  current,
  busy,
  onSave,
}: {
  current: TDeckThemeView;
  busy: boolean;
  onSave(contact: string | null): void;
}) {
  const t = useT(deckThemePickerMessages);
  const inputId = useId();
  const hintId = useId();
  const [value, setValue] = useState(current.contact ?? "");
  useEffect(() => setValue(current.contact ?? ""), [current.contact]);
  const changed = value.trim() !== (current.contact ?? "");
  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (changed) onSave(value.trim() || null);
      }}
    >
      <label htmlFor={inputId} className="text-sm font-medium">
        {t("contact")}
      </label>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("contactHint")}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Input
          id={inputId}
          aria-describedby={hintId}
          value={value}
          maxLength={120}
          autoComplete="email"
          onChange={(event) => setValue(event.target.value.replace(/[\r\n]/g, " "))}
          className="min-w-0 flex-1 sm:max-w-md"
        />
        <Button type="submit" size="sm" variant="outline" disabled={busy || !changed}>
          {t("saveContact")}
        </Button>
      </div>
    </form>
  );
}

/** A theme's background with its accent, as a small preview beside its name. */
function Swatch({ theme }: { theme: TDeckThemeName }) {
  const palette = deckPalette({ theme, accent: null });
  return (
    <span
      aria-hidden="true"
      className="inline-flex size-5 shrink-0 items-center justify-center rounded border"
      style={{ background: palette.background }}
    >
      <span className="size-2.5 rounded-full" style={{ background: palette.accent }} />
    </span>
  );
}
