import { useCallback, useEffect, useState } from "react";
import type { EntityKey } from "./entities";
import { type ImageSlot, NO_IMAGE } from "./image-choice";

/**
 * Unsaved form input, so an admin never loses work: closing the modal by mistake, a failed
 * request or an expired session keeps what was typed. Everything (chosen files too) stays in
 * memory for this tab; the typed text is also copied to localStorage, which survives a reload
 * or a new sign-in. A draft of an edit remembers which version of the record it started from
 * and is dropped if the record changed since.
 */
export interface Draft<V> {
  values: V;
  /** Image inputs by name ("image", a product's key): files cannot go to localStorage. */
  images: Record<string, ImageSlot>;
}

interface StoredDraft {
  values: unknown;
  version: string | null;
}

const STORAGE_PREFIX = "padukuhan-draft:";
const memory = new Map<string, Draft<unknown> & { version: string | null }>();

export const draftKey = (entity: EntityKey, id?: string) => `${entity}:${id ?? "baru"}`;

function readStored(key: string): StoredDraft | null {
  try {
    const raw = localStorage.getItem(STORAGE_PREFIX + key);
    return raw ? (JSON.parse(raw) as StoredDraft) : null;
  } catch {
    return null;
  }
}

function loadDraft<V>(
  key: string,
  version: string | null,
  revive: (stored: unknown) => V | null,
): Draft<V> | null {
  const inMemory = memory.get(key);
  if (inMemory && inMemory.version === version) {
    // A check still running when the modal closed never reported back: choose again.
    const images = Object.fromEntries(
      Object.entries(inMemory.images).map(([name, slot]) => [
        name,
        slot.status === "working" ? NO_IMAGE : slot,
      ]),
    );
    return { values: inMemory.values as V, images };
  }
  const stored = readStored(key);
  if (!stored || stored.version !== version) return null;
  const values = revive(stored.values);
  return values ? { values, images: {} } : null;
}

function saveDraft<V>(key: string, version: string | null, draft: Draft<V>) {
  memory.set(key, { ...draft, version });
  try {
    localStorage.setItem(STORAGE_PREFIX + key, JSON.stringify({ values: draft.values, version }));
  } catch {
    // Full or private storage: the in-memory copy still covers this tab.
  }
}

export function clearDraft(key: string) {
  memory.delete(key);
  try {
    localStorage.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing stored, nothing to remove.
  }
}

/** Keeps the string fields of `base` that the stored object has as strings. */
export function reviveStrings<V extends Record<string, string>>(stored: unknown, base: V): V | null {
  if (typeof stored !== "object" || stored === null) return null;
  const values = { ...base };
  for (const name of Object.keys(base) as Array<keyof V>) {
    const value = (stored as Record<string, unknown>)[name as string];
    if (typeof value === "string") values[name] = value as V[keyof V];
  }
  return values;
}

/**
 * A form's values and image inputs, restored from a draft when there is one and saved to it
 * on every change. `restored` tells the form to say so; `discard` starts from the record again.
 * `persist: false` keeps nothing beyond the form itself (neither this tab's memory nor
 * localStorage): for passwords, which must never be written down.
 */
export function useDraft<V>(options: {
  key: string;
  version: string | null;
  initial: () => V;
  revive: (stored: unknown) => V | null;
  persist?: boolean;
}) {
  const { key, version, initial, revive, persist = true } = options;
  const [state, setState] = useState(() => {
    const draft = persist ? loadDraft(key, version, revive) : null;
    return { draft: draft ?? { values: initial(), images: {} }, restored: draft !== null, dirty: false };
  });

  useEffect(() => {
    if (persist && state.dirty) saveDraft(key, version, state.draft);
  }, [persist, key, version, state]);

  const setValues = useCallback((update: (values: V) => V) => {
    setState((current) => ({
      ...current,
      dirty: true,
      draft: { ...current.draft, values: update(current.draft.values) },
    }));
  }, []);

  const setImage = useCallback((name: string, slot: ImageSlot) => {
    setState((current) => ({
      ...current,
      dirty: true,
      draft: { ...current.draft, images: { ...current.draft.images, [name]: slot } },
    }));
  }, []);

  const discard = useCallback(() => {
    if (persist) clearDraft(key);
    setState({ draft: { values: initial(), images: {} }, restored: false, dirty: false });
  }, [persist, key, initial]);

  return {
    values: state.draft.values,
    images: state.draft.images,
    restored: state.restored,
    setValues,
    setImage,
    discard,
  };
}
