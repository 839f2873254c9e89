import { DECK_SANDBOX_POLICY } from "./route-parts";

/**
 * The shared pitch deck as the share page frames it. Like the owner's deck it runs sandboxed in an
 * opaque origin (a model may have written it), but only this site may frame it, and a small script
 * tells the page which slide is on screen, so the page can time each slide (decision 026).
 */
const DECK_POLICY = `${DECK_SANDBOX_POLICY}; frame-ancestors 'self'`;

const SLIDE_REPORTER = `<script>(function(){var s=document.querySelectorAll(".slide"),last=-1;function report(){for(var i=0;i<s.length;i++){if(s[i].classList.contains("current")){if(i!==last){last=i;parent.postMessage({specwrightSlide:i+1},"*")}return}}}if(parent!==window&&s.length){new MutationObserver(report).observe(document.body,{subtree:true,attributes:true,attributeFilter:["class"]});report()}})();</script>`;

export function withSlideReporter(html: string): string {
  const end = html.toLowerCase().lastIndexOf("</body>");
  return end < 0 ? html + SLIDE_REPORTER : html.slice(0, end) + SLIDE_REPORTER + html.slice(end);
}

export function deckInFrame(html: string): Response {
  return new Response(withSlideReporter(html), {
    status: 200,
    headers: {
      "Content-Type": "text/html; charset=utf-8",
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex",
      "Content-Security-Policy": DECK_POLICY,
      "X-Frame-Options": "SAMEORIGIN",
    },
  });
}
