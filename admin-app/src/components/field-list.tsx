import type { ReactNode } from "react";
import { SelectField, TextAreaField, TextField } from "./fields";

type InputType = "text" | "url" | "tel" | "number" | "password" | "date" | "datetime-local" | "time";

/**
 * One text, select or textarea field of a form, as data: a kind's descriptor and a settings
 * section list their fields this way, and `FieldList` draws them. `id` is the control's DOM id
 * (labels, hints and the browser tests find the field by it); `name` is the form value it edits.
 */
export type FieldSpec<Name extends string = string> = {
  id: string;
  name: Name;
  label: string;
  required?: boolean;
  hint?: ReactNode;
} & (
  | {
      control?: "input";
      type?: InputType;
      inputMode?: "text" | "url" | "tel" | "numeric";
      autoComplete?: string;
    }
  | { control: "textarea" }
  | {
      control: "select";
      options: readonly string[];
      placeholder: string;
      optionLabel?: (option: string) => string;
    }
);

/** What a form gives a field it binds by name: the value, its setter and its error. */
export interface FieldBinding {
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
}

/** A form's fields in the order listed, each bound to the form's value of the same name. */
export function FieldList<Name extends string>({
  fields,
  field,
}: {
  fields: readonly FieldSpec<Name>[];
  field: (name: Name) => FieldBinding;
}) {
  return fields.map((spec) => <SpecField key={spec.id} spec={spec} binding={field(spec.name)} />);
}

function SpecField({ spec, binding }: { spec: FieldSpec; binding: FieldBinding }) {
  const { name: _name, ...props } = spec;
  if (props.control === "textarea") return <TextAreaField {...props} {...binding} />;
  if (props.control === "select") return <SelectField {...props} {...binding} />;
  return <TextField {...props} {...binding} />;
}

/** A period's start and end in WIB (events, announcements), the end with what it means here. */
export function periodFields(idPrefix: string, endHint: string) {
  return [
    { id: `${idPrefix}-mulai`, name: "mulai", label: "Mulai (WIB)", type: "datetime-local", required: true },
    {
      id: `${idPrefix}-selesai`,
      name: "selesai",
      label: "Selesai (WIB)",
      type: "datetime-local",
      required: true,
      hint: endHint,
    },
  ] as const satisfies readonly FieldSpec[];
}
