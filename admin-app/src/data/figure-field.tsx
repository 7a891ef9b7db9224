import { formatNumber } from "@padukuhan/shared/format";
import { Fragment } from "react";
import { describedBy, FieldMessages } from "../components/fields";
import { figureOf } from "./form";

/** A label that may break after each '/' ('Pelajar/<wbr>Mahasiswa'), never inside a word. */
function Breakable({ text }: { text: string }) {
  const parts = text.split("/");
  return parts.map((part, position) => (
    // The parts of one label never move: their position is their identity.
    // biome-ignore lint/suspicious/noArrayIndexKey: see above
    <Fragment key={position}>
      {part}
      {position < parts.length - 1 && (
        <>
          /<wbr />
        </>
      )}
    </Fragment>
  ));
}

/**
 * One figure of a table: typed on the number keys, the Indonesian way ('1.250' or '1250'); when
 * the admin leaves it, a figure that reads is written back with its thousands dots, so a long
 * rupiah amount can be checked at a glance. Text, not `type="number"`: that refuses '1.250'.
 */
export function FigureField({
  id,
  label,
  value,
  onChange,
  error,
  placeholder,
  required = true,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  placeholder?: string;
  /** A figure that may be left empty (a row counted as 0) is not marked optional: the section says so once. */
  required?: boolean;
}) {
  return (
    <div className="field data-figure">
      <label htmlFor={id}>
        <Breakable text={label} />
      </label>
      <input
        id={id}
        type="text"
        inputMode="numeric"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, null, error)}
        onChange={(event) => onChange(event.target.value)}
        onBlur={() => {
          const figure = figureOf(value, false);
          // A refused figure keeps its message until the admin changes it.
          if (!error && figure !== null && formatNumber(figure) !== value) onChange(formatNumber(figure));
        }}
      />
      <FieldMessages id={id} error={error} />
    </div>
  );
}
