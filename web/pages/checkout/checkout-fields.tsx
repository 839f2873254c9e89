import type { ComponentProps } from "react";
import { FormField } from "#web/components/ui/form-field.tsx";
import { Input } from "#web/components/ui/input.tsx";
import { useT } from "#web/lib/i18n/i18n-context.tsx";
import { checkoutMessages } from "./checkout.messages";
import type { CheckoutErrors, CheckoutField, CheckoutValues } from "./checkout-values";

type FieldSpec = Pick<ComponentProps<"input">, "type" | "autoComplete"> & { placeholder?: "emailPlaceholder" };

// Each field's label is the catalogue's key of the same name.
const FIELDS: Record<CheckoutField, FieldSpec> = {
  fullName: { autoComplete: "name" },
  email: { type: "email", autoComplete: "email", placeholder: "emailPlaceholder" },
  address: { autoComplete: "street-address" },
  city: { autoComplete: "address-level2" },
  zipCode: { autoComplete: "postal-code" },
  country: { autoComplete: "country-name" },
};

type CheckoutFieldsProps = {
  fields: readonly CheckoutField[];
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange(field: CheckoutField, value: string): void;
};

/** A group of the checkout's text fields, each labelled, with its message under it. */
export function CheckoutFields({ fields, values, errors, onChange }: CheckoutFieldsProps) {
  const t = useT(checkoutMessages);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const { placeholder, ...input } = FIELDS[field];
        return (
          <div key={field} className={field === "address" ? "sm:col-span-2" : undefined}>
            <FormField id={`checkout-${field}`} label={t(field)} error={errors[field]}>
              {(control) => (
                <Input
                  {...control}
                  {...input}
                  placeholder={placeholder && t(placeholder)}
                  name={field}
                  value={values[field]}
                  onChange={(event) => onChange(field, event.target.value)}
                />
              )}
            </FormField>
          </div>
        );
      })}
    </div>
  );
}
