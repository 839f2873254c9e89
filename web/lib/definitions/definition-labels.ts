import type { TDefinitionListItem } from "../../../shared/schemas/conversations";

type BadgeVariant = "default" | "secondary" | "outline";
export type BadgeLabel = { label: string; variant: BadgeVariant };
type Status = TDefinitionListItem["status"];

const UNKNOWN: BadgeLabel = { label: "Unknown", variant: "outline" };

/** Spec section 3, "Status labels": a record, so a new stored status cannot go unlabelled. */
const STATUS_LABELS: Record<Status, BadgeLabel> = {
  complete: { label: "Completed", variant: "default" },
  in_progress: { label: "In Progress", variant: "secondary" },
  draft: { label: "Draft", variant: "outline" },
};

/** Spec section 3, "Package type keys": labels and badge styles. */
const PACKAGE_LABELS: Record<string, BadgeLabel> = {
  rfpGeneratorPackages: { label: "Free", variant: "outline" },
  completeDocumentationPackages: { label: "Complete Documentation", variant: "default" },
  developmentWeekPackages: { label: "Dev Week", variant: "secondary" },
  developmentHoursPackages: { label: "Dev Hours", variant: "secondary" },
};

export function statusBadge(status: string | null | undefined): BadgeLabel {
  return (status && Object.hasOwn(STATUS_LABELS, status) && STATUS_LABELS[status as Status]) || UNKNOWN;
}

export function packageBadge(packageType: string | null | undefined): BadgeLabel {
  return (packageType && Object.hasOwn(PACKAGE_LABELS, packageType) && PACKAGE_LABELS[packageType]) || UNKNOWN;
}

/** A definition is named by its first answer; before that it has no name. */
export function definitionName(name: string): string {
  return name.trim() || "Untitled definition";
}

/** 'No documents', '1 document', '3 documents'. */
export function documentCount(count: number): string {
  if (count <= 0) return "No documents";
  return `${count} ${count === 1 ? "document" : "documents"}`;
}
