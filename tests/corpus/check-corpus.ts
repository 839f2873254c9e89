import { loadCorpus } from "./load-corpus";

/** `npx tsx tests/corpus/check-corpus.ts`: checks every set and prints counts per language and style. */
const sets = loadCorpus();
const count = (values: string[]) =>
  Object.entries(
    values.reduce<Record<string, number>>((acc, value) => {
      acc[value] = (acc[value] ?? 0) + 1;
      return acc;
    }, {}),
  )
    .map(([value, n]) => `${value} ${n}`)
    .join(", ");
console.log(`${sets.length} sets; languages: ${count(sets.map((set) => set.language))}`);
console.log(`styles: ${count(sets.flatMap((set) => set.styles))}`);
