import type { ReactNode } from "react";

/** The ids a field's `aria-describedby` needs: its hint and its error, when present. */
function describedBy(id: string, hint: ReactNode, error: string | undefined): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(" ") : undefined;
}

/** The label of an optional field says so: most admins cannot guess which ones may stay empty. */
function Label({ id, label, required }: { id: string; label: string; required: boolean }) {
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

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  type = "text",
  inputMode,
  // A password field is for a new password unless told otherwise ('current-password').
  autoComplete = type === "password" ? "new-password" : "off",
}: BaseProps & {
  type?: "text" | "url" | "tel" | "number" | "password" | "datetime-local";
  inputMode?: "text" | "url" | "tel" | "numeric";
  autoComplete?: string;
}) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <input
        id={id}
        type={type}
        value={value}
        inputMode={inputMode}
        autoComplete={autoComplete}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function TextAreaField({ id, label, value, onChange, error, hint, required = false }: BaseProps) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <textarea
        id={id}
        rows={6}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      />
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}

export function SelectField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  required = false,
  options,
  placeholder,
  optionLabel = (option) => option,
}: BaseProps & {
  options: readonly string[];
  placeholder: string;
  /** What an option shows, when it is not its value ('draf' shows 'Draf'). */
  optionLabel?: (option: string) => string;
}) {
  return (
    <div className="field">
      <Label id={id} label={label} required={required} />
      <select
        id={id}
        value={value}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </select>
      <FieldMessages id={id} hint={hint} error={error} />
    </div>
  );
}
