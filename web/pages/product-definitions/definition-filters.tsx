import { Search } from "lucide-react";
import { Input } from "#web/components/ui/input.tsx";
import { Label } from "#web/components/ui/label.tsx";
import {
  isStatusFilter,
  STATUS_FILTERS,
  type StatusFilter,
  statusFilterLabel,
} from "#web/lib/definitions/definition-filter.ts";
import { definitionMessages } from "#web/lib/definitions/definitions.messages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { productDefinitionsMessages } from "./product-definitions.messages";

type DefinitionFiltersProps = {
  search: string;
  status: StatusFilter;
  onSearch(value: string): void;
  onStatus(value: StatusFilter): void;
};

/** The search box (name and vision) and the status filter. */
export function DefinitionFilters({ search, status, onSearch, onStatus }: DefinitionFiltersProps) {
  const t = useT(productDefinitionsMessages);
  const labels = useT(definitionMessages);
  return (
    <search className="grid gap-3 sm:grid-cols-[minmax(0,1fr)_14rem]">
      <div className="grid gap-2">
        <Label htmlFor="definition-search" className="sr-only">
          {t("searchLabel")}
        </Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          />
          <Input
            id="definition-search"
            type="search"
            placeholder={t("searchPlaceholder")}
            value={search}
            onChange={(event) => onSearch(event.target.value)}
            className="pl-9"
          />
        </div>
      </div>
      <div className="grid gap-2">
        <Label htmlFor="definition-status" className="sr-only">
          {t("statusLabel")}
        </Label>
        <select
          id="definition-status"
          value={status}
          onChange={(event) => {
            if (isStatusFilter(event.target.value)) onStatus(event.target.value);
          }}
          className="h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:text-sm"
        >
          {STATUS_FILTERS.map((option) => (
            <option key={option} value={option}>
              {statusFilterLabel(option, labels)}
            </option>
          ))}
        </select>
      </div>
    </search>
  );
}
