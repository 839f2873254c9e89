// Print-friendly: black on white, a readable serif, tables with rules, no page furniture.
const PRINT_STYLE = `
body{margin:0 auto;max-width:48rem;padding:2rem;font:11pt/1.5 Georgia,"Times New Roman",serif;color:#000;background:#fff}
h1,h2,h3,h4,h5,h6{font-family:system-ui,-apple-system,"Segoe UI",sans-serif;line-height:1.25;break-after:avoid}
h2{font-size:1.6em;margin:0 0 .6em}h3{font-size:1.3em;margin:1.4em 0 .5em}h4{font-size:1.1em;margin:1.2em 0 .4em}
table{border-collapse:collapse;width:100%;margin:1em 0;break-inside:avoid}th,td{border:1px solid #888;padding:.3em .5em;text-align:left;vertical-align:top}
a{color:#000}pre,code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:.9em;white-space:pre-wrap}
@page{margin:2cm}@media print{body{padding:0;max-width:none}}`;

/**
 * Opens a window titled `title` holding a copy of `content` (already rendered, so already
 * filtered) with print styles, and asks the browser to print it. False when the window was blocked.
 */
export function printDocument(title: string, content: HTMLElement): boolean {
  const printWindow = window.open("", "_blank");
  if (!printWindow) return false;
  const target = printWindow.document;
  target.title = title;
  target.documentElement.lang = document.documentElement.lang || "en";
  const style = target.createElement("style");
  style.textContent = PRINT_STYLE;
  target.head.append(style);
  target.body.replaceChildren(target.importNode(content, true));
  printWindow.focus();
  printWindow.print();
  return true;
}
