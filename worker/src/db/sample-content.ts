import { sampleArtikel, sampleGaleri, sampleUmkm } from "@padukuhan/shared/sample-content";
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import { insertArtikelStatements } from "./artikel";
import type { Database } from "./client";
import { insertGaleriStatements } from "./galeri";
import { appMeta } from "./schema";
import { insertUmkmStatements } from "./umkm";

const LOADED_MARKER = "sample_content_loaded_at";

/**
 * Loads the built-in village content once. A marker row records that it happened, so a
 * second run adds nothing, and content the admin has since deleted does not come back.
 * Everything, marker included, is one batch: a failure leaves no partial load.
 */
export async function loadSampleContent(db: Database, now = new Date()): Promise<boolean> {
  const marker = await db.select().from(appMeta).where(eq(appMeta.key, LOADED_MARKER));
  if (marker.length > 0) return false;
  const statements: BatchItem<"sqlite">[] = [
    ...sampleArtikel.flatMap((record) => insertArtikelStatements(db, record)),
    ...sampleUmkm.flatMap((record) => insertUmkmStatements(db, record)),
    ...sampleGaleri.flatMap((record) => insertGaleriStatements(db, record)),
    db.insert(appMeta).values({ key: LOADED_MARKER, value: now.toISOString() }),
  ];
  await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  return true;
}
