import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ImageUp, Trash2 } from "lucide-react";
import { type ChangeEvent, useId, useState } from "react";
import { LOGO_MAX_BYTES, LOGO_TYPES, type TLogoType } from "#shared/deck/logo";
import type { TDeckThemeView } from "#shared/deck/theme";
import { requestErrorMessage } from "#web/lib/api-error.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { useTRPC } from "#web/lib/trpc.ts";
import { Button } from "../ui/button";
import { deckThemePickerMessages } from "./deck-theme-picker.messages";

/** A file's bytes as base64, for the JSON upload. */
async function base64Of(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/**
 * The founder's logo on the deck (decision 033): a PNG or SVG up to 200 KB, checked here for type
 * and size so the common mistakes are said at once, and by the server (which also refuses an SVG
 * with a script or outside references). Shown on the title and closing slides and in the footer.
 */
export function LogoControls({ definitionId, current }: { definitionId: string; current: TDeckThemeView }) {
  const t = useT(deckThemePickerMessages);
  const serverMessage = useServerMessage();
  const trpc = useTRPC();
  const queryClient = useQueryClient();
  const inputId = useId();
  const hintId = useId();
  const [problem, setProblem] = useState("");
  const key = trpc.deck.theme.queryKey({ id: definitionId });
  const done = (saved: TDeckThemeView, message: string) => {
    setProblem("");
    queryClient.setQueryData(key, saved);
    toast.success(message);
  };
  const failed = (error: unknown) => setProblem(serverMessage(requestErrorMessage(error)));
  const upload = useMutation(
    trpc.deck.setLogo.mutationOptions({ onSuccess: (saved) => done(saved, t("logoSaved")), onError: failed }),
  );
  const remove = useMutation(
    trpc.deck.removeLogo.mutationOptions({ onSuccess: (saved) => done(saved, t("logoRemoved")), onError: failed }),
  );
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!LOGO_TYPES.includes(file.type as TLogoType)) return setProblem(t("logoType"));
    if (file.size > LOGO_MAX_BYTES) return setProblem(t("logoTooLarge"));
    upload.mutate({ id: definitionId, type: file.type as TLogoType, data: await base64Of(file) });
  };
  const busy = upload.isPending || remove.isPending;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-center gap-2">
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium hover:bg-accent has-focus-visible:outline-2 has-focus-visible:outline-ring"
        >
          <ImageUp aria-hidden="true" className="size-4" />
          {current.logo ? t("replaceLogo") : t("addLogo")}
          <input
            id={inputId}
            type="file"
            accept={LOGO_TYPES.join(",")}
            aria-describedby={hintId}
            disabled={busy}
            onChange={(event) => void choose(event)}
            className="sr-only"
          />
        </label>
        {current.logo && (
          <Button size="sm" variant="ghost" disabled={busy} onClick={() => remove.mutate({ id: definitionId })}>
            <Trash2 aria-hidden="true" />
            {t("removeLogo")}
          </Button>
        )}
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t("logoHint")}
      </p>
      {problem && (
        <p role="alert" className="text-sm text-destructive" data-testid="logo-problem">
          {problem}
        </p>
      )}
    </div>
  );
}
