import { env } from "cloudflare:workers";
import type { ListFilter } from "@padukuhan/shared/pages";
import type { Collection } from "@padukuhan/shared/routes";
import { beforeAll, describe, expect, it } from "vitest";
import { largeAgenda, largeArtikel, largeGaleri, largeUmkm } from "../../../scripts/lib/large-content";
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
import {
  ARTIKEL_READS,
  SELECT_TAGS as ARTIKEL_TAGS,
  insertArtikelStatements,
  PUBLIC_ARTIKEL_READS,
} from "./artikel/store";
import { GALERI_LIST } from "./galeri/lists";
import { GALERI_READ, insertGaleriStatements } from "./galeri/store";
import { UMKM_LIST } from "./umkm/lists";
import { insertUmkmStatements, SELECT_PRODUK, UMKM_READS, SELECT_TAGS as UMKM_TAGS } from "./umkm/store";

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
      sql: childRowsSql(ARTIKEL_TAGS, "artikel_id", 3),
      values: ["art000001", "art000002", "art000003"],
    },
  },
  {
    name: "tags of a page of UMKM",
    statement: { sql: childRowsSql(UMKM_TAGS, "umkm_id", 2), values: ["umkm000001", "umkm000002"] },
  },
  {
    name: "products of a page of UMKM",
    statement: { sql: childRowsSql(SELECT_PRODUK, "umkm_id", 2), values: ["umkm000001", "umkm000002"] },
  },
];

describe("query plans", () => {
  it.each([...listCases, ...otherCases])(
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
