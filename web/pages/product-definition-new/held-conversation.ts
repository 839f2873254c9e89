import type { TDefinitionPackage } from "../../../shared/schemas/conversations";
import type { Transcript } from "../../lib/definitions/transcript";

/** The conversation on screen, whichever call brought it last. */
export type Held = {
  conversationId: string;
  transcript: Transcript;
  packageType: TDefinitionPackage | null;
  percent: number;
  /** The definition has its RFP (then choosing A at qGenerateRFP generates nothing). */
  hasRfp: boolean;
};
