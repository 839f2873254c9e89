import type { ComponentProps } from "react";
import { FormField } from "../../components/ui/form-field";
import { Input } from "../../components/ui/input";
import type { CheckoutErrors, CheckoutField, CheckoutValues } from "./checkout-rules";

type FieldSpec = { label: string } & Pick<ComponentProps<"input">, "type" | "autoComplete" | "placeholder">;

const FIELDS: Record<CheckoutField, FieldSpec> = {
  fullName: { label: "Full Name", autoComplete: "name" },
  email: { label: "Email Address", type: "email", autoComplete: "email", placeholder: "you@example.com" },
  address: { label: "Street Address", autoComplete: "street-address" },
  city: { label: "City", autoComplete: "address-level2" },
  zipCode: { label: "ZIP Code", autoComplete: "postal-code" },
  country: { label: "Country", autoComplete: "country-name" },
};

type CheckoutFieldsProps = {
  fields: readonly CheckoutField[];
  values: CheckoutValues;
  errors: CheckoutErrors;
  onChange(field: CheckoutField, value: string): void;
};

/** A group of the checkout's text fields, each labelled, with its message under it. */
export function CheckoutFields({ fields, values, errors, onChange }: CheckoutFieldsProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.map((field) => {
        const { label, ...input } = FIELDS[field];
        return (
          <div key={field} className={field === "address" ? "sm:col-span-2" : undefined}>
            <FormField id={`checkout-${field}`} label={label} error={errors[field]}>
              {(control) => (
                <Input
                  {...control}
                  {...input}
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
