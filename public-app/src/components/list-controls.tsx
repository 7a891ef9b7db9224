/**
 * The parts all list pages (articles, gallery, UMKM, agenda) share: the search field, reset,
 * page links. The results with their pager are in list-results.tsx.
 */

import { withSearch } from "@padukuhan/shared/list-params";
import type { Total } from "@padukuhan/shared/pages";
import { SEARCH_INPUT } from "@padukuhan/shared/search";
import { type RefObject, useEffect, useRef } from "react";
import { useLoadedPage } from "../page-data";
import "./form-fields.css";
import "./list-controls.css";

/** "12", or "lebih dari 200" when a search stopped counting. */
export function countText(total: Total): string {
  return total.more ? `lebih dari ${total.count}` : String(total.count);
}

/**
 * The canonical query of page `page` of a list whose canonical query is `search`, exactly as the
 * server writes it, without the route table: `halaman` is the last parameter of every list
 * (shared/src/routes.ts) and left out for the first page.
 */
export function pageSearch(search: string, page: number): URLSearchParams {
  const next = new URLSearchParams(search);
  if (page > 1) next.set("halaman", String(page));
  else next.delete("halaman");
  return next;
}

/** The canonical URL of page `page` of the list on screen. */
export function usePageHref(): (page: number) => string {
  const { pathname, search } = useLoadedPage();
  return (page) => withSearch(pathname, pageSearch(search, page));
}

/**
 * Applies what the visitor typed into or chose in a list's field before its island started.
 * On a slow phone the server's form is usable seconds before the scripts arrive; hydration
 * keeps the page's text or choice in the field but starts from the server's value, so the field
 * and the results would disagree until the next keystroke. Runs once, after hydration.
 */
export function useChangeMadeBeforeStart<Field extends HTMLInputElement | HTMLSelectElement>(
  value: string,
  onChange: (value: string) => void,
  fieldRef?: RefObject<Field | null>,
): RefObject<Field | null> {
  const ownRef = useRef<Field>(null);
  const ref = fieldRef ?? ownRef;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the value found at the start counts
  useEffect(() => {
    const shown = ref.current?.value;
    if (shown !== undefined && shown !== value) onChange(shown);
  }, []);
  return ref;
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
  inputRef?: RefObject<HTMLInputElement | null>;
  /**
   * A choice that other submit buttons of the form also name (a category, a view), sent by
   * 'Cari': Enter submits through it too, as the form's first submit button. Only the button
   * pressed is sent, so no other field repeats the name.
   */
  keep?: { name: string; value: string };
}) {
  const ref = useChangeMadeBeforeStart(value, onChange, inputRef);
  return (
    <div className="field search-field">
      <label htmlFor={id}>{label}</label>
      <div className="search-row">
        <input
          ref={ref}
          id={id}
          {...SEARCH_INPUT}
          name="q"
          value={value}
          placeholder={placeholder}
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
