import { env } from "cloudflare:workers";
import { DATA_TABLES } from "@padukuhan/shared/data-padukuhan";
import { wibMonthRange } from "@padukuhan/shared/lapor-admin";
import type { ListFilter } from "@padukuhan/shared/pages";
import type { Collection } from "@padukuhan/shared/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { largeAgenda, largeArtikel, largeGaleri, largeUmkm } from "../../../scripts/lib/large-content";
import { budget, PENDUDUK } from "../../test/data-padukuhan";
import { request } from "../../test/http";
import { childRowsSql, type Statement } from "../db/client";
import { bumpContentVersion } from "../db/content-version";
import {
  CATEGORIES_SQL,
  type ListOrder,
  type ListStatement,
  listStatement,
  relatedStatement,
  type Start,
  totalStatement,
} from "../db/lists";
import {
  AGENDA_READ,
  adminAgendaStatement,
  agendaListStatement,
  agendaTotalStatement,
  ENDED_AGENDA_SQL,
  insertAgendaStatements,
} from "./agenda/store";
import { ARTIKEL_LIST, adminArtikelStatement } from "./artikel/lists";
import { ARTIKEL_READS, artikelTags, insertArtikelStatements, PUBLIC_ARTIKEL_READS } from "./artikel/store";
import {
  DATA_DELETE,
  DATA_FILES_SQL,
  DATA_FOUND,
  DATA_INDEX_SQL,
  DATA_TABLE_SQL,
  DATA_TREND_SQL,
  DATA_UPSERT,
  DATA_YEAR_SQL,
} from "./data/store";
import { GALERI_LIST } from "./galeri/lists";
import { GALERI_READ, insertGaleriStatements } from "./galeri/store";
import {
  LAPOR_ANSWER_SQL,
  LAPOR_ANSWERS_SQL,
  LAPOR_COUNTS_SQL,
  LAPOR_DELETE_ANSWER,
  LAPOR_INSERT_ANSWER,
  LAPOR_PHOTOS_SQL,
  LAPOR_REPORT_SQL,
  LAPOR_SET_PUBLIK,
  LAPOR_SET_STATUS,
  LAPOR_STATE_SQL,
  LAPOR_TITLE_SQL,
  LAPOR_UPDATE_ANSWER,
  type LaporListFilter,
  laporPageStatement,
} from "./lapor/admin-routes";
import {
  PUBLIC_REPORT_COUNTS,
  PUBLIC_REPORTS_ANSWERS,
  PUBLIC_REPORTS_PAGE,
  PUBLIC_REPORTS_PHOTOS,
} from "./lapor/public-list";
import { UMKM_LIST } from "./umkm/lists";
import { insertUmkmStatements, SELECT_PRODUK, UMKM_READS, umkmTags } from "./umkm/store";

async function batched(statements: Statement[]) {
  for (let at = 0; at < statements.length; at += 400) {
    await env.DB.batch(statements.slice(at, at + 400));
  }
}

