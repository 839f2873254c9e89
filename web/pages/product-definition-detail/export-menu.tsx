import { Download } from "lucide-react";
import { useRef, useState } from "react";
import { PACK_FORMATS, type TPackFormat } from "#shared/packs/formats";
import type { TDefinition } from "#shared/schemas/definitions";
import { MenuButton, type MenuItem } from "#web/components/ui/menu-button.tsx";
import { apiErrorFromResponse, requestErrorMessage } from "#web/lib/api-error.ts";
import { useAuthState, useAuthStore } from "#web/lib/auth/auth-context.tsx";
import { generationBlock } from "#web/lib/documents/entitlements.ts";
import { useServerMessage, useT } from "#web/lib/i18n/i18n-context.tsx";
import { toast } from "#web/lib/toast.ts";
import { exportMenuMessages } from "./export-menu.messages";
import { useBlueprint } from "./use-blueprint";

/** The file name the server gives in Content-Disposition ("tasknest-kiro.zip"), or one of our own. */
function attachmentName(response: Response, format: TPackFormat): string {
  const match = /filename="([^"]+)"/.exec(response.headers.get("content-disposition") ?? "");
  return match?.[1] ?? `export-${format}`;
}

/** Saves a downloaded file under its name, as a click on a download link would. */
function save(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.rel = "noopener";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * 'Export' on the definition page (issue 28): the blueprint as a spec pack for a coding agent or
 * an import file for a tracker, downloaded with the owner's session from
 * GET /api/conversations/{id}/export. Shown only when the Complete Documentation package allows this
 * definition's documents; before the first document every format is off, with the reason.
 */
export function ExportMenu({ definition }: { definition: TDefinition }) {
  const t = useT(exportMenuMessages);
  const serverMessage = useServerMessage();
  const store = useAuthStore();
  const { user } = useAuthState();
  // The rule of the documents beyond the RFP (shared/documents/generation-entitlement.ts), which
  // the server applies to the export too.
  const allowed = user !== null && generationBlock("openapi", definition.packageType, user) === null;
  const blueprint = useBlueprint(definition.id, allowed);
  const [busy, setBusy] = useState<TPackFormat | null>(null);
  const root = useRef<HTMLDivElement>(null);
  if (!allowed) return null;
  const ready = Boolean(blueprint.data?.blueprint);
  // Why every format is off: the blueprint is still loading, could not be read, or does not exist yet.
  const reason = blueprint.isPending ? t("checking") : blueprint.isError ? t("unreadable") : t("noBlueprint");

  const download = async (format: TPackFormat) => {
    setBusy(format);
    try {
      const response = await store.authorizedFetch(`/api/conversations/${definition.id}/export?format=${format}`);
      if (!response.ok) throw await apiErrorFromResponse(response, "");
      const name = attachmentName(response, format);
      save(await response.blob(), name);
      toast.success(t("downloaded", { file: name }));
    } catch (error) {
      toast.error(t("failed"), { description: serverMessage(requestErrorMessage(error)) });
    } finally {
      setBusy(null);
    }
  };

  const items: MenuItem[] = PACK_FORMATS.map((format) => ({
    label: t(format),
    description: ready ? t(`${format}Hint`) : reason,
    disabled: !ready || busy !== null,
    onSelect: () => {
      // The menu closes on a choice: the focus goes back to its button, not to the page's start.
      root.current?.querySelector<HTMLButtonElement>("button[aria-haspopup]")?.focus();
      void download(format);
    },
  }));
  return (
    <div ref={root} className="shrink-0">
      <MenuButton
        label={
          <>
            <Download aria-hidden="true" />
            <span aria-live="polite">{busy ? t("preparing") : t("export")}</span>
          </>
        }
        items={items}
      />
    </div>
  );
}
