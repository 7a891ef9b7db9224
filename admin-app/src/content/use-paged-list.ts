import type { CursorPage } from "@padukuhan/shared/types";
import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "../api";
import type { Endpoint } from "../endpoints";
import type { MoreState } from "./use-content-list";

/** A list read a page at a time: its first page on the way or failed, or the rows read so far. */
export type PagedState<T> =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; items: T[]; next: string | null };

/**
 * A list the admin reads newest first, a page at a time, with 'Muat lebih banyak' ('Riwayat',
 * 'Pesan Masuk', 'Laporan Warga'). `pageOf` names the page after `cursor` (null: the first); a
 * new `pageOf` (other filters) reads the first page again, so it must keep its identity
 * otherwise (module scope or memoised). A write the server confirmed goes in through `update`.
 * `page` is the last page answered, for what a list answers beside its rows (the counts of
 * 'Laporan Warga''s tabs); it stays until the next one comes.
 */
export function usePagedList<Page extends CursorPage<unknown>>(
  pageOf: (cursor: string | null) => Endpoint<Page>,
) {
  type T = Page["data"][number];
  const [state, setState] = useState<PagedState<T>>({ status: "loading" });
  const [more, setMore] = useState<MoreState>("idle");
  const [page, setPage] = useState<Page | null>(null);
  // Only the newest request may write: a slow answer for older filters must not show.
  const sequence = useRef(0);

  const reload = useCallback(async () => {
    const request = ++sequence.current;
    setMore("idle");
    setState({ status: "loading" });
    try {
      // no-store: right after a write the admin must see the change, never a cached page.
      const first = await apiJson(pageOf(null), { cache: "no-store" });
      if (request !== sequence.current) return;
      setPage(first);
      setState({ status: "ready", items: first.data, next: first.next });
    } catch {
      if (request === sequence.current) setState({ status: "error" });
    }
  }, [pageOf]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const loadMore = async () => {
    if (state.status !== "ready" || state.next === null || more === "loading") return;
    const request = ++sequence.current;
    setMore("loading");
    try {
      const following = await apiJson(pageOf(state.next), { cache: "no-store" });
      if (request !== sequence.current) return;
      setPage(following);
      setState((current) =>
        current.status === "ready"
          ? { status: "ready", items: [...current.items, ...following.data], next: following.next }
          : current,
      );
      setMore("idle");
    } catch {
      if (request === sequence.current) setMore("error");
    }
  };

  /** Applies a write the server just confirmed to the rows shown, without reading them again. */
  const update = (change: (items: T[]) => T[]) =>
    setState((current) =>
      current.status === "ready" ? { ...current, items: change(current.items) } : current,
    );

  return { state, more, page, reload, loadMore, update };
}
