import { DEFAULT_SETTINGS, laporSettingsSchema } from "@padukuhan/shared/settings";
import type { Database } from "../../db/client";
import { readSettingValue } from "../../db/settings";

/**
 * The categories a resident may choose, as the office last saved them in 'Pengaturan Situs'
 * (one row on the settings table's key), or the defaults while none are saved.
 */
export async function laporCategories(db: Database): Promise<string[]> {
  const parsed = laporSettingsSchema.safeParse(await readSettingValue(db, "lapor"));
  return parsed.success ? parsed.data.kategori : DEFAULT_SETTINGS.lapor.kategori;
}
