import { useMemo } from "react";
import type { TCatalogueEntry } from "#shared/schemas/commerce";
import { type Translate, useT } from "../i18n/i18n-context";
import { packageTextMessages } from "./package-text.messages";

type Strings = (typeof packageTextMessages)["en"];
type Key = keyof Strings;

const NAMES: Record<string, Key> = {
  "rfp-free": "nameRfp",
  "complete-docs": "nameComplete",
  "dev-week": "nameDevWeek",
  "dev-hours": "nameDevHours",
};

// The server sends badges and features as English text: that text is the key into the catalogue.
const KEY_OF_TEXT = new Map<string, Key>(
  (Object.entries(packageTextMessages.en) as [Key, string][])
    .filter(([key]) => key.startsWith("badge") || key.startsWith("feature"))
    .map(([key, text]) => [text, key]),
);

const COUNTED: readonly [RegExp, Key][] = [
  [/^(\d+) development hours$/, "countDevHours"],
  [/^(\d+) QA hours$/, "countQaHours"],
];

type PackageTexts = ReturnType<typeof packageTexts>;

/** A package's name, badge and features in the user's language; text the catalogue lacks is shown as sent. */
function packageTexts(t: Translate<Strings>) {
  const text = (english: string): string => {
    const key = KEY_OF_TEXT.get(english);
    if (key) return t(key);
    for (const [pattern, counted] of COUNTED) {
      const match = pattern.exec(english);
      if (match) return t(counted, { count: Number(match[1]) });
    }
    return english;
  };
  return {
    name: (item: Pick<TCatalogueEntry, "id" | "name">): string => {
      const key = NAMES[item.id];
      return key ? t(key) : item.name;
    },
    badge: text,
    feature: text,
  };
}

export function usePackageTexts(): PackageTexts {
  const t = useT(packageTextMessages);
  return useMemo(() => packageTexts(t), [t]);
}
