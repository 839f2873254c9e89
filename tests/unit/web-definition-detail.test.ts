import { TRPCClientError } from "@trpc/client";
import { describe, expect, it } from "vitest";
import { DEFINITION_MESSAGES } from "#shared/errors/definition-messages";
import { STATUS_MESSAGES } from "#shared/errors/messages";
import { ANSWER_MESSAGES } from "#shared/questionnaire/answers";
import { isMissingDefinition, questionnaireErrorMessage } from "#web/lib/definitions/definition-errors.ts";
import { optionAllowed } from "#web/lib/definitions/document-options.ts";
import { pageOfPrompt } from "#web/lib/definitions/prompt-page.ts";
import {
  type AnswerDraft,
  changedAnswers,
  draftProblem,
  hasProblems,
  isEditableAnswer,
} from "#web/pages/product-definition-detail/answer-edits.ts";
import {
  answerToEdit,
  EDIT_ANSWERS_STATE,
  editAnswerQuery,
  opensForEditing,
  queryFor,
  selectedTab,
} from "#web/pages/product-definition-detail/detail-tab.ts";

function failed(httpStatus: number, message = "server says no") {
  return TRPCClientError.from({ error: { code: -32600, message, data: { httpStatus, appCode: `${httpStatus}` } } });
}

describe("the detail page's tabs (spec section 2)", () => {
  it("selects the questionnaire with action=edit, the RFP without, and forces the questionnaire with no RFP", () => {
    expect(selectedTab("edit", true)).toBe("questionnaire");
    expect(selectedTab(null, true)).toBe("rfp");
    expect(selectedTab(null, false)).toBe("questionnaire");
    expect(selectedTab("edit", false)).toBe("questionnaire");
  });

  it("keeps the tab in the query with the other parameters", () => {
    expect(queryFor(new URLSearchParams("a=1"), "questionnaire").toString()).toBe("a=1&action=edit");
    expect(queryFor(new URLSearchParams("action=edit&a=1"), "rfp").toString()).toBe("a=1");
  });

  it("opens the answers for editing only when asked to by navigation state (the /edit route)", () => {
    expect(opensForEditing(EDIT_ANSWERS_STATE)).toBe(true);
    expect(opensForEditing(null)).toBe(false);
    expect(opensForEditing({ editAnswers: "yes" })).toBe(false);
  });
});

describe("editing answers", () => {
  const draft = (promptId: string, original: string, content: string, offered: string[] = []): AnswerDraft => ({
    promptId,
    original,
    content,
    offered,
  });

  it("allows text and feature answers, not the ones that steer the interview", () => {
    expect(isEditableAnswer("q1")).toBe(true);
    expect(isEditableAnswer("q3a")).toBe(true);
    expect(isEditableAnswer("qGenerateFeatures")).toBe(true);
    expect(isEditableAnswer("q18")).toBe(false);
    expect(isEditableAnswer("qGenerateRFP")).toBe(false);
  });

  it("checks a draft by the shared answer rules", () => {
    expect(draftProblem(draft("q1", "A", "B"))).toBeNull();
    expect(draftProblem(draft("q1", "A", "  "))).toEqual({ key: "answerEmpty", text: ANSWER_MESSAGES.empty });
    expect(draftProblem(draft("q1", "A", "x".repeat(301)))).toEqual({
      key: "answerTooLong",
      text: ANSWER_MESSAGES.tooLong,
    });
    expect(hasProblems({ a: draft("q1", "A", "B"), b: draft("q2", "A", "") })).toBe(true);
  });

  it("sends only the answers that changed, trimmed", () => {
    const drafts = {
      a: draft("q1", "TaskNest", " TaskNest "),
      b: draft("q2", "Old", "New vision "),
      c: draft("q3", "Old", ""),
      d: draft("qGenerateFeatures", "1. A\n2. B", "1. B\n2. A", ["A", "B"]),
    };
    expect(changedAnswers(drafts)).toEqual([
      { id: "b", content: "New vision" },
      { id: "d", content: "1. B\n2. A" },
    ]);
  });
});

describe("the questionnaire's errors", () => {
  it("shows the server's words for a refused package or feature", () => {
    expect(questionnaireErrorMessage(failed(403, DEFINITION_MESSAGES.noPackage.rfpGeneratorPackages)).text).toBe(
      DEFINITION_MESSAGES.noPackage.rfpGeneratorPackages,
    );
    expect(questionnaireErrorMessage(failed(400, ANSWER_MESSAGES.tooLong)).text).toBe(ANSWER_MESSAGES.tooLong);
  });

  it("maps a missing conversation, no answer and server faults", () => {
    expect(questionnaireErrorMessage(failed(404)).text).toBe(DEFINITION_MESSAGES.notLoaded);
    expect(questionnaireErrorMessage(new TRPCClientError("Failed to fetch")).text).toBe(STATUS_MESSAGES[0]);
    expect(questionnaireErrorMessage(failed(500)).text).toBe(STATUS_MESSAGES.serverError);
  });

  it("tells a definition that does not exist from one that failed to load", () => {
    expect(isMissingDefinition(failed(404))).toBe(true);
    expect(isMissingDefinition(failed(400))).toBe(true);
    expect(isMissingDefinition(failed(500))).toBe(false);
  });
});

describe("the document choice (spec section 6)", () => {
  it("offers only the RFP on the RFP package and everything on the complete one", () => {
    expect(["A", "B", "C", "D"].map((letter) => optionAllowed(letter, "rfpGeneratorPackages"))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(["A", "B", "C", "D"].every((letter) => optionAllowed(letter, "completeDocumentationPackages"))).toBe(true);
  });
});

describe("an open question's link to its answer", () => {
  it("opens the questionnaire for editing at that answer, on the page it is on", () => {
    expect(editAnswerQuery("q9")).toBe("?action=edit&answer=q9");
    const params = new URLSearchParams(editAnswerQuery("q16a"));
    expect(selectedTab(params.get("action"), true)).toBe("questionnaire");
    expect(answerToEdit(params)).toBe("q16a");
    expect(answerToEdit(new URLSearchParams("answer=javascript:alert(1)"))).toBeNull();
    // 20 messages a page, a question and its answer each: q1-q6a on page 1, q7 opens page 2.
    expect(pageOfPrompt("q1")).toBe(1);
    expect(pageOfPrompt("q6a")).toBe(1);
    expect(pageOfPrompt("q7")).toBe(2);
    expect(pageOfPrompt("q17")).toBe(3);
    expect(pageOfPrompt("nonsense")).toBe(1);
  });
});
