import { useEffect, useState } from "react";

export type Remote<T> = { status: "loading" } | { status: "ready"; data: T; fromFallback: boolean };

/**
 * Loads data once; when the API cannot be reached it settles on the built-in content,
 * as the seed does for the home page, gallery and article list.
 */
export function useRemote<T>(load: () => Promise<T>, fallback: T): Remote<T> {
  const [state, setState] = useState<Remote<T>>({ status: "loading" });
  useEffect(() => {
    let active = true;
    load()
      .then((data) => active && setState({ status: "ready", data, fromFallback: false }))
      .catch(() => active && setState({ status: "ready", data: fallback, fromFallback: true }));
    return () => {
      active = false;
    };
  }, [load, fallback]);
  return state;
}
