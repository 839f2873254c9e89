import { Plus } from "lucide-react";
import { useNavigate } from "react-router";
import type { TDefinitionPackage } from "#shared/schemas/definitions";
import { MenuButton, type MenuItem } from "#web/components/ui/menu-button.tsx";
import type { CreateOptions } from "#web/lib/definitions/create-options.ts";
import { questionnairePath } from "#web/lib/definitions/definition-packages.ts";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { productDefinitionsMessages } from "./product-definitions.messages";

type Key = keyof (typeof productDefinitionsMessages)["en"];

const ITEMS: readonly { packageType: TDefinitionPackage; label: Key; none: Key }[] = [
  { packageType: "rfpGeneratorPackages", label: "useRfp", none: "noRfpPackage" },
  { packageType: "completeDocumentationPackages", label: "useComplete", none: "noCompletePackage" },
];

type CreateDefinitionMenuProps = {
  options: CreateOptions;
  /** The free RFP package was never activated: 'Use RFP package' activates it and starts, in one step. */
  onActivateFree?: () => void;
  activating?: boolean;
};

/**
 * 'Create Definition': a menu of the packages a new definition can use; those with none left are
 * off, with the reason. A user who never took the free RFP package is offered it in place.
 */
export function CreateDefinitionMenu({ options, onActivateFree, activating }: CreateDefinitionMenuProps) {
  const t = useT(productDefinitionsMessages);
  const navigate = useNavigate();
  const items: MenuItem[] = ITEMS.map(({ packageType, label, none }) => {
    if (packageType === "rfpGeneratorPackages" && !options.available[packageType] && onActivateFree) {
      return { label: t("activateFreeAndStart"), disabled: activating === true, onSelect: onActivateFree };
    }
    const disabled = !options.canCreate || !options.available[packageType];
    return {
      label: t(label),
      disabled,
      description: disabled ? t(none) : undefined,
      onSelect: () => void navigate(questionnairePath(packageType)),
    };
  });
  return (
    <MenuButton
      label={
        <>
          <Plus aria-hidden="true" />
          {t("createDefinition")}
        </>
      }
      items={items}
      // The button sits under the title on a phone and at the right beside it from sm up.
      menuClassName="left-0 sm:left-auto sm:right-0"
    />
  );
}
