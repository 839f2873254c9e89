/** The door of shared/questionnaire/structured/ (the `#shared/*` alias maps a path to a `.ts` file). */
export * from "./structured/index";
