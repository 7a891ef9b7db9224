import { newId } from "../lib/ids";
import type { Database } from "./client";

export const CONTENT_VERSION_KEY = "content_version";

/**
 * A new random content version, as one statement for the caller's `db.batch`: it changes
 * together with the content it describes, so cached public responses keyed on it go stale
 * exactly when an admin write lands.
 */
export function bumpContentVersion(db: Database) {
  const value = newId();
  return db
    .prepare(
      "INSERT INTO app_meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
    )
    .bind(CONTENT_VERSION_KEY, value);
}

/** The current content version ("0" before the first admin write). One small D1 read. */
export async function readContentVersion(d1: D1Database): Promise<string> {
  const row = await d1
    .prepare("SELECT value FROM app_meta WHERE key = ?")
    .bind(CONTENT_VERSION_KEY)
    .first<{ value: string }>();
  return row?.value ?? "0";
}
