/**
 * The import itself: each document of the export becomes a record written through the same
 * statements as the admin's own writes (the `store.ts` of worker/src/content/artikel, umkm and galeri; an
 * account as 'Kelola Admin' adds one), in one D1 batch per few records with the content-version
 * bump and a 'Riwayat' line per record by 'impor', so the migrations' triggers keep search and
 * counts right and the edge cache goes stale with the write.
 *
 * Every record is compared with what the site already holds under its id:
 * - none: it is added, with its id, so `/artikel/<id>` and `/umkm/<id>` keep working;
 * - the same: nothing is written ('tidak berubah'), so a second run changes nothing;
 * - different, and the export's last change (`updatedAt`, else `createdAt`) is not older than
 *   the site's: it is updated, dated with the export's last change so the next run finds it the same;
 * - different, and changed on this site after that: it is left alone (an admin's edit wins).
 *
 * Documents are read and written a batch at a time (`BATCH_RECORDS`), and each record's images
 * are stored as soon as they are ready, so memory holds a few records and their images, never
 * the whole export's. One record that fails (a bad field, an image, even its D1 write) is
 * reported and skipped; the others go on.
 */
import { accountMessages } from "../../../shared/src/accounts";
import type { Artikel } from "../../../shared/src/artikel";
import {
  type AkunDraft,
  type ArtikelDraft,
  COLLECTIONS,
  type Collection,
  type Drafts,
  type GaleriDraft,
  type ImageSource,
  importMessages,
  mapDocument,
  type UmkmDraft,
} from "../../../shared/src/firestore-import";
import type { Galeri } from "../../../shared/src/galeri";
import type { Umkm } from "../../../shared/src/umkm";
import { hashPassword } from "../../../worker/src/auth/password";
import { type ArtikelChanges, artikelStore } from "../../../worker/src/content/artikel/store";
import { type GaleriChanges, galeriStore } from "../../../worker/src/content/galeri/store";
import { type UmkmChanges, umkmImages, umkmStore } from "../../../worker/src/content/umkm/store";
import { bumpContentVersion } from "../../../worker/src/db/content-version";
import type { ContentStore } from "../../../worker/src/db/records";
import { type ActivityInput, activityIfFound, activityStatement } from "../../../worker/src/lib/activity-log";
import { type ExportDocument, openExport } from "./export-file";
import { type ImageObject, type ImageReader, importKeyBase, prepareImage, storedUrl } from "./images";
import { type CollectionReport, emptyReport, type ImportReport, type Outcome } from "./report";
import { recorder, type StatementResult, type Target } from "./target";
import { uploadStore } from "./worker-modules";

const { deleteUnreferenced, deleteUploads, UPLOAD_PREFIX } = uploadStore;

/** The name 'Riwayat' shows for what an import wrote. */
export const IMPORT_USERNAME = "impor";
/** Records per D1 batch: a few hundred statements at most (tags, products), well within D1's limits. */
export const BATCH_RECORDS = 25;
/** Records whose images are fetched and converted at the same time. */
const IMAGE_CONCURRENCY = 4;

export const importerMessages = {
  changedHere: "sudah diubah di situs ini setelah waktu ekspor; tidak ditimpa",
  fotoMissing: "foto: tidak ada",
  imageFailed: (field: string, reason: string) =>
    `${field}: ${reason.replace(/\.$/, "")}; ditampilkan gambar pengganti`,
  fotoFailed: (reason: string) => `foto: ${reason.replace(/\.$/, "")}`,
  writeFailed: (message: string) => `gagal ditulis ke D1 (${message})`,
  failed: (message: string) => `gagal diproses (${message})`,
  akunIdTaken: "id ini sudah dipakai admin lain",
} as const;

export interface ImportOptions {
  target: Target;
  images: ImageReader;
  dryRun: boolean;
  /** A line about how far the import is, after each batch. */
  progress?: (collection: Collection, done: number, total: number) => void;
}

/** What one record comes to: its outcome, and for a write its statements and new images. */
interface Plan {
  outcome: Outcome;
  reason?: string;
  warnings: string[];
  statements: D1PreparedStatement[];
  /** URLs of images this run stored for it: removed again if its write fails. */
  stored: string[];
  /** Run after its write landed: the images it no longer references go. */
  after?: () => Promise<void>;
}

