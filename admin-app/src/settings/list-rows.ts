import { NO_IMAGE } from "../content/image-choice";
import { newRowKey, type Row } from "./list-editor";
import type { SectionForm } from "./use-section";

/** A list of the section's value as the form holds it: each item with its row key. */
export type Rows<R> = Array<R & Row>;

/** A form whose field `L` is a list of rows. */
type WithRows<L extends string> = Record<L, readonly Row[]>;

/** The text fields of a row (not its key). */
type RowText<R> = Exclude<{ [K in keyof R]: R[K] extends string ? K : never }[keyof R], "key"> & string;

export const withKeys = <R extends object>(items: R[]): Rows<R> =>
  items.map((item) => ({ ...item, key: newRowKey() }));
export const withoutKeys = <R extends Row>(rows: R[]) => rows.map(({ key: _key, ...rest }) => rest);

/** The name a row's image input is kept under in the form: it follows the row when rows move. */
export const imageName = (list: string, row: Row) => `${list}:${row.key}`;

/**
 * The props of a text input of `row` (at `index`) in list `list`. Its errors are under
 * `list.index.name`, or `list.index` for a list of plain texts (`plain`).
 */
export function rowField<L extends string, V extends WithRows<L>, R extends V[L][number]>(
  form: SectionForm<V>,
  list: L,
  row: R,
  index: number,
  name: RowText<R>,
  plain = false,
) {
  const errorName = plain ? `${list}.${index}` : `${list}.${index}.${name}`;
  return {
    id: `pengaturan-${list}-${row.key}-${name}`,
    value: String(row[name] ?? ""),
    error: form.errors[errorName],
    onChange: (value: string) => {
      form.setValues((current) => ({
        ...current,
        [list]: current[list].map((other) => (other.key === row.key ? { ...other, [name]: value } : other)),
      }));
      form.clearErrors(errorName);
    },
  };
}

/** Replaces a list's rows; the files chosen for removed rows are let go, and errors cleared (indexes moved). */
export function setRows<L extends string, V extends WithRows<L>>(form: SectionForm<V>, list: L, next: V[L]) {
  for (const row of form.values[list]) {
    if (!next.some((other) => other.key === row.key)) form.setImage(imageName(list, row), NO_IMAGE);
  }
  form.setValues((current) => ({ ...current, [list]: next }));
  form.clearErrors(
    ...Object.keys(form.errors).filter((name) => name === list || name.startsWith(`${list}.`)),
  );
}
