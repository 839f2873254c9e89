import type { TDefinitionListItem } from "#shared/schemas/definitions";
import { type DefinitionTexts, ENGLISH_DEFINITION_TEXTS } from "./definition-texts";
import type { definitionMessages } from "./definitions.messages";

type BadgeVariant = "default" | "secondary" | "outline";
type BadgeLabel = { label: string; variant: BadgeVariant };
type Status = TDefinitionListItem["status"];
type Key = keyof (typeof definitionMessages)["en"];
type Badge = { key: Key; variant: BadgeVariant };

const UNKNOWN: Badge = { key: "unknown", variant: "outline" };

/** Spec section 3, "Status labels": a record, so a new stored status cannot go unlabelled. */
const STATUS_LABELS: Record<Status, Badge> = {
  complete: { key: "statusComplete", variant: "default" },
  in_progress: { key: "statusInProgress", variant: "secondary" },
  draft: { key: "statusDraft", variant: "outline" },
};

/** Spec section 3, "Package type keys": labels and badge styles. */
const PACKAGE_LABELS: Record<string, Badge> = {
  rfpGeneratorPackages: { key: "packageFree", variant: "outline" },
  completeDocumentationPackages: { key: "packageComplete", variant: "default" },
  developmentWeekPackages: { key: "packageDevWeek", variant: "secondary" },
  developmentHoursPackages: { key: "packageDevHours", variant: "secondary" },
};

function label({ key, variant }: Badge, t: DefinitionTexts): BadgeLabel {
  return { label: t(key), variant };
}

export function statusBadge(status: string | null | undefined, t = ENGLISH_DEFINITION_TEXTS): BadgeLabel {
  return label((status && Object.hasOwn(STATUS_LABELS, status) && STATUS_LABELS[status as Status]) || UNKNOWN, t);
}

export function packageBadge(packageType: string | null | undefined, t = ENGLISH_DEFINITION_TEXTS): BadgeLabel {
  return label(
    (packageType && Object.hasOwn(PACKAGE_LABELS, packageType) && PACKAGE_LABELS[packageType]) || UNKNOWN,
    t,
  );
}

/** A definition is named by its first answer; before that it has no name. */
export function definitionName(name: string, t = ENGLISH_DEFINITION_TEXTS): string {
  return name.trim() || t("untitled");
}

/** 'No documents', '1 document', '3 documents'. */
export function documentCount(count: number, t = ENGLISH_DEFINITION_TEXTS): string {
  if (count <= 0) return t("noDocuments");
  return t.plural("documents", count);
}
