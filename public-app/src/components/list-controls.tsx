/** The parts the list pages (articles, gallery, UMKM, agenda) share: filters, results, paging, reset. */
import type { CategoryCount, ListPage, Total } from "@padukuhan/shared/pages";
import { canonicalPageSearch, withSearch } from "@padukuhan/shared/routes";
import { QUERY_MAX_LENGTH } from "@padukuhan/shared/search";
import { type ReactNode, type Ref, useEffect, useRef } from "react";
import { useLoadedPage } from "../page-data";

/** "12", or "lebih dari 200" when a search stopped counting. */
export function countText(total: Total): string {
  return total.more ? `lebih dari ${total.count}` : String(total.count);
}

/** The category options of a filter: by name, plus the chosen one should it have no records. */
export function kategoriOptions(categories: CategoryCount[], selected: string): string[] {
  const names = categories.map((entry) => entry.kategori);
  if (selected && !names.includes(selected)) names.push(selected);
  return names.sort((a, b) => a.localeCompare(b, "id"));
}

/** The canonical URL of page `page` of the list on screen, exactly as the server writes it. */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLoadedPage();
  return (page) => {
    const next = new URLSearchParams(search);
    next.set("halaman", String(page));
    return withSearch(pathname, canonicalPageSearch(pathname, next));
  };
}

/** The search field of a list's filter form, with its submit button for visitors without JavaScript. */
export function SearchField({
  id,
  label,
  placeholder,
  value,
  onChange,
  controls,
  inputRef,
  keep,
}: {
  id: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  /** The id of the results the field filters. */
  controls?: string;
  inputRef?: Ref<HTMLInputElement>;
  /**
   * A choice that other submit buttons of the form also name (a category, a view), sent by
   * 'Cari': Enter submits through it too, as the form's first submit button. Only the button
   * pressed is sent, so no other field repeats the name.
   */
  keep?: { name: string; value: string };
}) {
  return (
    <div className="field search-field">
      <label htmlFor={id}>{label}</label>
      <div className="search-row">
        <input
          ref={inputRef}
          id={id}
          type="search"
          name="q"
          value={value}
          placeholder={placeholder}
          maxLength={QUERY_MAX_LENGTH}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
          aria-controls={controls}
        />
        <button type="submit" className="button" name={keep?.name} value={keep?.value}>
          Cari
        </button>
      </div>
    </div>
  );
}

/**
 * A button that clears the search: a GET form of its own, so it works without JavaScript
 * too (to `action` with only the `keep` parameters); with JavaScript `onReset` runs instead.
 */
export function ResetButton({
  action,
  label,
  keep = {},
  onReset,
}: {
  action: string;
  label: string;
  keep?: Record<string, string>;
  onReset: () => void;
}) {
  return (
    <form
      method="get"
      action={action}
      onSubmit={(event) => {
        event.preventDefault();
        onReset();
      }}
    >
      {Object.entries(keep).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button-outline">
        {label}
      </button>
    </form>
  );
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
        <a
          className="button button-outline pager-prev"
          href={href(page - 1)}
          rel="prev"
          onClick={onNavigate}
        >
          Sebelumnya
        </a>
      )}
      <p className="pager-position">{pages ? `Halaman ${page} dari ${pages}` : `Halaman ${page}`}</p>
      {hasNext && (
        <a
          className="button button-outline pager-next"
          href={href(page + 1)}
          rel="next"
          onClick={onNavigate}
        >
          Berikutnya
        </a>
      )}
    </nav>
  );
}

/** A page number past the last page (an old or edited link): say so and offer the first page. */
export function PastTheEnd({ what }: { what: string }) {
  const href = usePageHref();
  return (
    <div className="list-empty">
      <p className="empty">Tidak ada {what} di halaman ini.</p>
      <a className="button button-outline" href={href(1)}>
        Ke Halaman Pertama
      </a>
    </div>
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
  return (
    <div className="field">
      <label htmlFor={id}>Kategori</label>
      <select
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
