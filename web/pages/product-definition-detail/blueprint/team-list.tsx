import { Trash2 } from "lucide-react";
import { useId } from "react";
import { addTeamMember, deleteTeamMember, MAX_MEMBERS, setTeamMemberCard } from "#shared/blueprint/edits";
import type { TBlueprint, TTeamMember } from "#shared/blueprint/schema";
import { Button } from "#web/components/ui/button.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { blueprintMessages } from "./blueprint.messages";
import { AddForm, InlineText } from "./controls";
import { Facts } from "./money-facts";
import type { BlueprintEditor } from "./use-blueprint-editor";

type Props = { blueprint: TBlueprint; editor: BlueprintEditor };

/** The people of the team as the deck's cards show them (`said`), with their name and role; up to six. */
export function TeamList({ blueprint, editor }: Props) {
  const t = useT(blueprintMessages);
  const members = blueprint.product.teamMembers;
  const disabled = !editor.editable || editor.locked;
  const full = members.length >= MAX_MEMBERS;
  return (
    <>
      {members.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("none")}</p>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2">
          {members.map((member, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: two members may read alike; the position tells them apart.
            <MemberItem key={index} member={member} index={index} editor={editor} />
          ))}
        </ul>
      )}
      {editor.editable && (
        <div className="grid gap-1">
          <AddForm
            label={t("newMember")}
            action={t("addMember")}
            disabled={disabled || full}
            onAdd={(said) => editor.edit((current) => addTeamMember(current, said))}
          />
          {full && <p className="text-sm text-muted-foreground">{t("atMost", { count: MAX_MEMBERS })}</p>}
        </div>
      )}
    </>
  );
}

function MemberItem({ member, index, editor }: { member: TTeamMember; index: number; editor: BlueprintEditor }) {
  const t = useT(blueprintMessages);
  const id = useId();
  const disabled = !editor.editable || editor.locked;
  const name = member.name ?? member.said;
  const rows: [string, string][] = [[t("memberRole"), member.role || "—"]];
  if (member.name) rows.unshift([t("name"), member.name]);
  const details = <Facts rows={rows} />;
  if (!editor.editable) {
    return (
      <li className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm">
        <p id={`${id}-said`} className="font-medium">
          {member.said}
        </p>
        {details}
      </li>
    );
  }
  return (
    <li className="grid min-w-0 gap-2 rounded-lg border p-3 text-sm">
      <fieldset aria-labelledby={`${id}-said`} className="m-0 grid min-w-0 border-0 p-0 gap-2">
        <div className="flex items-start gap-1">
          <div className="min-w-0 flex-1">
            <InlineText
              label={t("memberCard")}
              value={member.said}
              maxLength={160}
              action={t("edit", { name: member.said })}
              disabled={disabled}
              onSave={(said) => editor.edit((current) => setTeamMemberCard(current, index, said))}
            >
              <span id={`${id}-said`} className="inline-block py-2 font-medium">
                {member.said}
              </span>
            </InlineText>
          </div>
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label={t("removeMember", { name: name })}
            title={t("removeMember", { name: name })}
            disabled={disabled}
            onClick={() => editor.edit((current) => deleteTeamMember(current, index))}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
        {details}
      </fieldset>
    </li>
  );
}
