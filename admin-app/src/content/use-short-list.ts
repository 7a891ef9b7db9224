import { useCallback, useEffect, useState } from "react";
import { apiJson } from "../api";
import type { Endpoint } from "../endpoints";

/**
 * A short list read whole when the screen opens (the admins, one's own devices): null until it
 * comes. `status` says whether it is still on its way or failed; `reload` is 'Coba lagi', and
 * `setItems` applies a write the server confirmed. `endpoint` is a constant of endpoints.ts.
 */
export function useShortList<T>(endpoint: Endpoint<{ data: T[] }>) {
  const [items, setItems] = useState<T[] | null>(null);
  const [failed, setFailed] = useState(false);

  const reload = useCallback(async () => {
    setFailed(false);
    try {
      // no-store: right after a write the admin must see the change, never a cached list.
      const body = await apiJson(endpoint, { cache: "no-store" });
      setItems(body.data);
    } catch {
      setFailed(true);
    }
  }, [endpoint]);
  useEffect(() => {
    void reload();
  }, [reload]);

  const status: "loading" | "error" | "ready" = failed ? "error" : items === null ? "loading" : "ready";
  return { items, setItems, status, reload };
}