beforeAll(async () => {
  const db = env.DB;
  await batched([
    ...largeArtikel(600).flatMap((record) => insertArtikelStatements(db, record)),
    ...largeUmkm(300).flatMap((record) => insertUmkmStatements(db, record)),
    ...largeGaleri(600).flatMap((record) => insertGaleriStatements(db, record)),
    ...largeAgenda(600).flatMap((record) => insertAgendaStatements(db, record)),
    bumpContentVersion(db),
  ]);
  // 10,000 residents' reports (decision 021) over about fourteen months, in every state and
  // category, each with a photo and every tenth with an answer.
  await db.batch([
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 10000)
         INSERT INTO laporan (id, kode, kategori, judul, uraian, lokasi, nama, no_telp, status, publik, created_at)
         SELECT printf('lapor%05d', i), printf('LW-%08d', i), CASE i % 3 WHEN 0 THEN 'Penerangan' WHEN 1 THEN 'Saluran Air' ELSE 'Jalan dan Jembatan' END,
           'Laporan', 'Uraian', 'RT 01', 'Warga', '0812 0000 0000', CASE i % 4 WHEN 0 THEN 'baru' WHEN 1 THEN 'diproses' WHEN 2 THEN 'selesai' ELSE 'ditolak' END,
           i % 2, 1700000000000 - i * 3600000 FROM n`,
    ),
    db.prepare(
      "INSERT INTO laporan_foto (laporan_id, position, foto) SELECT id, 1, '/img/uploads/x/original.jpg' FROM laporan",
    ),
    db.prepare(
      "INSERT INTO laporan_jawaban (id, laporan_id, text, created_at) SELECT 'j' || id, id, 'Jawaban', created_at + 1 FROM laporan WHERE rowid % 10 = 0",
    ),
  ]);
  // 'Data Padukuhan' (decision 022): every table of twenty years, the population's and the
  // budget's with their figures (the breakdowns' empty: left out when read).
  await db
    .prepare(
      `WITH RECURSIVE y(tahun) AS (SELECT 2007 UNION ALL SELECT tahun + 1 FROM y WHERE tahun < 2026),
         t(tabel) AS (VALUES ${DATA_TABLES.map((tabel) => `('${tabel}')`).join(", ")})
       INSERT INTO data_tabel (tabel, tahun, isi, updated_at)
       SELECT tabel, tahun, CASE tabel WHEN 'penduduk' THEN ?1 WHEN 'apbdes' THEN ?2 ELSE '{}' END, 1700000000000 FROM y, t`,
    )
    .bind(JSON.stringify(PENDUDUK), JSON.stringify(budget()))
    .run();
});

/** The tables that grow with the village's content. */
const CONTENT_TABLES = [
  "artikel",
  "artikel_tags",
  "umkm",
  "umkm_tags",
  "umkm_produk",
  "galeri",
  "agenda",
  "content_counts",
  "laporan",
  "laporan_foto",
  "laporan_jawaban",
  "data_tabel",
];

async function plan({ sql, values }: ListStatement): Promise<string[]> {
  const { results } = await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .bind(...values)
    .all<{ detail: string }>();
  return results.map((row) => row.detail);
}

/** What makes a query's cost grow with the content: a full scan or a sort of a content table. */
function problems(details: string[]): string[] {
  return details.filter(
    (detail) =>
      /TEMP B-TREE/.test(detail) ||
      CONTENT_TABLES.some((table) =>
        new RegExp(`^SCAN (${table}|t)\\b(?!.* USING (COVERING )?INDEX)`).test(detail),
      ),
  );
}

const FILTERS: Record<Collection, ListFilter[]> = {
  artikel: [
    { q: "", kategori: "" },
    { q: "", kategori: "Kesehatan" },
    { q: "warga", kategori: "" },
    { q: "warga pan", kategori: "Kesehatan" },
  ],
  umkm: [
    { q: "", kategori: "" },
    { q: "", kategori: "Makanan" },
    { q: "warung", kategori: "" },
    { q: "warung", kategori: "Makanan" },
  ],
  galeri: [
    { q: "", kategori: "" },
    { q: "", kategori: "Budaya" },
    { q: "agustus", kategori: "" },
    { q: "sawah", kategori: "Pemandangan" },
  ],
};
const ORDERS: Record<Collection, ListOrder[]> = {
  artikel: ["relevan", "terbaru"],
  umkm: ["terbaru", "terlama", "nama", "relevan"],
  galeri: ["relevan", "terbaru"],
};
/** Each kind's list, as its folder describes it. */
const LISTS = { artikel: ARTIKEL_LIST, umkm: UMKM_LIST, galeri: GALERI_LIST };
const STARTS: Start[] = [{ offset: 0 }, { offset: 24 }, { after: [1_700_000_000_000, "art000010"] }];

const listCases = (Object.keys(FILTERS) as Collection[]).flatMap((collection) =>
  FILTERS[collection].flatMap((filter) =>
    ORDERS[collection].flatMap((order) =>
      STARTS.map((start) => ({
        name: `${collection} ${JSON.stringify(filter)} ${order} ${JSON.stringify(start)}`,
        statement: listStatement(LISTS[collection], "t.id", filter, order, 13, start),
      })),
    ),
  ),
);

const otherCases: { name: string; statement: ListStatement }[] = [
  ...(Object.keys(FILTERS) as Collection[]).flatMap((collection) => [
    ...FILTERS[collection].map((filter) => ({
      name: `total ${collection} ${JSON.stringify(filter)}`,
      statement: totalStatement(LISTS[collection], filter),
    })),
    { name: `categories ${collection}`, statement: { sql: CATEGORIES_SQL, values: [collection] } },
  ]),
  { name: "related artikel", statement: relatedStatement(ARTIKEL_LIST, "t.id", "art000001") },
  { name: "related umkm", statement: relatedStatement(UMKM_LIST, "t.id", "umkm000001") },
  ...[...ARTIKEL_READS, ...PUBLIC_ARTIKEL_READS].map((sql) => ({
    name: `artikel by id: ${sql}`,
    statement: { sql, values: ["art000001"] },
  })),
  ...[
    { q: "", limit: 20, cursor: null },
    { q: "", limit: 20, cursor: { after: [1_700_000_000_000, "art000010"] as [number, string] } },
    { q: "warga pan", limit: 20, cursor: null },
    { q: "warga", limit: 20, cursor: { after: [1_700_000_000_000, "art000010"] as [number, string] } },
  ].map((request) => ({
    name: `admin's articles ${JSON.stringify(request)}`,
    statement: adminArtikelStatement("t.id", request),
  })),
  ...UMKM_READS.map((sql) => ({ name: `umkm by id: ${sql}`, statement: { sql, values: ["umkm000001"] } })),
  { name: "galeri by id", statement: { sql: GALERI_READ, values: ["foto000001"] } },
  // 'Agenda Kegiatan': both lists, searched or not, the admin's list, one event, the minute job.
  ...[false, true].flatMap((arsip) =>
    [
      { q: "", kategori: "" },
      { q: "balai warga", kategori: "" },
    ].flatMap((filter) => [
      {
        name: `agenda ${arsip ? "arsip" : "mendatang"} ${JSON.stringify(filter)}`,
        statement: agendaListStatement(arsip, filter, { offset: 24, limit: 13 }),
      },
      {
        name: `total agenda ${arsip ? "arsip" : "mendatang"} ${JSON.stringify(filter)}`,
        statement: agendaTotalStatement(arsip, filter),
      },
    ]),
  ),
  ...["", "balai"].flatMap((q) =>
    [null, [1_700_000_000_000, "agenda000010"] as const].map((after) => ({
      name: `admin agenda ${JSON.stringify(q)} after ${JSON.stringify(after)}`,
      statement: adminAgendaStatement(q, after, 21),
    })),
  ),
  { name: "agenda by id", statement: { sql: AGENDA_READ, values: ["agenda000001"] } },
  {
    name: "agenda ended (minute job)",
    statement: { sql: ENDED_AGENDA_SQL, values: [1_800_000_000_000, 50] },
  },
  {
    name: "tags of a page of articles",
    statement: {
      sql: childRowsSql(artikelTags.select, "artikel_id", 3),
      values: ["art000001", "art000002", "art000003"],
    },
  },
  {
    name: "tags of a page of UMKM",
    statement: { sql: childRowsSql(umkmTags.select, "umkm_id", 2), values: ["umkm000001", "umkm000002"] },
  },
  {
    name: "products of a page of UMKM",
    statement: { sql: childRowsSql(SELECT_PRODUK, "umkm_id", 2), values: ["umkm000001", "umkm000002"] },
  },
];

