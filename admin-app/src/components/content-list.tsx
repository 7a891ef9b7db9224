import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import type { ReactNode } from "react";
import { commonTexts } from "../content/entities";

export interface Column<T> {
  header: string;
  cell: (item: T) => ReactNode;
}

interface ListProps<T> {
  items: T[];
  caption: string;
  titleHeader: string;
  title: (item: T) => string;
  /** Each record's picture; none for a kind without images (no 'Gambar' column). */
  image?: (item: T) => string | null;
  columns: Column<T>[];
  onEdit: (item: T) => void;
  onDelete: (item: T) => void;
  /** Actions before 'Ubah' and 'Hapus' (e.g. an article's 'Pratinjau'). */
  extraActions?: (item: T) => ReactNode;
}

/** A record's picture in its row or card, of a fixed size so the list never shifts. */
const thumb = (src: string | null) => (
  <ImageWithPlaceholder className="thumb" src={src} alt="" width={96} height={72} />
);

function Actions<T>({
  item,
  name,
  onEdit,
  onDelete,
  extraActions,
}: { item: T; name: string } & Pick<ListProps<T>, "onEdit" | "onDelete" | "extraActions">) {
  // The hidden name makes each button unique to a screen reader ("Ubah Panen Raya").
  return (
    <div className="row-actions">
      {extraActions?.(item)}
      <button type="button" className="button button-outline" onClick={() => onEdit(item)}>
        {commonTexts.edit}
        <span className="visually-hidden"> {name}</span>
      </button>
      <button type="button" className="button button-danger" onClick={() => onDelete(item)}>
        {commonTexts.remove}
        <span className="visually-hidden"> {name}</span>
      </button>
    </div>
  );
}

/**
 * The rows of a content screen twice over: a table for wide screens and cards for phones.
 * CSS shows one of them (56rem breakpoint), so a phone never scrolls sideways.
 */
export function ContentList<T extends { id: string }>(props: ListProps<T>) {
  const { items, caption, titleHeader, title, image, columns, onEdit, onDelete, extraActions } = props;
  const actions = (item: T) => (
    <Actions item={item} name={title(item)} onEdit={onEdit} onDelete={onDelete} extraActions={extraActions} />
  );
  return (
    <>
      <div className="content-table-wrap">
        <table className="content-table">
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {image && <th scope="col">Gambar</th>}
              <th scope="col">{titleHeader}</th>
              {columns.map((column) => (
                <th scope="col" key={column.header}>
                  {column.header}
                </th>
              ))}
              <th scope="col">{commonTexts.actions}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                {image && <td>{thumb(image(item))}</td>}
                <th scope="row">{title(item)}</th>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(item)}</td>
                ))}
                <td>{actions(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="content-cards">
        {items.map((item) => (
          <li key={item.id} className="content-card">
            <div className="content-card-top">
              {image && thumb(image(item))}
              <h2 className="content-card-title">{title(item)}</h2>
            </div>
            {columns.length > 0 && (
              <dl className="content-card-facts">
                {columns.map((column) => (
                  <div key={column.header}>
                    <dt>{column.header}</dt>
                    <dd>{column.cell(item)}</dd>
                  </div>
                ))}
              </dl>
            )}
            {actions(item)}
          </li>
        ))}
      </ul>
    </>
  );
}
