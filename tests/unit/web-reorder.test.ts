import { describe, expect, it } from "vitest";
import { moveAnnouncement, moveDown, moveItem, moveUp } from "#web/lib/definitions/reorder.ts";

const features = ["Booking", "Invoicing", "Reminders"];

describe("reordering the features", () => {
  it("moves an item up and down", () => {
    expect(moveUp(features, 1)).toEqual(["Invoicing", "Booking", "Reminders"]);
    expect(moveDown(features, 1)).toEqual(["Booking", "Reminders", "Invoicing"]);
  });

  it("moves an item anywhere (a drop)", () => {
    expect(moveItem(features, 0, 2)).toEqual(["Invoicing", "Reminders", "Booking"]);
    expect(moveItem(features, 2, 0)).toEqual(["Reminders", "Booking", "Invoicing"]);
  });

  it("leaves the list as it is at the ends and out of range, and never changes its input", () => {
    expect(moveUp(features, 0)).toEqual(features);
    expect(moveDown(features, 2)).toEqual(features);
    expect(moveItem(features, 5, 0)).toEqual(features);
    expect(moveItem(features, 1, 1)).toEqual(features);
    expect(features).toEqual(["Booking", "Invoicing", "Reminders"]);
  });

  it("says where the item went", () => {
    expect(moveAnnouncement("Booking", 2, 3)).toBe("Booking moved to position 2 of 3");
  });
});
