import type { ChangeEvent, ReactNode } from "react";

/** The ids a field's `aria-describedby` needs: its hint and its error, when present. */
export function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The label of an optional field says so: most admins cannot guess which ones may stay empty. */
export function Label({ id, label, required }: { id: string; label: string; required: boolean }) {
  return (
    <label htmlFor={id}>
      {label}
      {!required && <span className="field-optional"> (opsional)</span>}
    </label>
  );
}

export function FieldMessages({
  id,
  hint,
  error,
}: {
  id: string;
  hint?: ReactNode;
  error?: string | undefined;
}) {
  return (
    <>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </>
  );
}

interface BaseProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
}

/** The props a field's control takes from the field: its value, and how it names its state. */
function controlProps({ id, value, onChange, error, hint, required = false }: BaseProps) {
  return {
    id,
    value,
    "aria-required": required || undefined,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy(id, hint, error),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      onChange(event.target.value),
  };
}

/** A field around its control: the label, then the control, then its hint and error. */
function Field({ id, label, error, hint, required = false, children }: BaseProps & { children: ReactNode }) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      {children}
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

/** The phone keyboard a type of input wants when the field names none. */
const KEYBOARDS: Partial<Record<string, "url" | "tel">> = { url: "url", tel: "tel" };

export function TextField(
  props: BaseProps & {
    type?: "text" | "url" | "tel" | "number" | "password" | "date" | "datetime-local" | "time";
    inputMode?: "text" | "url" | "tel" | "numeric";
    autoComplete?: string;
  },
) {
  const {
    type = "text",
    inputMode = KEYBOARDS[type],
    // A password field is for a new password unless told otherwise ('current-password').
    autoComplete = type === "password" ? "new-password" : "off",
  } = props;
  return (
    <Field {...props}>
      <input {...controlProps(props)} type={type} inputMode={inputMode} autoComplete={autoComplete} />
    </Field>
  );
}

/**
 * A checkbox with its text beside it (the label wraps the box, so the text ticks it too), then
 * its hint and error. `invalid` marks a box of a group whose error the group shows itself.
 */
export function CheckboxField({
  id,
  label,
  checked,
  onChange,
  hint,
  error,
  invalid = Boolean(error),
}: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
  error?: string | undefined;
  invalid?: boolean;
}) {
  return (
    <div>
      <label className="choice">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          onChange={(event) => onChange(event.target.checked)}
        />{" "}
        {label}
      </label>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField(props: BaseProps) {
  return (
    <Field {...props}>
      <textarea {...controlProps(props)} rows={6} />
    </Field>
  );
}

export function SelectField(
  props: BaseProps & {
    options: readonly string[];
    /** The first choice, the empty value ('Semua kategori'); none when a value is always chosen. */
    placeholder?: string;
    /** What an option shows, when it is not its value ('draf' shows 'Draf'). */
    optionLabel?: (option: string) => string;
  },
) {
  const { options, placeholder, optionLabel = (option) => option } = props;
  return (
    <Field {...props}>
      <select {...controlProps(props)}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
    </Field>
  );
}
