import type { TBlueprint } from "#shared/blueprint/schema";
import { CSV_TYPE, PACK_MEDIA, type TPackFormat, ZIP_TYPE } from "#shared/packs/formats";
import type { TLanguage } from "#shared/settings/options";
import { type PackFiles, packInput } from "./common";
import { githubFiles } from "./github";
import { kiroFiles } from "./kiro";
import { speckitFiles } from "./speckit";
import { taskmasterFiles } from "./taskmaster";
import { jiraCsv, linearCsv } from "./trackers";
import { zipFiles } from "./zip";

export type PackOptions = {
  /** The user's language: the packs' fixed words (the blueprint's own text stays as it is). */
  language: TLanguage;
  /** The date the pack shows and its zip entries carry (the engine reads no clock). */
  generatedAt: Date;
};

export type RenderedPack = { fileName: string; mediaType: string; body: Uint8Array | string };

const ZIPS: Record<Exclude<TPackFormat, "jira" | "linear">, (input: ReturnType<typeof packInput>) => PackFiles> = {
  kiro: kiroFiles,
  speckit: speckitFiles,
  taskmaster: taskmasterFiles,
  github: githubFiles,
};

/**
 * The packs' one door (decision 032): a blueprint as a spec pack for a coding agent (a zip) or an
 * import file for a tracker (a CSV), pure and deterministic. Ids are the blueprint's (the RFP's).
 */
export function renderPack(blueprint: TBlueprint, format: TPackFormat, options: PackOptions): RenderedPack {
  const input = packInput(blueprint, options.language, options.generatedAt);
  const name = `${input.slug}-${format}`;
  if (format === "jira" || format === "linear") {
    const body = format === "jira" ? jiraCsv(input) : linearCsv(input);
    return { fileName: `${name}.csv`, mediaType: CSV_TYPE, body };
  }
  if (PACK_MEDIA[format] !== "zip") throw new Error(`no pack ${format}`);
  return { fileName: `${name}.zip`, mediaType: ZIP_TYPE, body: zipFiles(ZIPS[format](input), options.generatedAt) };
}

/** The files of a zip pack before they are zipped (for checks and previews). */
export function packFiles(
  blueprint: TBlueprint,
  format: Exclude<TPackFormat, "jira" | "linear">,
  options: PackOptions,
): PackFiles {
  return ZIPS[format](packInput(blueprint, options.language, options.generatedAt));
}
