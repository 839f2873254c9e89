import { describe, expect, it } from "vitest";
import {
  ALL_STATUSES,
  matchesStatus,
  STATUS_FILTERS,
  searchNeedle,
  statusKey,
  statusPrefix,
} from "#shared/lists/definition-filter";
import { isStatusFilter } from "#web/lib/definitions/definition-filter.ts";

describe("the status filter", () => {
  it("offers the spec's options", () => {
    expect(STATUS_FILTERS).toEqual(["All Statuses", "In Progress", "Draft", "Complete"]);
    expect(isStatusFilter("Draft")).toBe(true);
    expect(isStatusFilter("draft")).toBe(false);
    expect(isStatusFilter(null)).toBe(false);
  });

  it("reads an option as the stored status", () => {
    expect(statusKey("In Progress")).toBe("in_progress");
    expect(statusKey("Complete")).toBe("complete");
  });

  it("matches by status prefix", () => {
    expect(matchesStatus("in_progress", "In Progress")).toBe(true);
    expect(matchesStatus("complete", "Complete")).toBe(true);
    expect(matchesStatus("completed", "Complete")).toBe(true);
    expect(matchesStatus("draft", "Complete")).toBe(false);
    expect(matchesStatus("anything", ALL_STATUSES)).toBe(true);
  });
});

describe("the search", () => {
  it("is matched trimmed and ignoring case; empty matches everything", () => {
    expect(searchNeedle(" TaskNest ")).toBe("tasknest");
    expect(searchNeedle(undefined)).toBe("");
  });

  it("asks the server for no status prefix when every status is wanted", () => {
    expect(statusPrefix(ALL_STATUSES)).toBeUndefined();
    expect(statusPrefix(undefined)).toBeUndefined();
    expect(statusPrefix("In Progress")).toBe("in_progress");
  });
});
