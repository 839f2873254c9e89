import { ChevronRight, FileText } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "../../components/ui/badge";
import { Card, CardTitle } from "../../components/ui/card";
import type { DefinitionSummary } from "./dashboard-stats";

const DATE = new Intl.DateTimeFormat(undefined, { dateStyle: "medium" });

/** The last definitions worked on; each opens its detail page with the definition handed along. */
export function RecentDefinitions({ definitions }: { definitions: readonly DefinitionSummary[] }) {
  return (
    <Card aria-labelledby="recent-title">
      <CardTitle id="recent-title">Recent Product Definitions</CardTitle>
      {definitions.length === 0 ? (
        <div className="mt-4 grid justify-items-center gap-2 rounded-lg border border-dashed p-6 text-center">
          <FileText aria-hidden="true" className="size-6 text-muted-foreground" />
          <p className="font-medium">No product definitions yet</p>
          <p className="text-sm text-muted-foreground">Definitions you create appear here.</p>
        </div>
      ) : (
        <ul className="mt-4 grid gap-2">
          {definitions.map((definition) => (
            <li key={definition.id}>
              <Link
                to={`/product-definitions/${definition.id}`}
                state={{ definition }}
                className="flex items-center gap-3 rounded-lg border p-3 transition-colors hover:bg-accent"
              >
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium">{definition.name}</span>
                  <span className="text-sm text-muted-foreground">
                    Updated {DATE.format(new Date(definition.lastUpdated))}
                  </span>
                </span>
                <Badge variant="outline">{definition.status}</Badge>
                <ChevronRight aria-hidden="true" className="size-4 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
