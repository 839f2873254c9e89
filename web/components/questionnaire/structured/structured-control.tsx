import { IntegrationsControl } from "./integrations-control";
import { PlatformsControl } from "./platforms-control";
import { RecordsControl } from "./records-control";
import { RolesControl } from "./roles-control";
import type { StructuredDraft } from "./structured-draft";

type StructuredControlProps = {
  draft: StructuredDraft;
  onChange(draft: StructuredDraft): void;
  idPrefix: string;
  disabled?: boolean;
  full: boolean;
  describedBy?: string;
};

/** The control of a structured answer, by its kind. */
export function StructuredControl({ draft, onChange, ...props }: StructuredControlProps) {
  switch (draft.kind) {
    case "roles":
      return <RolesControl rows={draft.rows} onChange={(rows) => onChange({ kind: "roles", rows })} {...props} />;
    case "data":
      return <RecordsControl rows={draft.rows} onChange={(rows) => onChange({ kind: "data", rows })} {...props} />;
    case "integrations":
      return (
        <IntegrationsControl
          chips={draft.chips}
          pending={draft.pending}
          onChange={(chips, pending) => onChange({ kind: "integrations", chips, pending })}
          {...props}
        />
      );
    case "platforms":
      return (
        <PlatformsControl
          choice={draft.choice}
          onChange={(choice) => onChange({ kind: "platforms", choice })}
          {...props}
        />
      );
  }
}
