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
async function base64Of(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}

/** The height an SVG logo is drawn at for the .pptx: sharp on a projected slide, small enough to send. */
const DRAWN_HEIGHT = 240;

/**
 * An SVG logo drawn as a PNG, for the .pptx (decision 033): the browser is the one place that
 * can draw an SVG faithfully, and a slide deck cannot count on showing one. The drawing runs in an
 * <img> from a data: address (the page's CSP allows no blob: images), where an SVG runs no script
 * and loads nothing. Undefined when it cannot be drawn or comes out over 200 KB: the logo is still
 * saved, and the .pptx goes without it.
 */
async function pngOfSvg(svg: string): Promise<string | undefined> {
  try {
    const image = new Image();
    image.src = `data:image/svg+xml;base64,${svg}`;
    await image.decode();
    const ratio = image.naturalWidth > 0 && image.naturalHeight > 0 ? image.naturalWidth / image.naturalHeight : 1;
    const canvas = document.createElement("canvas");
    canvas.height = DRAWN_HEIGHT;
    canvas.width = Math.max(1, Math.min(DRAWN_HEIGHT * 8, Math.round(DRAWN_HEIGHT * ratio)));
    canvas.getContext("2d")?.drawImage(image, 0, 0, canvas.width, canvas.height);
    const png = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
    return png && png.size <= LOGO_MAX_BYTES ? await base64Of(png) : undefined;
  } catch {
    return undefined;
  }
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
    const type = file.type as TLogoType;
    const data = await base64Of(file);
    const png = type === "image/svg+xml" ? await pngOfSvg(data) : undefined;
    upload.mutate({ id: definitionId, type, data, ...(png ? { png } : {}) });
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