const skip = (reason: string): Plan => ({
  outcome: "skipped",
  reason,
  warnings: [],
  statements: [],
  stored: [],
});
const unchanged: Plan = { outcome: "unchanged", warnings: [], statements: [], stored: [] };

const byImport = (
  kind: ActivityInput["kind"],
  action: string,
  recordId: string,
  title: string,
): ActivityInput => ({
  akunId: null,
  username: IMPORT_USERNAME,
  kind,
  action,
  recordId,
  title,
});

/** When a record last changed: its `updatedAt`, else its `createdAt`. */
const lastChange = (record: { createdAt: string; updatedAt: string | null }) =>
  Date.parse(record.updatedAt ?? record.createdAt);

const sameList = <T>(a: readonly T[], b: readonly T[]) => JSON.stringify(a) === JSON.stringify(b);
/** A product's fields in one order, whatever order its object has them in. */
const produkFields = ({ nama, gambar, harga }: Umkm["produk"][number]) => [nama, gambar, harga];

type ContentCollection = "artikel" | "umkm" | "galeri";

/** How one content collection becomes records of its table. */
interface ContentKind<C extends ContentCollection, Item, Changes> {
  store: ContentStore<Item, Changes>;
  /** The image sources of a draft: the main image first. */
  sources(draft: Drafts[C]): ImageSource[];
  /** The name each source has in messages. */
  label(index: number): string;
  /** A record without its main image is no record (a gallery photo without its photo). */
  mainRequired: boolean;
  /** The record with each source's stored URL, or null for one that is missing or failed. */
  build(draft: Drafts[C], urls: Array<string | null>): Item;
  same(stored: Item, wanted: Item): boolean;
  changes(wanted: Item): Omit<Changes, "updatedAt">;
  title(item: Item): string;
  images(item: Item): Array<string | null>;
}

const artikelKind: ContentKind<"artikel", Artikel, ArtikelChanges> = {
  store: artikelStore,
  sources: (draft: ArtikelDraft) => [draft.gambar],
  label: () => "gambar",
  mainRequired: false,
  // No image: '' shows the placeholder (seed section 3).
  build: (draft, [gambar]) => ({ ...draft, gambar: gambar ?? "" }),
  same: (a, b) =>
    a.judul === b.judul &&
    a.text === b.text &&
    a.link === b.link &&
    a.kategori === b.kategori &&
    a.gambar === b.gambar &&
    a.status === b.status &&
    sameList(a.tags, b.tags),
  changes: ({ judul, text, link, kategori, tags, gambar, status, publishAt }) => ({
    judul,
    text,
    link,
    kategori,
    tags,
    gambar,
    status,
    publishAt,
  }),
  title: (item) => item.judul,
  images: (item) => [item.gambar],
};

const umkmKind: ContentKind<"umkm", Umkm, UmkmChanges> = {
  store: umkmStore,
  sources: (draft: UmkmDraft) => [draft.gambar, ...draft.produk.map((item) => item.gambar)],
  label: (index) => (index === 0 ? "gambar" : `gambar produk ke-${index}`),
  mainRequired: false,
  build: (draft, [gambar, ...produk]) => ({
    ...draft,
    gambar: gambar ?? "",
    produk: draft.produk.map((item, index) => ({ ...item, gambar: produk[index] ?? null })),
  }),
  same: (a, b) =>
    a.nama === b.nama &&
    a.nama_pemilik === b.nama_pemilik &&
    a.no_telp === b.no_telp &&
    a.text === b.text &&
    a.kategori === b.kategori &&
    a.gambar === b.gambar &&
    a.alamat === b.alamat &&
    a.peta === b.peta &&
    sameList(a.tags, b.tags) &&
    sameList(a.produk.map(produkFields), b.produk.map(produkFields)),
  changes: ({ nama, nama_pemilik, no_telp, text, kategori, gambar, alamat, peta, tags, produk }) => ({
    nama,
    nama_pemilik,
    no_telp,
    text,
    kategori,
    gambar,
    alamat,
    peta,
    tags,
    // Every product image is this run's own URL (or none): nothing is kept from an edit form.
    produk: produk.map((item) => ({ ...item, kept: false })),
  }),
  title: (item) => item.nama,
  images: umkmImages,
};

