import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";

function read<T extends Record<string, string>>(params: URLSearchParams, defaults: T): T {
  const values = { ...defaults };
  for (const key of Object.keys(defaults) as Array<keyof T & string>) {
    const value = params.get(key);
    if (value !== null) values[key] = value as T[typeof key];
  }
  return values;
}

function write<T extends Record<string, string>>(current: URLSearchParams, values: T, defaults: T) {
  const next = new URLSearchParams(current);
  for (const [key, value] of Object.entries(values)) {
    if (value && value !== defaults[key]) next.set(key, value);
    else next.delete(key);
  }
  return next;
}

/**
 * Filters a visitor sets on a list page (search, category, sort), kept in the query string
 * so a shared link opens the same selection and the server renders it already filtered.
 *
 * The page reads its own copy, updated at once: the router applies URL changes in a
 * transition, and a text field bound straight to the URL would drop fast keystrokes. The URL
 * follows with `replace` (one history entry per visit); a change that did not come from here
 * (back, forward, a link) is adopted.
 */
export function useSearchFilters<T extends Record<string, string>>(
  defaults: T,
): [T, (patch: Partial<T>) => void] {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState(() => read(params, defaults));
  const ownWrites = useRef(new Set<string>());
  const search = params.toString();

  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the URL only; defaults are constant
  useEffect(() => {
    if (ownWrites.current.delete(search)) return;
    setFilters(read(new URLSearchParams(search), defaults));
  }, [search]);

  const update = (patch: Partial<T>) => {
    const next = { ...filters, ...patch };
    setFilters(next);
    const nextParams = write(new URLSearchParams(window.location.search), next, defaults);
    ownWrites.current.add(nextParams.toString());
    setParams(nextParams, { replace: true });
  };
  return [filters, update];
}
