import { type ClassValue, clsx } from "clsx";

/**
 * Joins class names. An element never gets two classes of one kind (two heights, two text
 * colours): Tailwind would apply them in stylesheet order, not in the order written. Components
 * offer variants and props for that instead (tests/unit/ui-class-conflicts.test.ts checks the
 * call sites); tailwind-merge, which resolved such pairs at run time, cost 8 KB gzipped on every
 * page (decision 018). In development it still looks at every call and warns about a pair.
 */
export function cn(...inputs: ClassValue[]): string {
  const classes = clsx(inputs);
  if (import.meta.env.DEV) void warnOnConflict(classes);
  return classes;
}

async function warnOnConflict(classes: string): Promise<void> {
  const { twMerge } = await import("tailwind-merge");
  const distinct = new Set(classes.split(/\s+/).filter(Boolean));
  if (twMerge(classes).split(" ").length < distinct.size) {
    console.warn(`cn: two classes of one kind in "${classes}"; only one applies.`);
  }
}
