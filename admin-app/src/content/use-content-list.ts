import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "../api";
import { endpoints } from "../endpoints";
import type { AdminKind, EntityKey } from "./entities";
import { appendPage, searchQuery } from "./list-paging";

/** `query` is the search these rows answer ("" for the whole list, newest first). */
export type ListState<T> =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; items: T[]; next: string | null; query: string };

/** The 'Muat lebih banyak' request: none, on its way, or failed (the button tries again). */
export type MoreState = "idle" | "loading" | "error";

/** Typing waits this long for a pause before it asks the server. */
export const SEARCH_DELAY_MS = 300;

/**
 * The kind's list, one page at a time, optionally searched. The first page loads on
 * opening and whenever the search changes; `loadMore` appends the next. A write the server
 * confirmed goes in through `update`, so saving never reloads the pages already shown.
 */
export function useContentList<T extends { id: string }>(kind: AdminKind<EntityKey, T>) {
  const [state, setState] = useState<ListState<T>>({ status: "loading" });
  const [more, setMore] = useState<MoreState>("idle");
  /** What is in the search field, and the search the list is asked for (after the pause). */
  const [input, setInput] = useState("");
  const [query, setQuery] = useState("");
  // Only the newest request may write: a slow older answer must not overwrite a newer one.
  // Each holds the number of the request still awaited, 0 when none is.
  const sequence = useRef(0);
  const firstRequest = useRef(0);
  const firstQuery = useRef("");
  const moreRequest = useRef(0);

  const loadFirst = useCallback(
    async (wanted: string) => {
      const request = ++sequence.current;
      firstRequest.current = request;
      firstQuery.current = wanted;
      // A next page of the rows about to be replaced must not be appended to the new ones.
      moreRequest.current = 0;
      setMore("idle");
      setState((current) => (current.status === "error" ? { status: "loading" } : current));
      try {
        // no-store: right after a write the admin must see the change, never a cached list.
        const page = await apiJson(endpoints.content.page(kind, wanted, null), { cache: "no-store" });
        if (request !== firstRequest.current) return;
        firstRequest.current = 0;
        setState({ status: "ready", items: page.data, next: page.next, query: wanted });
      } catch {
        if (request !== firstRequest.current) return;
        firstRequest.current = 0;
        setState({ status: "error" });
      }
    },
    [kind],
  );

  useEffect(() => {
    void loadFirst(query);
  }, [loadFirst, query]);

  // Typing asks the server only after a pause, not for every letter.
  useEffect(() => {
    const wanted = searchQuery(input);
    if (wanted === query) return;
    const timer = window.setTimeout(() => setQuery(wanted), SEARCH_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [input, query]);

  /** Enter in the search field: no need to wait for the pause. */
  const searchNow = useCallback(() => setQuery(searchQuery(input)), [input]);

  const clearSearch = useCallback(() => {
    setInput("");
    setQuery("");
  }, []);

  const loadMore = useCallback(async () => {
    if (state.status !== "ready" || state.next === null) return;
    // One at a time; and while a new first page is coming, this list is about to go.
    if (moreRequest.current !== 0 || firstRequest.current !== 0) return;
    const request = ++sequence.current;
    moreRequest.current = request;
    setMore("loading");
    try {
      const page = await apiJson(endpoints.content.page(kind, state.query, state.next), {
        cache: "no-store",
      });
      if (request !== moreRequest.current) return;
      moreRequest.current = 0;
      setState((current) =>
        current.status === "ready"
          ? { ...current, items: appendPage(current.items, page.data), next: page.next }
          : current,
      );
      setMore("idle");
    } catch {
      if (request !== moreRequest.current) return;
      moreRequest.current = 0;
      setMore("error");
    }
  }, [kind, state]);

  /**
   * Applies a write the server just confirmed, so the screen matches the banner at once. A
   * first page still on its way may have been read before the write: it is asked for again.
   * A next page on its way cannot hold the change (it lies past the rows shown), so it stays.
   */
  const update = useCallback(
    (change: (items: T[]) => T[]) => {
      setState((current) =>
        current.status === "ready" ? { ...current, items: change(current.items) } : current,
      );
      if (firstRequest.current !== 0) void loadFirst(firstQuery.current);
    },
    [loadFirst],
  );

  const retry = useCallback(() => {
    setState({ status: "loading" });
    void loadFirst(query);
  }, [loadFirst, query]);

  /** Typed but not answered yet: the rows on screen belong to the previous search. */
  const searching = state.status === "ready" && searchQuery(input) !== state.query;

  return {
    state,
    more,
    loadMore,
    update,
    retry,
    search: { input, setInput, searchNow, clearSearch, searching },
  };
}
