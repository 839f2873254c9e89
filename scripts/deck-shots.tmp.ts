import chromiumPkg from "@sparticuz/chromium";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS } from "#tests/support/chromium-flags";
const browser = await chromium.launch({ executablePath: await chromiumPkg.executablePath(), args: CHROMIUM_FLAGS });
for (const lang of ["en", "de"]) {
  for (const [name, viewport, touch] of [["desk", { width: 1280, height: 720 }, false], ["phone", { width: 390, height: 844 }, true]] as const) {
    const context = await browser.newContext({ viewport, hasTouch: touch, isMobile: touch });
    const page = await context.newPage();
    await page.goto(`file:///tmp/docs/${lang}-pitch.html`);
    const count = await page.locator("section.slide").count();
    for (const index of [0, 3, 5, count - 2]) {
      await page.evaluate((i) => { location.hash = `#slide-${i + 1}`; }, index);
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/docs/${lang}-${name}-${index + 1}.png` });
    }
    console.log(lang, name, "slides", count);
    await context.close();
  }
}
await browser.close();