/** 'Laporan Warga': the office's list on every filter, and each of its reads and writes. */
const LAPOR_AFTER: [number, string] = [1_700_000_000_000, "lapor00100"];
const NOVEMBER_2023 = wibMonthRange("2023-11");
const laporListCases = [
  ...([null, "selesai"] as const).flatMap((status) =>
    [null, "Penerangan"].flatMap((kategori) =>
      [null, NOVEMBER_2023].flatMap((month) =>
        [null, LAPOR_AFTER].map((after) => {
          const filter: LaporListFilter = { status, kategori, month };
          return {
            name: `admin lapor ${JSON.stringify(filter)} after ${JSON.stringify(after)}`,
            statement: laporPageStatement(filter, after, 21),
          };
        }),
      ),
    ),
  ),
];
const laporOtherCases: { name: string; statement: ListStatement }[] = [
  { name: "lapor counts", statement: { sql: LAPOR_COUNTS_SQL, values: [] } },
  ...[LAPOR_REPORT_SQL, LAPOR_PHOTOS_SQL, LAPOR_ANSWERS_SQL, LAPOR_TITLE_SQL, LAPOR_STATE_SQL].map((sql) => ({
    name: `lapor by id: ${sql}`,
    statement: { sql, values: ["lapor00010"] },
  })),
  // The public record (/lapor/daftar): a page of public reports, its photos and answers, the chart.
  ...[PUBLIC_REPORTS_PAGE, PUBLIC_REPORTS_PHOTOS, PUBLIC_REPORTS_ANSWERS].map((sql) => ({
    name: `lapor public page: ${sql.slice(0, 40)}`,
    statement: { sql, values: [13, 24] },
  })),
  { name: "lapor public counts", statement: { sql: PUBLIC_REPORT_COUNTS, values: [] } },
  { name: "lapor set status", statement: { sql: LAPOR_SET_STATUS, values: ["selesai", 1, "lapor00010"] } },
  { name: "lapor set publik", statement: { sql: LAPOR_SET_PUBLIK, values: [1, 1, "lapor00010"] } },
  {
    name: "lapor insert answer",
    statement: { sql: LAPOR_INSERT_ANSWER, values: ["j", "lapor00010", "akun", "t", 1] },
  },
  { name: "lapor answer by id", statement: { sql: LAPOR_ANSWER_SQL, values: ["jlapor00010", "lapor00010"] } },
  {
    name: "lapor update answer",
    statement: { sql: LAPOR_UPDATE_ANSWER, values: ["t", 1, "jlapor00010", "lapor00010", "akun"] },
  },
  {
    name: "lapor delete answer",
    statement: { sql: LAPOR_DELETE_ANSWER, values: ["jlapor00010", "lapor00010", "akun"] },
  },
];

