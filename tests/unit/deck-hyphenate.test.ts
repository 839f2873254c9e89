import { describe, expect, it } from "vitest";
import { hyphenate, hyphenateHtml, hyphenateWord } from "#engine/deck/hyphenate";

const shown = (text: string) => text.replace(/\u00ad/g, "·");

describe("soft hyphens in a deck's long words", () => {
  it("breaks a compound at its syllables in four languages, never within three letters of an end", () => {
    expect(shown(hyphenateWord("Gewährleistungsfristenüberwachung", "de"))).toBe(
      "Gewähr·lei·stungs·fri·ste·nü·ber·wa·chung",
    );
    expect(shown(hyphenateWord("disponibilités", "fr"))).toBe("dis·po·ni·bi·li·tés");
    expect(shown(hyphenateWord("responsabilidades", "es"))).toBe("res·pon·sa·bi·li·da·des");
    expect(shown(hyphenateWord("internationalization", "en"))).toBe("inter·na·tio·na·li·za·tion");
    for (const word of [
      "Gewährleistungsfristenüberwachung",
      "Nachunternehmerportal",
      "Qualitätsmanagementbeauftragte",
    ]) {
      const parts = hyphenateWord(word, "de").split("\u00ad");
      expect(parts.join(""), word).toBe(word);
      expect(parts[0]?.length ?? 0, word).toBeGreaterThanOrEqual(3);
      expect(parts.at(-1)?.length ?? 0, word).toBeGreaterThanOrEqual(3);
    }
  });

  it("leaves short words, figures and markup as written", () => {
    expect(hyphenate("Crew scheduling for 12 trucks, $1.2M", "en")).toBe("Crew scheduling for 12 trucks, $1.2M");
    const markup =
      '<h2 class="Gewährleistungsfristen">Gewährleistungsfristen</h2><script>var Gewährleistungsfristen=1</script>';
    const out = hyphenateHtml(markup, "de");
    expect(out).toContain('class="Gewährleistungsfristen"');
    expect(out).toContain("<script>var Gewährleistungsfristen=1</script>");
    expect(out).toContain(`>${hyphenateWord("Gewährleistungsfristen", "de")}<`);
    expect(hyphenateWord("Gewährleistungsfristen", "de")).not.toBe("Gewährleistungsfristen");
  });
});
