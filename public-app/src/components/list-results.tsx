/**
 * The results of the list pages with a pager (articles, UMKM, agenda) and their category
 * select: apart from list-controls.tsx, so the gallery, which has neither, does not load them.
 */
import type { CategoryCount, ListPage } from "@padukuhan/shared/pages";
import { type ReactNode, useEffect, useRef } from "react";
import { countText, PastTheEnd, useChangeMadeBeforeStart, usePageHref } from "./list-controls";
import "./form-fields.css";

/** The category options of a filter: by name, plus the chosen one should it have no records. */
export function kategoriOptions(categories: CategoryCount[], selected: string): string[] {
  const names = categories.map((entry) => entry.kategori);
  if (selected && !names.includes(selected)) names.push(selected);
  return names.sort((a, b) => a.localeCompare(b, "id"));
}

/**
 * Brings the results into view once the page the visitor asked for has arrived: the framework
 * leaves scroll and focus alone when only the query changes. Focus goes to the results (with
 * `tabIndex={-1}`), so a screen reader reads the new page from its start.
 */
export function useResultsFocus<T extends HTMLElement>(data: unknown) {
  const ref = useRef<T>(null);
  const requested = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when new data arrives
  useEffect(() => {
    if (!requested.current) return;
    requested.current = false;
    const element = ref.current;
    if (!element) return;
    element.focus({ preventScroll: true });
    if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: "start" });
  }, [data]);
  return {
    ref,
    request: () => {
      requested.current = true;
    },
  };
}

/**
 * 'Sebelumnya' / 'Halaman N dari M' / 'Berikutnya' under a list: real links to the canonical
 * URLs, so they work without JavaScript and can be shared. 'dari M' is left out when a search
 * stopped counting.
 */
export function Pager({
  results,
  label,
  onNavigate,
}: {
  results: ListPage<unknown>;
  label: string;
  onNavigate?: () => void;
}) {
  const href = usePageHref();
  const { page, hasNext, total, pageSize, items } = results;
  // Past the last page, PastTheEnd offers the way back instead.
  if ((page <= 1 && !hasNext) || items.length === 0) return null;
  const pages = total.more ? null : Math.max(1, Math.ceil(total.count / pageSize));
  return (
    <nav className="pager" aria-label={label}>
      {page > 1 && (
        <a className="button button-outline pager-prev" href={href(page - 1)} rel="prev" onClick={onNavigate}>
          Sebelumnya
        </a>
      )}
      <p className="pager-position">{pages ? `Halaman ${page} dari ${pages}` : `Halaman ${page}`}</p>
      {hasNext && (
        <a className="button button-outline pager-next" href={href(page + 1)} rel="next" onClick={onNavigate}>
          Berikutnya
        </a>
      )}
    </nav>
  );
}

/** A list's 'Kategori' select, which applies as soon as it changes ('Semua Kategori' first). */
export function KategoriSelect({
  id,
  value,
  options,
  onChange,
  controls,
}: {
  id: string;
  value: string;
  options: string[];
  onChange: (kategori: string) => void;
  /** The results it filters, for assistive technology. */
  controls?: string;
}) {
  const ref = useChangeMadeBeforeStart<HTMLSelectElement>(value, onChange);
  return (
    <div className="field">
      <label htmlFor={id}>Kategori</label>
      <select
        ref={ref}
        id={id}
        name="kategori"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-controls={controls}
      >
        <option value="">Semua Kategori</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The results of a list page: a heading for screen readers, the count, then the items, or why
 * there are none (past the last page, nothing matches the search, nothing yet), and the pager.
 * It takes the focus when a new page of results arrives (`useResultsFocus`).
 */
export function ListResults({
  id,
  headingId,
  heading,
  className,
  noun,
  results,
  focus,
  noMatch,
  empty,
  children,
}: {
  id: string;
  headingId: string;
  heading: string;
  /** The section's own class, which also names its count: `artikel-results` → `artikel-count`. */
  className: `${string}-results`;
  /** What the list holds, in its texts: 'Menampilkan 12 artikel', 'Halaman artikel'. */
  noun: string;
  results: ListPage<unknown>;
  focus: ReturnType<typeof useResultsFocus<HTMLElement>>;
  /** While a search or filter is on and finds nothing: its text and the way back to everything. */
  noMatch: { text: string; reset: ReactNode } | null;
  /** The seed's text for a list with nothing in it yet. */
  empty: string;
  children: ReactNode;
}) {
  return (
    <section
      ref={focus.ref}
      id={id}
      className={`${className} list-results`}
      aria-labelledby={headingId}
      tabIndex={-1}
    >
      <h2 id={headingId} className="visually-hidden">
        {heading}
      </h2>
      <p className={className.replace(/-results$/, "-count")} role="status">
        {`Menampilkan ${countText(results.total)} ${noun}`}
      </p>
      {results.items.length > 0 ? (
        children
      ) : results.total.count > 0 ? (
        <PastTheEnd what={noun} />
      ) : noMatch ? (
        <div className="list-empty">
          <p className="empty">{noMatch.text}</p>
          {noMatch.reset}
        </div>
      ) : (
        <p className="empty">{empty}</p>
      )}
      <Pager results={results} label={`Halaman ${noun}`} onNavigate={focus.request} />
    </section>
  );
}