/** 'Data Padukuhan': the pages' reads, the office's, the downloads' and the writes. */
const dataCases: { name: string; statement: ListStatement }[] = [
  { name: "data index", statement: { sql: DATA_INDEX_SQL, values: [] } },
  { name: "data files (office's list, sitemap)", statement: { sql: DATA_FILES_SQL, values: [] } },
  { name: "data of a year", statement: { sql: DATA_YEAR_SQL, values: [2026] } },
  { name: "data population trend", statement: { sql: DATA_TREND_SQL, values: [] } },
  { name: "data one table", statement: { sql: DATA_TABLE_SQL, values: ["apbdes", 2026] } },
  { name: "data upsert", statement: { sql: DATA_UPSERT, values: ["penduduk", 2026, "{}", 1] } },
  { name: "data delete", statement: { sql: DATA_DELETE, values: ["penduduk", 2026] } },
  { name: "data found", statement: { sql: `SELECT ${DATA_FOUND}`, values: ["penduduk", 2026] } },
];

describe("query plans", () => {
  it.each([...listCases, ...otherCases, ...laporListCases, ...laporOtherCases, ...dataCases])(
    "$name uses an index: no full scan or sort of a content table",
    async ({ statement }) => {
      const details = await plan(statement);
      expect(problems(details), details.join("\n")).toEqual([]);
    },
  );

  it("every public list and related statement on articles walks a published-only index", async () => {
    const statements = [
      ...listCases.filter((item) => item.name.startsWith("artikel ")).map((item) => item.statement),
      relatedStatement(ARTIKEL_LIST, "t.id", "art000001"),
    ];
    for (const statement of statements) {
      expect(statement.sql).toContain("t.status = 'terbit'");
      const details = await plan(statement);
      const walks = details.filter((detail) => /^(SCAN|SEARCH) t\b/.test(detail));
      // Ranked search reads the rows by rowid from the search index, which holds published rows only.
      for (const walk of walks) {
        expect(walk, details.join("\n")).toMatch(/artikel_terbit(_kategori)?_idx|INTEGER PRIMARY KEY/);
      }
    }
  });

  it("every statement of 'Laporan Warga' and 'Data Padukuhan' goes by a key or index: no plain scan of any table, no sort", async () => {
    for (const { name, statement } of [...laporListCases, ...laporOtherCases, ...dataCases]) {
      const details = await plan(statement);
      const scans = details.filter((detail) =>
        /^SCAN (?!CONSTANT ROW)\w+\b(?!.* USING (COVERING )?INDEX)|TEMP B-TREE/.test(detail),
      );
      expect(scans, `${name}\n${details.join("\n")}`).toEqual([]);
    }
  });

  it("each filter of the office's list walks its own index, newest first", async () => {
    const cases: [LaporListFilter["status"], string | null, string][] = [
      [null, null, "laporan_newest_idx"],
      [null, "Saluran Air", "laporan_kategori_idx"],
      ["diproses", null, "laporan_status_idx"],
      ["diproses", "Saluran Air", "laporan_status_kategori_idx"],
    ];
    for (const [status, kategori, index] of cases) {
      const details = await plan(
        laporPageStatement({ status, kategori, month: NOVEMBER_2023 }, LAPOR_AFTER, 21),
      );
      // Within the month and below the cursor: both bound the walk, neither is a mere filter.
      expect(details.join("\n")).toMatch(
        new RegExp(
          `^SEARCH laporan USING INDEX ${index} \\(.*created_at>\\? AND \\(created_at,id\\)<\\(\\?,\\?\\)\\)$`,
        ),
      );
    }
  });

  it("notices a query that would sort a whole table (the check itself works)", async () => {
    const details = await plan({ sql: "SELECT id FROM artikel ORDER BY judul LIMIT 5", values: [] });
    expect(problems(details)).not.toEqual([]);
    const scan = await plan({ sql: "SELECT id FROM galeri WHERE judul = ?", values: ["x"] });
    expect(problems(scan)).not.toEqual([]);
  });
});

