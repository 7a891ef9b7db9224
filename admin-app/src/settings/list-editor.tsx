import type { ReactNode } from "react";

/** A row of an editable list: `key` keeps inputs and chosen files with the right row. */
export interface Row {
  key: string;
}

export const newRowKey = () => crypto.randomUUID();

/**
 * An ordered list of rows the admin can add to, remove from and reorder (up/down buttons,
 * which work by touch and keyboard alike). Each row's fields come from `children`.
 */
export function ListEditor<R extends Row>({
  id,
  legend,
  rows,
  min,
  max,
  itemLabel,
  addLabel,
  error,
  hint,
  onChange,
  newRow,
  children,
}: {
  id: string;
  legend: string;
  rows: R[];
  min: number;
  max: number;
  /** 'Slide 2': what screen readers hear for a row's buttons. */
  itemLabel: (index: number) => string;
  addLabel: string;
  error?: string | undefined;
  hint?: string;
  onChange: (rows: R[]) => void;
  newRow: () => R;
  children: (row: R, index: number) => ReactNode;
}) {
  const move = (from: number, to: number) => {
    const next = [...rows];
    const [row] = next.splice(from, 1);
    if (row) next.splice(to, 0, row);
    onChange(next);
  };
  return (
    <fieldset className="field-box list-editor" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      {hint && <p className="field-hint">{hint}</p>}
      <ol className="list-editor-rows">
        {rows.map((row, index) => (
          <li key={row.key} className="list-editor-row">
            <div className="list-editor-head">
              <strong>{itemLabel(index)}</strong>
              <div className="list-editor-actions">
                <button
                  type="button"
                  className="button button-outline button-small"
                  onClick={() => move(index, index - 1)}
                  disabled={index === 0}
                  aria-label={`Naikkan ${itemLabel(index)}`}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  onClick={() => move(index, index + 1)}
                  disabled={index === rows.length - 1}
                  aria-label={`Turunkan ${itemLabel(index)}`}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="button button-outline button-small"
                  onClick={() => onChange(rows.filter((other) => other.key !== row.key))}
                  disabled={rows.length <= min}
                  aria-label={`Hapus ${itemLabel(index)}`}
                >
                  Hapus
                </button>
              </div>
            </div>
            {children(row, index)}
          </li>
        ))}
      </ol>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
      {rows.length < max && (
        <button type="button" className="button button-outline" onClick={() => onChange([...rows, newRow()])}>
          {addLabel}
        </button>
      )}
    </fieldset>
  );
}
