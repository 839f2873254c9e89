import { describe, expect, it } from "vitest";
import { deckSlides, deckTitle } from "../../web/lib/documents/deck-slides";
import { clinic, render, taskNest } from "./offline-fixtures";

describe("the pitch deck's slides for the .pptx download", () => {
  it("takes each section's heading as the title, its paragraphs and items as bullets, its aside as notes", () => {
    const html = `<!doctype html><html><head><title>Acme &amp; Co: deck</title><style>h2{color:red}</style></head><body>
      <section class="slide" aria-label="Slide 1: Acme">
        <h1>Acme &amp; Co</h1><p class="lead">Tools for <strong>small</strong>&nbsp;teams</p>
        <aside class="notes"><h3>Speaker notes</h3><p>Open with the story.</p><p>Then the ask.</p></aside>
        <p class="slide-number" aria-hidden="true">1 / 2</p>
      </section>
      <section class="slide"><h2>Market</h2><ul><li>One<br>line</li><li>Nested <ul><li>inner</li></ul> tail</li></ul>
        <script>var x = "<p>not text</p>";</script><!-- <p>comment</p> --><table><tr><th>Year</th><td>&#8364;1M</td></tr></table>
      </section>
      <nav class="controls"><button>Next</button></nav></body></html>`;
    expect(deckTitle(html)).toBe("Acme & Co: deck");
    expect(deckSlides(html)).toEqual([
      { title: "Acme & Co", bullets: ["Tools for small teams"], notes: ["Open with the story.", "Then the ask."] },
      { title: "Market", bullets: ["One line", "Nested", "inner", "tail", "Year", "€1M"], notes: [] },
    ]);
  });

  it("names a slide without a heading from its label, else by its number", () => {
    const html = `<section aria-label="Slide 1: The ask"><p>Raise $500k</p></section><section><p>Thanks</p></section>`;
    expect(deckSlides(html).map((slide) => slide.title)).toEqual(["The ask", "Slide 2"]);
    // On screen the number is named in the user's language.
    expect(deckSlides(html, (number) => `Diapositiva ${number}`).map((slide) => slide.title)).toEqual([
      "The ask",
      "Diapositiva 2",
    ]);
  });

  it("finds no slides in HTML without sections", () => {
    expect(deckSlides("<html><body><h1>Hello</h1></body></html>")).toEqual([]);
    expect(deckTitle("<p>no title</p>")).toBeNull();
  });

  it.each([
    ["TaskNest", taskNest],
    ["the clinic", clinic],
  ])("reads every slide of the offline writer's deck for %s, with notes and without slide numbers", (_name, make) => {
    const html = render("pitch", make());
    const slides = deckSlides(html);
    expect(slides).toHaveLength(12);
    // The first and the closing slide are headed by the product's name.
    expect(slides.at(-1)?.title).toBe(slides[0]?.title);
    expect(slides.map((slide) => slide.title).slice(1, -1)).toEqual([
      "The problem",
      "Our solution",
      "Version 1",
      "Market",
      "Business model",
      "Goals for the first six months",
      "Competition",
      "Go-to-market",
      "Roadmap",
      "The ask",
    ]);
    for (const slide of slides) {
      expect(slide.title).not.toBe("");
      expect(slide.notes.length).toBeGreaterThan(0);
      expect(slide.notes).not.toContain("Speaker notes");
      expect(slide.bullets.join(" ")).not.toMatch(/\d+ \/ 12/);
    }
    expect(deckTitle(html)).toMatch(/: investor presentation$/);
  });
});
