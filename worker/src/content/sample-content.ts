import {
  sampleAgenda,
  sampleArtikel,
  sampleData,
  sampleGaleri,
  sampleLaporan,
  sampleUmkm,
} from "@padukuhan/shared/sample-content";
import { SETTINGS_SECTIONS } from "@padukuhan/shared/settings";
import { sampleSettings } from "@padukuhan/shared/village";
import { type Database, insertStatement } from "../db/client";
import { bumpContentVersion } from "../db/content-version";
import { hasEnded, insertAgendaStatements } from "./agenda/store";
import { insertArtikelStatements } from "./artikel/store";
import { DATA_INSERT_IF_ABSENT } from "./data/store";
import { insertGaleriStatements } from "./galeri/store";
import { insertSampleReportStatements } from "./lapor/store";
import { insertUmkmStatements } from "./umkm/store";

const LOADED_MARKER = "sample_content_loaded_at";

/**
 * Whether the built-in content was loaded here once. A restored backup brings the marker with
 * it, so a restored village never gets the samples (or their images) back.
 */
export async function sampleContentLoaded(db: Database): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM app_meta WHERE key = ?").bind(LOADED_MARKER).first()) !== null;
}

/**
 * Loads the built-in village content (records and the hamlet's settings) once. A marker row records that it happened, so a
 * second run adds nothing, and content the admin has since deleted does not come back.
 * Everything, marker included, is one batch: a failure leaves no partial load.
 */
export async function loadSampleContent(db: Database, now = new Date()): Promise<boolean> {
  if (await sampleContentLoaded(db)) return false;
  await db.batch([
    ...sampleArtikel.flatMap((record) => insertArtikelStatements(db, record)),
    ...sampleUmkm.flatMap((record) => insertUmkmStatements(db, record)),
    ...sampleGaleri.flatMap((record) => insertGaleriStatements(db, record)),
    // An event already over when the samples load starts in the archive.
    ...sampleAgenda.flatMap((record) =>
      insertAgendaStatements(db, { ...record, arsip: hasEnded(record.selesai, now.getTime()) }),
    ),
    // Residents' reports the office has answered and shown (/lapor/daftar).
    ...sampleLaporan.flatMap((record) => insertSampleReportStatements(db, record)),
    // The hamlet's figures (/data, /data/apbdes), unless the village has entered a year's own.
    ...sampleData.map(({ tabel, tahun, isi }) =>
      db.prepare(DATA_INSERT_IF_ABSENT).bind(tabel, tahun, JSON.stringify(isi), now.getTime()),
    ),
    // The built-in hamlet's settings, unless the village has saved its own already.
    ...SETTINGS_SECTIONS.map((section) =>
      db
        .prepare("INSERT OR IGNORE INTO site_settings (section, value, updated_at) VALUES (?, ?, ?)")
        .bind(section, JSON.stringify(sampleSettings[section]), now.getTime()),
    ),
    insertStatement(db, "app_meta", { key: LOADED_MARKER, value: now.toISOString() }),
    // New content like any other write: pages cached before it must not be served again.
    bumpContentVersion(db),
  ]);
  return true;
}
