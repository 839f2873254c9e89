import { FileText } from "lucide-react";

/**
 * The RFP tab. Rendering the RFP's text (Markdown with safe links, 'Print RFP') belongs to the
 * documents issue, which replaces the body below; until then a generated RFP is offered as a link.
 */
export function RfpTab({ rfpUrl }: { rfpUrl: string | null }) {
  if (!rfpUrl) {
    return (
      <div className="grid justify-items-center gap-2 rounded-xl border border-dashed p-10 text-center">
        <FileText aria-hidden="true" className="size-8 text-muted-foreground" />
        <p>The RFP document has not been generated yet.</p>
      </div>
    );
  }
  return (
    <p className="rounded-xl border p-6">
      <a href={rfpUrl} className="font-medium text-primary underline-offset-4 hover:underline">
        Open the RFP document
      </a>
    </p>
  );
}
