import { describe, expect, it } from "vitest";
import {
  parsePlatforms,
  parseRoles,
  parseWorkflows,
  weeksUntilFirstRelease,
} from "../../worker/services/writer/offline/answer-parsers";
import { html } from "../../worker/services/writer/offline/html";
import { asciiWords, plural, singular } from "../../worker/services/writer/offline/identifiers";
import { md } from "../../worker/services/writer/offline/markdown";
import { formatDate, listItems, sentence, sentences } from "../../worker/services/writer/offline/text";

describe("offline writer text helpers", () => {
  it("splits lists on commas, semicolons and lines, not inside brackets or numbers", () => {
    expect(listItems("Jobber, Housecall Pro, ZenMaid, and spreadsheets.")).toEqual([
      "Jobber",
      "Housecall Pro",
      "ZenMaid",
      "spreadsheets",
    ]);
    expect(listItems("200 companies, 3,000 cleaners")).toEqual(["200 companies", "3,000 cleaners"]);
    expect(listItems("a (b, c), d and e")).toEqual(["a (b, c)", "d", "e"]);
    expect(listItems("- one\n- two\n1) three")).toEqual(["one", "two", "three"]);
    expect(listItems("Terms and conditions")).toEqual(["Terms and conditions"]);
    expect(listItems("Stripe and Twilio", { splitLoneAnd: true })).toEqual(["Stripe", "Twilio"]);
    expect(listItems("")).toEqual([]);
  });

  it("splits sentences and makes full sentences", () => {
    expect(sentences("Offline check-in. We must import clients; and more")).toEqual([
      "Offline check-in",
      "We must import clients",
      "and more",
    ]);
    expect(sentence("hello world")).toBe("Hello world.");
    expect(sentence("Is it?")).toBe("Is it?");
    expect(sentence("ends with a comma,")).toBe("Ends with a comma.");
  });

  it("formats dates in UTC as '6 December 2026'", () => {
    expect(formatDate(new Date("2026-12-06T23:30:00Z"))).toBe("6 December 2026");
    expect(formatDate(new Date("2027-01-01T00:00:00Z"))).toBe("1 January 2027");
  });

  it("escapes Markdown structure and HTML", () => {
    expect(md("a | b *c* <script>\nnext")).toBe("a \\| b \\*c\\* \\<script> next");
    expect(md("# not a heading")).toBe("\\# not a heading");
    expect(md("1. not a list")).toBe("1\\. not a list");
    expect(html(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("makes ASCII words and English singulars and plurals", () => {
    expect(asciiWords("Fichas clínicas Ñandú")).toEqual(["fichas", "clinicas", "nandu"]);
    expect(asciiWords("客户")).toEqual([]);
    expect(["invoices", "categories", "addresses", "status", "people", "staff", "boxes"].map(singular)).toEqual([
      "invoice",
      "category",
      "address",
      "status",
      "person",
      "staff",
      "box",
    ]);
    expect(["category", "address", "person", "job", "day"].map(plural)).toEqual([
      "categories",
      "addresses",
      "people",
      "jobs",
      "days",
    ]);
  });
});

describe("offline writer answer parsers", () => {
  it("reads roles in several spellings", () => {
    expect(parseRoles("Owner: everything; Dispatcher: schedule and assign")).toEqual([
      { name: "Owner", can: "everything" },
      { name: "Dispatcher", can: "schedule and assign" },
    ]);
    expect(parseRoles("Admin - all settings\nPatient (own bookings)")).toEqual([
      { name: "Admin", can: "all settings" },
      { name: "Patient", can: "own bookings" },
    ]);
    expect(parseRoles("admin, doctor and patient").map((role) => role.name)).toEqual(["admin", "doctor", "patient"]);
  });

  it("reads workflows with arrows, titles, numbers or 'then'", () => {
    expect(parseWorkflows("Client books -> crew assigned → invoice sent.")).toEqual([
      { title: "", steps: ["Client books", "crew assigned", "invoice sent"] },
    ]);
    expect(parseWorkflows("Booking: pick a slot -> pay\nRefund: cancel -> money back")).toEqual([
      { title: "Booking", steps: ["pick a slot", "pay"] },
      { title: "Refund", steps: ["cancel", "money back"] },
    ]);
    expect(parseWorkflows("1. Sign up 2. Add a pet 3. Book a walk")[0]?.steps).toEqual([
      "Sign up",
      "Add a pet",
      "Book a walk",
    ]);
    expect(parseWorkflows("The user signs up, then adds a pet, then books")[0]?.steps).toEqual([
      "The user signs up",
      "adds a pet",
      "books",
    ]);
  });

  it("recognises platforms without mistaking 'mobile-friendly' for apps", () => {
    expect(parsePlatforms("A web app for owners; iOS and Android apps for cleaners")).toEqual([
      "web",
      "ios",
      "android",
    ]);
    expect(parsePlatforms("Web, mobile-friendly; no app store apps for now")).toEqual(["web"]);
    expect(parsePlatforms("Mobile apps and a Windows desktop app")).toEqual(["mobile", "desktop"]);
  });

  it("reads the first duration of the timeline in weeks", () => {
    expect(weeksUntilFirstRelease("A beta in 4 months; launch in March")).toBe(17);
    expect(weeksUntilFirstRelease("within six weeks")).toBe(6);
    expect(weeksUntilFirstRelease("Live by 1 September")).toBeNull();
  });
});
