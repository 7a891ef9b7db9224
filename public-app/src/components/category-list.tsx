import type { CategoryCount } from "@padukuhan/shared/pages";
import "./sidebar.css";

/** A sidebar list of categories with their real counts (the seed showed random ones). */
export function CategoryList({
  title,
  categories,
  onSelect,
  selected,
  linkTo,
}: {
  title: string;
  categories: CategoryCount[];
  /** When given, each category is a button that filters the list it sits beside. */
  onSelect?: (kategori: string) => void;
  selected?: string;
  /** When given instead, each category links to the list filtered by it. */
  linkTo?: (kategori: string) => string;
}) {
  const headingId = `kategori-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section className="sidebar-box" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {categories.length === 0 ? (
        <p className="empty">Belum ada kategori.</p>
      ) : (
        <ul className="category-list">
          {categories.map(({ kategori, count }) => (
            <li key={kategori}>
              {onSelect ? (
                <button type="button" aria-pressed={selected === kategori} onClick={() => onSelect(kategori)}>
                  <span>{kategori}</span>
                  <span className="count">{count}</span>
                </button>
              ) : linkTo ? (
                <a className="category-row category-link" href={linkTo(kategori)}>
                  <span>{kategori}</span>
                  <span className="count">{count}</span>
                </a>
              ) : (
                <span className="category-row">
                  <span>{kategori}</span>
                  <span className="count">{count}</span>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
