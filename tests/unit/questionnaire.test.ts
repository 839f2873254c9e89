import { describe, expect, it } from "vitest";
import { checkAnswer, parseNumberedList, toNumberedList } from "#shared/questionnaire/answers";
import { FIRST_PROMPT_ID, nextPromptId, PROMPT_ORDER, progressAt, TOTAL_STEPS } from "#shared/questionnaire/flow";
import { QUESTIONS } from "#shared/questionnaire/prompts";

/** Walks the interview answering yes/no questions with `yesNo`, returning the prompts visited. */
function walk(yesNo: "Yes" | "No") {
  const answers = new Map<string, string>();
  const visited: { id: string; percent: number; step: number; total: number }[] = [];
  let current: string | null = FIRST_PROMPT_ID;
  while (current) {
    visited.push({ id: current, ...progressAt(current, answers) });
    const answer =
      QUESTIONS.find((question) => question.id === current)?.expectedInput === "yesNo" ? yesNo : "An answer";
    answers.set(current, answer);
    current = current === "qFinal" ? null : nextPromptId(current, answer);
  }
  return visited;
}

describe("the interview script", () => {
  it("has 21 numbered questions and 36 steps in all", () => {
    expect(new Set(QUESTIONS.map((question) => question.label.replace(/[a-z]$/, ""))).size).toBe(21);
    expect(TOTAL_STEPS).toBe(36);
    expect(PROMPT_ORDER.slice(-3)).toEqual(["qGenerateFeatures", "qGenerateRFP", "qFinal"]);
    expect(new Set(PROMPT_ORDER).size).toBe(PROMPT_ORDER.length);
  });

  it("gives every question a text and an example answer", () => {
    for (const question of QUESTIONS) {
      expect(question.text, question.id).toMatch(/^[A-Z].{10,}[?.]$/);
      expect(question.placeholder.length, question.id).toBeGreaterThan(2);
    }
  });

  it.each(["Yes", "No"] as const)("ends at qFinal on the %s branch, progress growing to 100%%", (branch) => {
    const visited = walk(branch);
    expect(visited.at(-1)?.id).toBe("qFinal");
    expect(visited.at(-1)?.percent).toBe(100);
    for (let index = 1; index < visited.length; index++) {
      expect(visited[index]?.percent ?? 0).toBeGreaterThanOrEqual(visited[index - 1]?.percent ?? 0);
    }
    expect(visited).toHaveLength(branch === "Yes" ? 36 : 33);
    expect(visited.map((step) => step.id).includes("q18a")).toBe(branch === "Yes");
  });

  it("counts steps of 36, and of fewer once a branch is skipped", () => {
    expect(progressAt("q1", new Map())).toEqual({ step: 1, total: 36, percent: 3 });
    expect(progressAt("q19", new Map([["q18", "No"]]))).toMatchObject({ step: 28, total: 33 });
    expect(progressAt("q19", new Map([["q18", "Yes"]]))).toMatchObject({ step: 31, total: 36 });
  });
});

describe("checkAnswer", () => {
  it("takes 1 to 300 characters after trimming", () => {
    expect(checkAnswer("q1", "  TaskNest  ")).toEqual({ ok: true, content: "TaskNest" });
    expect(checkAnswer("q1", "   ")).toMatchObject({ ok: false });
    expect(checkAnswer("q1", "x".repeat(300))).toMatchObject({ ok: true });
    expect(checkAnswer("q1", "x".repeat(301))).toMatchObject({ ok: false });
  });

  it("takes only yes or no at a yes/no question, and only A-D at qGenerateRFP", () => {
    expect(checkAnswer("q18", "yes")).toEqual({ ok: true, content: "Yes" });
    expect(checkAnswer("q18", "N")).toEqual({ ok: true, content: "No" });
    expect(checkAnswer("q18", "maybe")).toMatchObject({ ok: false, message: "Please answer Yes or No" });
    // In the user's language too: a German founder answers "Ja", a Spanish one "si".
    for (const yes of ["Ja", "ja.", "Sí", "si", "Oui", "oui!"])
      expect(checkAnswer("q18", yes), yes).toEqual({ ok: true, content: "Yes" });
    for (const no of ["Nein", "Non", "no."]) expect(checkAnswer("q18", no), no).toEqual({ ok: true, content: "No" });
    expect(nextPromptId("q18", "Ja")).toBe("q18a");
    expect(checkAnswer("qGenerateRFP", "b) pitch")).toEqual({ ok: true, content: "B" });
    expect(checkAnswer("qGenerateRFP", "E")).toMatchObject({ ok: false, message: "Please select a valid option" });
  });

  it("takes an ordering of exactly the offered features, as a numbered list", () => {
    const offered = ["Booking", "Invoicing", "Reminders"];
    expect(checkAnswer("qGenerateFeatures", "1. Invoicing\n2. Booking\n3. Reminders", offered)).toEqual({
      ok: true,
      content: "1. Invoicing\n2. Booking\n3. Reminders",
    });
    for (const wrong of ["1. Invoicing\n2. Booking", "1. Invoicing\n2. Booking\n3. Booking", "1. A\n2. B\n3. C"]) {
      expect(checkAnswer("qGenerateFeatures", wrong, offered).ok).toBe(false);
    }
    expect(parseNumberedList(toNumberedList(offered))).toEqual(offered);
  });

  it("takes no answer at qFinal or an unknown prompt", () => {
    expect(checkAnswer("qFinal", "done").ok).toBe(false);
    expect(checkAnswer("q99", "x").ok).toBe(false);
  });
});
