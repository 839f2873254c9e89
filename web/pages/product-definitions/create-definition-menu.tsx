import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { DEFINITION_MESSAGES } from "../../../shared/errors/definition-messages";
import type { TDefinitionPackage } from "../../../shared/schemas/conversations";
import { MenuButton, type MenuItem } from "../../components/ui/menu-button";
import type { CreateOptions } from "../../lib/definitions/create-options";
import { questionnairePath } from "../../lib/definitions/definition-packages";

const ITEMS: readonly { packageType: TDefinitionPackage; label: string }[] = [
  { packageType: "rfpGeneratorPackages", label: "Use RFP package" },
  { packageType: "completeDocumentationPackages", label: "Use Complete package" },
];

/** 'Create Definition': a menu of the packages a new definition can use; those with none left are off. */
export function CreateDefinitionMenu({ options }: { options: CreateOptions }) {
  const navigate = useNavigate();
  const items: MenuItem[] = ITEMS.map(({ packageType, label }) => {
    const disabled = !options.canCreate || !options.available[packageType];
    return {
      label,
      disabled,
      description: disabled ? DEFINITION_MESSAGES.noPackage[packageType] : undefined,
      onSelect: () => void navigate(questionnairePath(packageType)),
    };
  });
  return (
    <MenuButton
      label={
        <>
          <Plus aria-hidden="true" />
          Create Definition
        </>
      }
      items={items}
      // The button sits under the title on a phone and at the right beside it from sm up.
      menuClassName="left-0 sm:left-auto sm:right-0"
    />
  );
}