const galeriKind: ContentKind<"galeri", Galeri, GaleriChanges> = {
  store: galeriStore,
  sources: (draft: GaleriDraft) => [draft.foto],
  label: () => "foto",
  mainRequired: true,
  build: (draft, [foto]) => ({ ...draft, foto: foto ?? "" }),
  same: (a, b) => a.judul === b.judul && a.foto === b.foto && a.videoId === b.videoId,
  changes: ({ judul, foto, videoId }) => ({ judul, foto, videoId }),
  title: (item) => item.judul,
  images: (item) => [item.foto],
};

type AnyContentKind = ContentKind<
  ContentCollection,
  { id: string; createdAt: string; updatedAt: string | null },
  { updatedAt: string }
>;
const contentKinds = { artikel: artikelKind, umkm: umkmKind, galeri: galeriKind } as unknown as Record<
  ContentCollection,
  AnyContentKind
>;

type ImageResult =
  | { ok: true; url: string; objects: ImageObject[]; warning: string | null }
  | { ok: false; reason: string };

/** Runs `task` over `items`, at most `limit` at a time, keeping their order in the results. */
async function pool<T, R>(
  items: T[],
  limit: number,
  task: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

export async function runImport(exportText: string, options: ImportOptions): Promise<ImportReport> {
  const { target, dryRun } = options;
  const { outline, read } = openExport(exportText);
  const report = emptyReport(dryRun, target.description, outline.ignored);
  // What earlier runs stored: one listing, so a record whose images are there fetches nothing.
  const storedKeys = new Set((await target.list(`${UPLOAD_PREFIX}impor-`)).map((object) => object.key));
  const usernamesAdded = new Set<string>();

  /**
   * The stored URL of one image source of a record: found where an earlier run stored it, or
   * fetched, checked and made ready to store now (`objects`).
   */
  const resolveImage = async (collection: Collection, id: string, source: string): Promise<ImageResult> => {
    const base = importKeyBase(collection, id, source);
    const url = storedUrl(base, storedKeys);
    if (url) return { ok: true, url, objects: [], warning: null };
    const bytes = await options.images(source);
    return bytes.ok ? prepareImage(base, bytes.bytes) : bytes;
  };

  /** Stores a plan's new images now, so they leave memory before the next record's arrive. */
  const putObjects = async (objects: ImageObject[]) => {
    if (dryRun) return;
    for (const object of objects) {
      await target.put(object.key, object.bytes, object.type);
      storedKeys.add(object.key);
    }
  };

  async function planContent(
    collection: ContentCollection,
    draft: Drafts[ContentCollection],
    stored: ReturnType<AnyContentKind["build"]> | null,
  ): Promise<Plan> {
    const kind = contentKinds[collection];
    if (stored && lastChange(stored) > lastChange(draft)) return skip(importerMessages.changedHere);
    const warnings: string[] = [];
    const urls: Array<string | null> = [];
    const objects: ImageObject[] = [];
    const newUrls: string[] = [];
    // A product may show the main image again: one image, fetched once.
    const seen = new Map<string, ImageResult>();
    for (const [index, source] of kind.sources(draft).entries()) {
      const required = index === 0 && kind.mainRequired;
      if (!source) {
        if (required) return skip(importerMessages.fotoMissing);
        urls.push(null);
        continue;
      }
      const image = seen.get(source) ?? (await resolveImage(collection, draft.id, source));
      const fresh = !seen.has(source);
      seen.set(source, image);
      if (!image.ok) {
        if (required) return skip(importerMessages.fotoFailed(image.reason));
        warnings.push(importerMessages.imageFailed(kind.label(index), image.reason));
        urls.push(null);
        continue;
      }
      if (fresh && image.warning) warnings.push(`${kind.label(index)}: ${image.warning}`);
      urls.push(image.url);
      if (fresh && image.objects.length > 0) {
        objects.push(...image.objects);
        newUrls.push(image.url);
      }
    }
    const wanted = kind.build(draft, urls);
    // Objects an earlier run stored and R2 has since lost are stored again, even for an unchanged record.
    await putObjects(objects);
    if (stored && kind.same(stored, wanted)) return unchanged;
    const title = kind.title(wanted);
    if (!stored) {
      return {
        outcome: "added",
        warnings,
        stored: newUrls,
        statements: [
          ...kind.store.insert(recorder, wanted),
          activityStatement(recorder, byImport(collection, "tambah", draft.id, title)),
        ],
      };
    }
    const updatedAt = new Date(lastChange(draft)).toISOString();
    return {
      outcome: "updated",
      warnings,
      stored: newUrls,
      statements: [
        activityIfFound(recorder, collection, byImport(collection, "ubah", draft.id, title)),
        ...kind.store.update(recorder, draft.id, { ...kind.changes(wanted), updatedAt }),
      ],
      // As an admin edit: the images the record no longer names leave R2 once D1 no longer names them.
      after: () => deleteUnreferenced(target.bucket, kind.images(stored), kind.images(wanted)),
    };
  }

  /**
   * An account, as 'Kelola Admin' adds one (routes/admin-accounts.ts): the same INSERT, which
   * refuses a username already taken (ignoring case) inside the statement, a first password
   * that must be changed at the first sign-in, and its line in 'Riwayat'. An account already
   * there is never touched: its password may have been changed since.
   */
  async function planAkun(
    draft: AkunDraft,
    existing: Array<{ id: string; username: string }>,
  ): Promise<Plan> {
    const sameId = existing.find((row) => row.id === draft.id);
    if (sameId) {
      return sameId.username.toLowerCase() === draft.username.toLowerCase()
        ? unchanged
        : skip(importerMessages.akunIdTaken);
    }
    const key = draft.username.toLowerCase();
    if (existing.length > 0 || usernamesAdded.has(key)) return skip(accountMessages.usernameTaken);
    usernamesAdded.add(key);
    // A dry run never hashes: nothing would keep the hash.
    const hash = dryRun ? "" : await hashPassword(draft.password);
    return {
      outcome: "added",
      warnings: [],
      stored: [],
      statements: [
        recorder
          .prepare(
            "INSERT INTO akun (id, username, password_hash, nama, created_at, must_change_password) SELECT ?, ?, ?, ?, ?, 1 WHERE NOT EXISTS (SELECT 1 FROM akun WHERE username = ? COLLATE NOCASE)",
          )
          .bind(draft.id, draft.username, hash, draft.nama, Date.parse(draft.createdAt), draft.username),
        activityIfFound(recorder, "akun", byImport("akun", "tambah", draft.id, draft.username)),
      ],
    };
  }

  /** What the site holds under each draft's id (and, for accounts, its username), in one batch. */
  async function storedFor(collection: Collection, drafts: Array<Drafts[Collection]>) {
    if (collection === "akun") {
      const results = await target.batch(
        (drafts as AkunDraft[]).map((draft) =>
          recorder
            .prepare("SELECT id, username FROM akun WHERE id = ? OR username = ? COLLATE NOCASE")
            .bind(draft.id, draft.username),
        ),
      );
      return results.map((result) => result.results as Array<{ id: string; username: string }>);
    }
    const { reads } = contentKinds[collection].store;
    const results = await target.batch(
      drafts.flatMap((draft) => reads.sql.map((sql) => recorder.prepare(sql).bind(draft.id))),
    );
    return drafts.map((_, index) =>
      reads.assemble(
        results.slice(index * reads.sql.length, (index + 1) * reads.sql.length) as unknown as D1Result[],
      ),
    );
  }

  /** Writes `plans` in one batch; if it fails, each on its own, so one bad write spoils only itself. */
  async function write(collection: Collection, plans: Plan[], ids: string[], counts: CollectionReport) {
    const writing = plans.flatMap((plan, index) =>
      plan.statements.length > 0 ? [{ plan, id: ids[index] as string }] : [],
    );
    if (dryRun || writing.length === 0) return;
    // Accounts are no content: no page changes with them, so the content version stays.
    const bump = collection === "akun" ? [] : [bumpContentVersion(recorder)];
    let results: StatementResult[] | null = null;
    try {
      results = await target.batch([...bump, ...writing.flatMap(({ plan }) => plan.statements)]);
    } catch {
      results = null;
    }
    if (results) {
      for (const { plan } of writing) await plan.after?.();
      if (collection === "akun") checkAccountsWritten(writing, results.slice(bump.length), counts);
      return;
    }
    for (const { plan, id } of writing) {
      try {
        const own = await target.batch([...bump, ...plan.statements]);
        if (collection === "akun") checkAccountsWritten([{ plan, id }], own.slice(bump.length), counts);
        await plan.after?.();
      } catch (error) {
        await deleteUploads(target.bucket, plan.stored);
        counts[plan.outcome === "added" ? "added" : "updated"] -= 1;
        counts.skipped += 1;
        counts.reasons.push({
          id,
          message: importerMessages.writeFailed((error as Error).message.split("\n")[0] ?? ""),
        });
        counts.warnings = counts.warnings.filter((warning) => warning.id !== id);
      }
    }
  }

  /** An INSERT … WHERE NOT EXISTS that changed nothing lost a race for its username. */
  function checkAccountsWritten(
    writing: Array<{ plan: Plan; id: string }>,
    results: StatementResult[],
    counts: CollectionReport,
  ) {
    writing.forEach(({ id }, index) => {
      if (results[index * 2]?.meta.changes === 0) {
        counts.added -= 1;
        counts.skipped += 1;
        counts.reasons.push({ id, message: accountMessages.usernameTaken });
      }
    });
  }

  async function runBatch(collection: Collection, documents: ExportDocument[]) {
    const counts = report.collections[collection];
    const drafts: Array<{ draft: Drafts[Collection]; warnings: string[] }> = [];
    for (const document of documents) {
      const mapped = document.duplicate
        ? { ok: false as const, reason: importMessages.duplicate }
        : mapDocument(collection, document.id, document.json);
      if (!mapped.ok) {
        counts.skipped += 1;
        counts.reasons.push({ id: document.id, message: mapped.reason });
      } else drafts.push({ draft: mapped.record, warnings: mapped.warnings });
    }
    if (drafts.length === 0) return;
    const stored = await storedFor(
      collection,
      drafts.map(({ draft }) => draft),
    );
    const plans = await pool(drafts, IMAGE_CONCURRENCY, async ({ draft }, index) => {
      try {
        return collection === "akun"
          ? await planAkun(draft as AkunDraft, stored[index] as Array<{ id: string; username: string }>)
          : await planContent(collection, draft as Drafts[ContentCollection], stored[index] as never);
      } catch (error) {
        return skip(importerMessages.failed((error as Error).message));
      }
    });
    plans.forEach((plan, index) => {
      const { draft, warnings } = drafts[index] as (typeof drafts)[number];
      counts[plan.outcome] += 1;
      if (plan.reason) counts.reasons.push({ id: draft.id, message: plan.reason });
      // Only a record that is written reports what it lost on the way.
      if (plan.outcome === "added" || plan.outcome === "updated") {
        for (const message of [...warnings, ...plan.warnings])
          counts.warnings.push({ id: draft.id, message });
      }
    });
    await write(
      collection,
      plans,
      drafts.map(({ draft }) => draft.id),
      counts,
    );
  }

  const done = Object.fromEntries(COLLECTIONS.map((name) => [name, 0])) as Record<Collection, number>;
  let pending: ExportDocument[] = [];
  const flush = async () => {
    const first = pending[0];
    if (!first) return;
    await runBatch(first.collection, pending);
    done[first.collection] += pending.length;
    options.progress?.(first.collection, done[first.collection], outline.counts[first.collection]);
    pending = [];
  };
  for (const document of read()) {
    if (
      pending.length > 0 &&
      (pending.length >= BATCH_RECORDS || pending[0]?.collection !== document.collection)
    ) {
      await flush();
    }
    pending.push(document);
  }
  await flush();
  return report;
}
