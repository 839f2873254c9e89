/**
 * Draws the deck's icons as white 64×64 PNGs for the .pptx (pptxgenjs cannot make an SVG's PNG
 * preview on the server, and PowerPoint versions before 2016 show only that preview), and writes
 * worker/engine/deck/icon-pngs.ts. The .pptx lays each white icon on a native circle of the
 * theme's accent, so one PNG serves every theme. Run after changing icon-nodes.ts:
 *   npx tsx scripts/deck/icon-pngs.ts && npx biome format --write worker/engine/deck/icon-pngs.ts
 */
import { writeFileSync } from "node:fs";
import { chromium as playwright } from "@playwright/test";
import chromium from "@sparticuz/chromium";
import { CHROMIUM_FLAGS } from "#tests/support/chromium-flags";
import { ICON_NODES, type IconName } from "#worker/engine/deck/icon-nodes";
import { iconSvg } from "#worker/engine/deck/icons";

const browser = await playwright.launch({
  executablePath: process.env.CHROMIUM_PATH || (await chromium.executablePath()),
  args: [...CHROMIUM_FLAGS],
});
const page = await browser.newPage({ viewport: { width: 64, height: 64 } });
const lines: string[] = [];
for (const name of Object.keys(ICON_NODES) as IconName[]) {
  await page.setContent(
    `<style>html,body{margin:0;background:transparent}svg{display:block;width:64px;height:64px}</style>${iconSvg(name, "#ffffff")}`,
  );
  const png = await page.screenshot({ omitBackground: true, type: "png" });
  lines.push(`  "${name}": "${png.toString("base64")}",`);
}
await browser.close();
writeFileSync(
  new URL("../../worker/engine/deck/icon-pngs.ts", import.meta.url),
  `import type { IconName } from "./icon-nodes";

/** The deck's icons drawn white as 64×64 PNGs, base64 (scripts/deck/icon-pngs.ts writes this file). */
export const ICON_PNGS: Record<IconName, string> = {
${lines.join("\n")}
};
`,
);
