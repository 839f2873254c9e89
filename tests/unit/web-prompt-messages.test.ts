import { describe, expect, it } from "vitest";
import {
  DOCUMENT_OPTIONS,
  DOCUMENTS_TEXT,
  FEATURES_TEXT,
  FINAL_TEXT,
  QUESTIONS,
  SPECIAL_PROMPTS,
} from "#shared/questionnaire/prompts";
import type { TMessage } from "#shared/schemas/definitions";
import { answerText, optionLabel, promptPlaceholder, promptText } from "#web/components/questionnaire/prompt-texts.ts";
import { promptMessages } from "#web/components/questionnaire/prompts.messages.ts";
import { questionnaireMessages } from "#web/components/questionnaire/questionnaire.messages.ts";
import { translator } from "#web/lib/i18n/i18n-context.tsx";
import { LANGUAGES } from "#web/lib/i18n/languages.ts";

function prompt(id: string, content: string, metadata: Partial<TMessage["metadata"]> = {}): TMessage {
  return {
    id: `m-${id}`,
    _id: `m-${id}`,
    role: "assistant",
    content,
    createdAt: "2026-05-01T00:00:00Z",
    updatedAt: null,
    metadata: { id, ...metadata },
  };
}

describe("the questionnaire's prompt catalogue", () => {
  it("has every prompt of shared/questionnaire/prompts.ts, in English exactly as shared words it", () => {
    const expected: Record<string, string> = {
      [SPECIAL_PROMPTS.features]: FEATURES_TEXT,
      [SPECIAL_PROMPTS.documents]: DOCUMENTS_TEXT,
      [SPECIAL_PROMPTS.final]: FINAL_TEXT,
    };
    for (const question of QUESTIONS) {
      expected[question.id] = question.text;
      expected[`${question.id}_placeholder`] = question.placeholder;
    }
    for (const option of DOCUMENT_OPTIONS) expected[`option${option.letter}`] = option.label;
    expect(QUESTIONS).toHaveLength(33);
    expect(promptMessages.en).toEqual(expected);
  });

  it("translates every prompt into each other language", () => {
    for (const language of LANGUAGES.filter((code) => code !== "en")) {
      const strings = promptMessages[language] as Record<string, string>;
      for (const question of QUESTIONS) {
        expect(strings[question.id], `${language}.${question.id}`).not.toBe(question.text);
      }
      expect(strings[SPECIAL_PROMPTS.final]).not.toBe(FINAL_TEXT);
    }
  });

  it("shows a prompt by its id in the user's language, and an unknown one as stored", () => {
    const es = translator(promptMessages, "es");
    const q1 = QUESTIONS[0];
    expect(q1?.id).toBe("q1");
    expect(promptText(prompt("q1", q1?.text ?? ""), es)).toBe(
      "¿Cómo se llama tu producto o cuál es su nombre provisional?",
    );
    expect(promptText(prompt(SPECIAL_PROMPTS.final, FINAL_TEXT), translator(promptMessages, "en"))).toBe(FINAL_TEXT);
    expect(promptText(prompt("qCustom", "A follow-up the server made up"), es)).toBe("A follow-up the server made up");
    expect(promptPlaceholder(prompt("q13", "", { placeholder: "$40,000 to $60,000" }), es)).toBe(
      "Entre 40 000 y 60 000 USD",
    );
    expect(promptPlaceholder(prompt("qCustom", "", { placeholder: "as stored" }), es)).toBe("as stored");
    expect(optionLabel({ letter: "B", label: "Investor pitch deck" }, es)).toBe("Presentación para inversores");
    expect(optionLabel({ letter: "Z", label: "Something new" }, es)).toBe("Something new");
  });

  it("shows the Yes or No of a yes/no question in the user's language, other answers as typed", () => {
    const de = translator(questionnaireMessages, "de");
    const q18 = prompt("q18", "", { expectedInput: "yesNo" });
    const answer = (content: string) => ({ ...prompt("a", content), role: "user" as const });
    expect(answerText(q18, answer("Yes"), de)).toBe("Ja");
    expect(answerText(q18, answer("No"), de)).toBe("Nein");
    expect(answerText(prompt("q1", ""), answer("Yes"), de)).toBe("Yes");
  });
});
