import { describe, expect, it } from "vitest";
import {
  ALL_STATUSES,
  filterDefinitions,
  isStatusFilter,
  matchesSearch,
  matchesStatus,
  STATUS_FILTERS,
  statusKey,
} from "../../web/lib/definitions/definition-filter";

const definitions = [
  { id: "1", name: "TaskNest", vision: "Crew scheduling for cleaners", status: "in_progress" },
  { id: "2", name: "", vision: "", status: "draft" },
  { id: "3", name: "Ledgerly", vision: "Invoices for TASK workers", status: "complete" },
];

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
  it("matches name or vision, ignoring case and surrounding spaces", () => {
    expect(matchesSearch(definitions[0] as (typeof definitions)[0], " tasknest ")).toBe(true);
    expect(matchesSearch(definitions[0] as (typeof definitions)[0], "CLEANERS")).toBe(true);
    expect(matchesSearch(definitions[0] as (typeof definitions)[0], "invoices")).toBe(false);
    expect(matchesSearch(definitions[1] as (typeof definitions)[0], "")).toBe(true);
  });

  it("combines with the status filter", () => {
    const ids = (search: string, status: string) => filterDefinitions(definitions, { search, status }).map((d) => d.id);
    expect(ids("task", ALL_STATUSES)).toEqual(["1", "3"]);
    expect(ids("task", "Complete")).toEqual(["3"]);
    expect(ids("", "Draft")).toEqual(["2"]);
    expect(ids("nothing like it", ALL_STATUSES)).toEqual([]);
  });
});
