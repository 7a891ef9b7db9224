import { useCallback, useEffect, useRef, useState } from "react";
import { apiJson } from "../api";
import { type EntityKey, listPath } from "./entities";

export type ListState<T> = { status: "loading" } | { status: "error" } | { status: "ready"; items: T[] };

/**
 * The entity's public list, newest first. `reload` keeps showing the current rows while the
 * fresh ones arrive (no flash of "loading" after every save) and resolves when done.
 */
export function useContentList<T>(entity: EntityKey) {
  const [state, setState] = useState<ListState<T>>({ status: "loading" });
  // Only the newest request may write: a slow older answer must not overwrite a newer one.
  const latest = useRef(0);

  const reload = useCallback(async () => {
    const request = ++latest.current;
    try {
      // no-store: right after a write the admin must see the change, never a cached list.
      const items = await apiJson<T[]>(listPath(entity), { cache: "no-store" });
      if (request === latest.current) setState({ status: "ready", items });
    } catch {
      if (request === latest.current)
        setState((current) => (current.status === "ready" ? current : { status: "error" }));
    }
  }, [entity]);

  /**
   * Applies a write the server just confirmed, so the screen matches the banner at once; an
   * older list request still on its way is ignored from now on.
   */
  const update = useCallback((change: (items: T[]) => T[]) => {
    latest.current++;
    setState((current) =>
      current.status === "ready" ? { status: "ready", items: change(current.items) } : current,
    );
  }, []);

  const retry = useCallback(() => {
    setState({ status: "loading" });
    void reload();
  }, [reload]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { state, reload, retry, update };
}
