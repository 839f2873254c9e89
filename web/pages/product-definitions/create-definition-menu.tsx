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

/** 'Create Definition': a menu of the packages a new definition can use; those with none left are off. */
export function CreateDefinitionMenu({ options }: { options: CreateOptions }) {
  const t = useT(productDefinitionsMessages);
  const navigate = useNavigate();
  const items: MenuItem[] = ITEMS.map(({ packageType, label, none }) => {
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