describe("what a request reads with hundreds of records", () => {
  // D1 bills rows read; each of these must stay within the same small budget at any size.
  it.each([
    "/",
    "/artikel",
    "/artikel?q=warga",
    "/artikel?kategori=Kesehatan&halaman=3",
    "/artikel/art000005",
    "/galeri",
    "/galeri?q=agustus",
    "/umkm",
    "/umkm?urut=nama&halaman=2",
    "/umkm/umkm000005",
    "/about",
    "/agenda",
    "/agenda?halaman=5",
    "/agenda/arsip?halaman=3",
    "/agenda?q=balai",
    "/agenda/agenda000005",
    "/lapor",
    "/lapor/daftar",
    "/lapor/daftar?tahun=2023&halaman=5",
    // 'Data Padukuhan': twenty years of every table.
    "/data",
    "/data?tahun=2010",
    "/data/apbdes",
    "/data/apbdes-2026.json",
    "/data/penduduk-2026.csv",
    "/api/agenda/agenda000005/kalender.ics",
    "/api/artikel",
    "/api/umkm?urut=terlama",
    "/api/galeri?q=sawah",
    "/api/pages/artikel?q=warga&halaman=2",
    "/api/artikel?kategori=Kesehatan",
    "/api/artikel/art000005",
    // Past the last page, and a sorted search that matches nothing: the count only.
    "/artikel?halaman=99999",
    "/galeri?q=warga&halaman=500",
    "/umkm?q=zzzz&urut=terbaru",
  ])("%s reads at most 300 rows", async (path) => {
    const response = await request(path);
    expect(response.status).toBe(200);
    const rowsRead = Number(response.headers.get("x-d1-rows-read"));
    await response.arrayBuffer();
    expect(rowsRead).toBeGreaterThan(0);
    expect(rowsRead).toBeLessThanOrEqual(300);
  });
});
