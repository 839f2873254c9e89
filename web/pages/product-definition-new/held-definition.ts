import type { TDefinitionPackage } from "#shared/schemas/definitions";
import type { Transcript } from "#web/lib/definitions/transcript.ts";

/** The definition on screen, whichever call brought it last. */
export type Held = {
  definitionId: string;
  transcript: Transcript;
  packageType: TDefinitionPackage | null;
  percent: number;
  /** The definition has its RFP (then choosing A at qGenerateRFP generates nothing). */
  hasRfp: boolean;
};
