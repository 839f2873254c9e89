/**
 * What every document composer reads. Time comes in as `generatedAt` so that the same input
 * always gives the same document (composers never look at the clock).
 */
export type DocumentInput = {
  /** Answers by prompt id: q1 -> "TaskNest", q6 -> "Crew scheduling, online booking page, ...". */
  answers: Readonly<Record<string, string>>;
  /** The features in the user's priority order, most important first. */
  features: readonly string[];
  /** For dates shown in the document. */
  generatedAt: Date;
};
