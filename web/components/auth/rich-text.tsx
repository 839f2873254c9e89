import { Fragment, type ReactNode } from "react";

type RichTextProps = {
  /** A translated sentence with `{name}` where an element goes, e.g. "I agree to the {terms} and {privacy}". */
  text: string;
  parts: Record<string, ReactNode>;
};

/**
 * A sentence with links or emphasis inside: the translation decides where each element sits, so
 * word order can differ between languages without cutting the sentence into separate keys.
 */
export function RichText({ text, parts }: RichTextProps) {
  // split() with a capturing group alternates text (even indexes) and placeholder names (odd).
  const pieces = text.split(/\{(\w+)\}/);
  return pieces.map((piece, index) =>
    index % 2 === 1 ? <Fragment key={piece}>{parts[piece] ?? `{${piece}}`}</Fragment> : piece,
  );
}
