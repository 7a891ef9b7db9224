import type { ParamName } from "@padukuhan/shared/routes";
import { normalizeQuery } from "@padukuhan/shared/search";
import { type FormEvent, useEffect, useMemo, useRef, useState } from "react";
import { useReplaceAddress } from "../islands/live-page";
import { usePageLocation } from "../page-location";

/** Typing waits this long before the address (and so the results) follow. */
export const SEARCH_DELAY_MS = 300;

export type ListPatch = Partial<Record<ParamName, string>>;

export interface ListQuery {
  /** The canonical query of the address: what the filters show (the server renders the same). */
  params: URLSearchParams;
  /** The search text as the visitor typed it (the address holds its normalised form). */
  text: string;
  /** Typing: the address follows after a pause, back on the first page. */
  setText: (text: string) => void;
  /**
   * A select, toggle or button: the address follows at once, back on the first page unless
   * `samePage` (a change of how the results look, not of which ones).
   */
  set: (patch: ListPatch, options?: { samePage?: boolean }) => void;
  /** The filter form's submit: applies the text now instead of a full page load. */
  submit: (event: FormEvent) => void;
}

/**
 * The search and filters of a list page, kept in the address with `replace` so a shared link
 * opens the same results; the live page loads the data whenever the canonical query changes
 * (islands/live-page.tsx). The same controls are a plain GET form for visitors without JavaScript.
 *
 * The text field keeps its own copy: the address holds the lower-cased, trimmed `q`, and a
 * field bound to it would rewrite what the visitor types. A change of `q` that did not come
 * from here (a link, back and forward, a reset) replaces the copy.
 */
export function useListQuery(): ListQuery {
  const { pathname, search } = usePageLocation();
  const replaceAddress = useReplaceAddress();
  // Already canonical: the server's, or the live page's once it changed it.
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const addressQ = params.get("q") ?? "";
  const [text, setTextState] = useState(addressQ);
  // Timers and late navigations read the latest text, not the one of their render.
  const latestText = useRef(addressQ);
  const lastWritten = useRef<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const keepText = (value: string) => {
    latestText.current = value;
    setTextState(value);
  };

  // The `q` this copy last followed: the effect below is for changes only, and at the start the
  // field may already hold what the visitor typed before the island started.
  const followedQ = useRef(addressQ);

  useEffect(() => {
    if (addressQ === followedQ.current) return;
    followedQ.current = addressQ;
    // Our own write arriving while the visitor typed on: the field is ahead of it.
    if (addressQ === lastWritten.current || normalizeQuery(latestText.current) === addressQ) return;
    clearTimeout(timer.current);
    latestText.current = addressQ;
    setTextState(addressQ);
  }, [addressQ]);

  useEffect(() => () => clearTimeout(timer.current), []);

  const write = (patch: ListPatch, samePage = false) => {
    clearTimeout(timer.current);
    // The address as it is now (a timer may fire after other changes), without its page.
    const next = new URLSearchParams(window.location.search);
    if (!samePage) next.delete("halaman");
    next.set("q", latestText.current);
    for (const [name, value] of Object.entries(patch)) next.set(name, value);
    // The `q` the canonical address will hold.
    lastWritten.current = normalizeQuery(next.get("q") ?? "");
    replaceAddress(pathname, next);
  };

  return {
    params,
    text,
    setText(value) {
      // The input event also fires for an edit that leaves the text as it was (React's onChange
      // did not); it must not restart the wait, or the results never follow.
      if (value === latestText.current) return;
      keepText(value);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => {
        // The address is in canonical form (main.tsx, the live page): its `q` is normalised.
        const shown = new URLSearchParams(window.location.search);
        // A space or a capital letter changes nothing: stay on the page the visitor is on.
        if (normalizeQuery(latestText.current) !== (shown.get("q") ?? "")) write({});
      }, SEARCH_DELAY_MS);
    },
    set(patch, options) {
      if (patch.q !== undefined) keepText(patch.q);
      write(patch, options?.samePage);
    },
    submit(event) {
      event.preventDefault();
      write({});
    },
  };
}
