import { type SettingsSection, type SiteSettings, settingsFromRows } from "@padukuhan/shared/settings";
import type { Database, Statement } from "./client";
import type { SettingRow } from "./rows";

/**
 * Every section (at most one row each), each over its default, and when each saved
 * section was saved last (a section never saved has no time).
 */
export async function readSettingsWithTimes(
  db: Database,
): Promise<{ settings: SiteSettings; savedAt: Partial<Record<SettingsSection, string>> }> {
  const { results } = await db
    .prepare("SELECT section, value, updated_at FROM site_settings")
    .all<SettingRow>();
  return {
    settings: settingsFromRows(results),
    savedAt: Object.fromEntries(results.map((row) => [row.section, new Date(row.updated_at).toISOString()])),
  };
}

export async function readSettings(db: Database): Promise<SiteSettings> {
  return (await readSettingsWithTimes(db)).settings;
}

export async function readSettingValue(db: Database, section: SettingsSection): Promise<unknown> {
  const row = await db
    .prepare("SELECT value FROM site_settings WHERE section = ?")
    .bind(section)
    .first<SettingRow>();
  return row ? (JSON.parse(row.value) as unknown) : null;
}

/** Stores one section whole, replacing what it held. */
export function saveSettingStatement(
  db: Database,
  section: SettingsSection,
  value: unknown,
  akunId: string | null,
  now = Date.now(),
): Statement {
  return db
    .prepare(
      `INSERT INTO site_settings (section, value, updated_at, updated_by) VALUES (?, ?, ?, ?)
       ON CONFLICT (section) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at, updated_by = excluded.updated_by`,
    )
    .bind(section, JSON.stringify(value), now, akunId);
}
