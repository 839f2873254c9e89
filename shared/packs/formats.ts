/**
 * The packs a definition's blueprint exports to (issue 28, decision 032): spec packs for coding
 * agents (Kiro, Spec Kit, Taskmaster) and import files for trackers (Jira, Linear, GitHub).
 */
export const PACK_FORMATS = ["kiro", "speckit", "taskmaster", "jira", "linear", "github"] as const;
export type TPackFormat = (typeof PACK_FORMATS)[number];

export const ZIP_TYPE = "application/zip";
export const CSV_TYPE = "text/csv; charset=utf-8";

/** What each format is delivered as: a zip of files or one CSV file. */
export const PACK_MEDIA: Readonly<Record<TPackFormat, "zip" | "csv">> = {
  kiro: "zip",
  speckit: "zip",
  taskmaster: "zip",
  jira: "csv",
  linear: "csv",
  github: "zip",
};
