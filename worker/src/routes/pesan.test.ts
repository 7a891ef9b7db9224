import { createExecutionContext, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import {
  PESAN_HONEYPOT,
  PESAN_LIMITS,
  PESAN_PATHS,
  type PesanEntry,
  pesanMessages,
} from "@padukuhan/shared/pesan";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { ADMIN_ORIGIN, adminRequest, createAccount, PUBLIC_ORIGIN, signIn } from "../../test/auth";
import { errorBody, request } from "../../test/http";
import { adminToken, formOf, sendForm as sendAdminForm } from "../../test/upload";
import { app } from "../app";
import { DAILY_CRON, MINUTE_CRON } from "../cron";
import worker from "../index";
import { CLEAR_SENDERS, PRUNE_READ } from "../lib/pesan-upkeep";
import { senderBlockHash, senderHash } from "../lib/sender";
import {
  bulkDelete,
  bulkFind,
  bulkMark,
  MARK,
  PESAN_PAGE,
  PESAN_PAGE_AFTER,
  STAR,
  UNREAD_COUNT,
} from "./admin-pesan";
import { INBOX_TOTALS, INSERT_IF_ALLOWED, OLDEST_COUNTED, OLDEST_COUNTED_BLOCK } from "./pesan";

const message = {
  nama: "Bu Sri",
  email: "sri@contoh.id",
  subjek: "Jadwal posyandu",
  pesan: "Kapan posyandu bulan depan?\n<b>tebal</b> tetap teks.",
};

let address = 0;
/** A new visitor's address for each test, so the hourly limit of one never touches another. */
const nextAddress = () => `203.0.113.${++address}`;

function sendJson(body: unknown, ip: string, headers: Record<string, string> = {}) {
  return request(PESAN_PATHS.kirim, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: PUBLIC_ORIGIN,
      "CF-Connecting-IP": ip,
      ...headers,
    },
    body: JSON.stringify(body),
  });
}

function sendForm(fields: Record<string, string>, ip: string, headers: Record<string, string> = {}) {
  return request(PESAN_PATHS.kirim, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: PUBLIC_ORIGIN,
      "CF-Connecting-IP": ip,
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const stored = async (ip: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM pesan WHERE pengirim = ?")
      .bind(await senderHash(undefined, ip))
      .first<{ n: number }>()
  )?.n ?? 0;

let token = "";
beforeAll(async () => {
  await createAccount("penerima", "rahasia-sekali");
  token = await signIn("penerima", "rahasia-sekali");
});

describe("POST /kontak (Kirim Pesan)", () => {
  it("stores a message sent by the hydrated form and answers JSON", async () => {
    const ip = nextAddress();
    const response = await sendJson(message, ip);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true, message: pesanMessages.terkirim });
    const row = await env.DB.prepare("SELECT * FROM pesan WHERE pengirim = ?")
      .bind(await senderHash(undefined, ip))
      .first<Record<string, unknown>>();
    expect(row).toMatchObject({ ...message, dibaca: 0 });
    // Never the address itself.
    expect(JSON.stringify(row)).not.toContain(ip);
  });

  it("redirects a form sent without JavaScript to the confirmation page", async () => {
    const ip = nextAddress();
    const response = await sendForm(message, ip);
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe(PESAN_PATHS.terkirim);
    expect(await stored(ip)).toBe(1);
    const page = await request(PESAN_PATHS.terkirim);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain("Pesan Anda sudah terkirim");
  });

  it("accepts a filled honeypot as if all went well, and stores nothing", async () => {
    const ip = nextAddress();
    expect((await sendJson({ ...message, [PESAN_HONEYPOT]: "http://spam.example" }, ip)).status).toBe(201);
    const form = await sendForm({ ...message, [PESAN_HONEYPOT]: "x" }, ip);
    expect(form.status).toBe(303);
    expect(await stored(ip)).toBe(0);
  });

  it("takes 5 messages an hour from one address, refuses the 6th and stores nothing of it", async () => {
    const ip = nextAddress();
    for (let index = 0; index < 5; index++) expect((await sendJson(message, ip)).status).toBe(201);
    const refused = await sendJson(message, ip);
    expect(refused.status).toBe(429);
    expect((await errorBody(refused)).error.message).toBe(pesanMessages.throttled);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(3000);
    const refusedForm = await sendForm(message, ip);
    expect(refusedForm.status).toBe(429);
    expect(await refusedForm.text()).toContain(pesanMessages.throttled);
    expect(await stored(ip)).toBe(5);
    // Another address is not held up.
    expect((await sendJson(message, nextAddress())).status).toBe(201);
  });

  it("counts an IPv6 /64 as one sender", async () => {
    for (let index = 1; index <= 5; index++) {
      expect((await sendJson(message, `2001:db8:77:1::${index}`)).status).toBe(201);
    }
    expect((await sendJson(message, "2001:db8:77:1:ffff::9")).status).toBe(429);
  });

  it("never lets more than 5 of many concurrent posts in", async () => {
    const ip = nextAddress();
    const answers = await Promise.all(Array.from({ length: 9 }, () => sendJson(message, ip)));
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(5);
    expect(await stored(ip)).toBe(5);
  });

  it("refuses a post from another origin, or none", async () => {
    const ip = nextAddress();
    const cross = await sendJson(message, ip, { Origin: "https://jahat.example" });
    expect(cross.status).toBe(403);
    expect((await errorBody(cross)).error.message).toBe(pesanMessages.forbidden);
    expect((await sendJson(message, ip, { Origin: ADMIN_ORIGIN })).status).toBe(403);
    const crossForm = await sendForm(message, ip, { Origin: "https://jahat.example" });
    expect(crossForm.status).toBe(403);
    const bare = await request(PESAN_PATHS.kirim, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip, "Sec-Fetch-Site": "cross-site" },
      body: JSON.stringify(message),
    });
    expect(bare.status).toBe(403);
    expect(await stored(ip)).toBe(0);
  });

  it("refuses fields too long or missing with Indonesian messages per field", async () => {
    const ip = nextAddress();
    const tooLong = await sendJson(
      { ...message, subjek: "s".repeat(PESAN_LIMITS.subjek + 1), email: "bukan-email" },
      ip,
    );
    expect(tooLong.status).toBe(400);
    const body = (await tooLong.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({
      subjek: `Maksimal ${PESAN_LIMITS.subjek} karakter`,
      email: pesanMessages.emailInvalid,
    });
    const missing = await sendForm({ nama: " " }, ip);
    expect(missing.status).toBe(400);
    const page = await missing.text();
    expect(page).toContain(pesanMessages.namaRequired);
    expect(page).toContain(pesanMessages.pesanRequired);
    expect(await stored(ip)).toBe(0);
  });

  it("refuses a body over the limit with 413", async () => {
    const ip = nextAddress();
    const response = await sendJson({ ...message, pesan: "x".repeat(40_000) }, ip);
    expect(response.status).toBe(413);
    expect(await stored(ip)).toBe(0);
  });

  it("exists only on the public host, for POST", async () => {
    const onAdmin = await request(PESAN_PATHS.kirim, {
      method: "POST",
      host: "admin.padukuhan.localhost:8787",
      headers: { "Content-Type": "application/json", Origin: ADMIN_ORIGIN },
      body: JSON.stringify(message),
    });
    expect(onAdmin.status).toBe(404);
    expect((await request(PESAN_PATHS.kirim)).status).toBe(404);
  });

  it("keeps HTML as plain text", async () => {
    const ip = nextAddress();
    await sendJson({ ...message, subjek: "<script>alert(1)</script>" }, ip);
    const row = await env.DB.prepare("SELECT subjek FROM pesan WHERE pengirim = ?")
      .bind(await senderHash(undefined, ip))
      .first<{ subjek: string }>();
    expect(row?.subjek).toBe("<script>alert(1)</script>");
  });
});

describe("/api/admin/pesan (Pesan Masuk)", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM pesan").run();
  });

  const list = async (query = "") => {
    const response = await adminRequest(`/api/admin/pesan${query}`, { token });
    expect(response.status).toBe(200);
    return (await response.json()) as { data: PesanEntry[]; next: string | null };
  };
  const unread = async () =>
    ((await (await adminRequest("/api/admin/pesan/belum-dibaca", { token })).json()) as { jumlah: number })
      .jumlah;

  it("lists newest first in pages, counts unread, marks read and unread, deletes with a Riwayat line", async () => {
    for (let index = 1; index <= 3; index++) {
      await sendJson({ ...message, subjek: `Subjek ${index}` }, nextAddress());
    }
    expect(await unread()).toBe(3);
    const first = await list("?limit=2");
    expect(first.data.map((entry) => entry.subjek)).toEqual(["Subjek 3", "Subjek 2"]);
    expect(first.data[0]).toMatchObject({ dibaca: false, nama: message.nama, email: message.email });
    expect(first.data[0]).not.toHaveProperty("pengirim");
    const second = await list(`?limit=2&cursor=${first.next}`);
    expect(second.data.map((entry) => entry.subjek)).toEqual(["Subjek 1"]);
    expect(second.next).toBeNull();

    const id = first.data[0]?.id ?? "";
    const mark = (dibaca: unknown) =>
      adminRequest(`/api/admin/pesan/${id}/dibaca`, {
        method: "PUT",
        token,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ dibaca }),
      });
    expect((await mark(true)).status).toBe(200);
    expect(await unread()).toBe(2);
    expect((await list()).data[0]?.dibaca).toBe(true);
    expect((await mark(false)).status).toBe(200);
    expect(await unread()).toBe(3);
    expect((await mark("ya")).status).toBe(400);

    const removed = await adminRequest(`/api/admin/pesan/${id}`, { method: "DELETE", token });
    expect(removed.status).toBe(200);
    expect(await unread()).toBe(2);
    const line = await env.DB.prepare(
      "SELECT kind, action, title FROM activity_log WHERE record_id = ? ORDER BY id DESC LIMIT 1",
    )
      .bind(id)
      .first();
    expect(line).toEqual({ kind: "pesan", action: "hapus", title: "Subjek 3" });
    const again = await adminRequest(`/api/admin/pesan/${id}`, { method: "DELETE", token });
    expect(again.status).toBe(404);
    expect((await errorBody(again)).error.message).toBe(pesanMessages.notFound);
  });

  it("reads only what it shows: a page of the list and the capped unread count, whatever the inbox holds", async () => {
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO pesan (id, nama, email, subjek, pesan, pengirim, created_at) VALUES (?, 'N', 'n@contoh.id', ?, 'P', ?, ?)",
    );
    await env.DB.batch(
      Array.from({ length: 300 }, (_, index) =>
        insert.bind(`banyak-${index}`, `Subjek ${index}`, `h${index}`, now - index),
      ),
    );
    const rowsRead = async (path: string) =>
      Number((await adminRequest(path, { token })).headers.get("x-d1-rows-read"));
    // The session check reads a few rows; the page its 21, the count at most 100.
    expect(await rowsRead("/api/admin/pesan?limit=20")).toBeLessThan(40);
    expect(await rowsRead("/api/admin/pesan/belum-dibaca")).toBeLessThan(120);
    expect(await unread()).toBe(100);
  });

  it("refuses a cursor that is not one", async () => {
    const response = await adminRequest("/api/admin/pesan?cursor=!!", { token });
    expect(response.status).toBe(400);
  });

  it("is closed without a session", async () => {
    expect((await adminRequest("/api/admin/pesan")).status).toBe(401);
    expect((await adminRequest("/api/admin/pesan/belum-dibaca")).status).toBe(401);
  });
});

describe("query plans of the messages' statements", () => {
  const plan = async (sql: string, values: unknown[]) =>
    (
      await env.DB.prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...values)
        .all<{ detail: string }>()
    ).results.map((row) => row.detail);
  /** A full scan or a sort: a query whose cost grows with the table. */
  const problems = (details: string[]) =>
    details.filter(
      (detail) => /TEMP B-TREE/.test(detail) || /^SCAN pesan\b(?!.* USING (COVERING )?INDEX)/.test(detail),
    );

  it("reads every list, count and throttle through an index", async () => {
    const throttle = ["id", "n", "e", "s", "p", 1, 0, "hash", 5, "blok", 20, 2000, 20971520];
    const ids = ["a", "b", "c"];
    const cases: Array<[string, unknown[], string]> = [
      [PESAN_PAGE, [21], "pesan_newest_idx"],
      [PESAN_PAGE_AFTER, [1, "x", 21], "pesan_newest_idx"],
      [UNREAD_COUNT, [100], "pesan_unread_idx"],
      [INSERT_IF_ALLOWED, throttle, "pesan_pengirim_idx"],
      [INSERT_IF_ALLOWED, throttle, "pesan_pengirim_blok_idx"],
      // The ceiling: two kept totals, read by primary key however full the inbox is.
      [INSERT_IF_ALLOWED, throttle, "sqlite_autoindex_content_counts_1"],
      [INBOX_TOTALS, [], "sqlite_autoindex_content_counts_1"],
      [OLDEST_COUNTED, throttle.slice(0, 9), "pesan_pengirim_idx"],
      [OLDEST_COUNTED_BLOCK, throttle.slice(0, 11), "pesan_pengirim_blok_idx"],
      [MARK, [1, "x"], "sqlite_autoindex_pesan_1"],
      [STAR, [1, "x"], "sqlite_autoindex_pesan_1"],
      [bulkFind(ids), ids, "sqlite_autoindex_pesan_1"],
      [bulkMark(ids), [1, ...ids], "sqlite_autoindex_pesan_1"],
      [bulkDelete(ids), ids, "sqlite_autoindex_pesan_1"],
      [CLEAR_SENDERS, [0], "pesan_pengirim_lama_idx"],
      [PRUNE_READ, [0], "pesan_lama_idx"],
    ];
    for (const [sql, values, index] of cases) {
      const details = await plan(sql, values);
      expect(problems(details), sql).toEqual([]);
      expect(details.join("\n"), sql).toContain(index);
    }
  });
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;

/** Rows written straight into D1 in one statement (the triggers count them as any insert). */
async function insertMany(
  count: number,
  { prefix, dibaca = 0, berbintang = 0, createdAt = Date.now() - 2 * HOUR, pesanBytes = 1 }: InsertOptions,
) {
  await env.DB.prepare(
    `WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ?1)
INSERT INTO pesan (id, nama, email, subjek, pesan, dibaca, berbintang, pengirim, pengirim_blok, created_at)
SELECT ?2 || i, 'N', 'n@contoh.id', 'S', substr(hex(zeroblob(?3)), 1, ?3), ?4, ?5, '', '', ?6 FROM n`,
  )
    .bind(count, prefix, pesanBytes, dibaca, berbintang, createdAt)
    .run();
}
interface InsertOptions {
  prefix: string;
  dibaca?: 0 | 1;
  berbintang?: 0 | 1;
  createdAt?: number;
  pesanBytes?: number;
}

const kept = async () =>
  Object.fromEntries(
    (
      await env.DB.prepare("SELECT kategori, jumlah FROM content_counts WHERE koleksi = 'pesan'").all<{
        kategori: string;
        jumlah: number;
      }>()
    ).results.map((row) => [row.kategori, row.jumlah]),
  );
const count = async (where = "1") =>
  (await env.DB.prepare(`SELECT count(*) AS n FROM pesan WHERE ${where}`).first<{ n: number }>())?.n ?? 0;
const inboxState = async () =>
  (await (await adminRequest("/api/admin/pesan/belum-dibaca", { token })).json()) as {
    jumlah: number;
    penuh: string | null;
  };

describe("the inbox's ceiling (2,000 unread or 20 MB) and the /48 counter", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM pesan").run();
  });
  afterEach(async () => {
    await env.DB.prepare("DELETE FROM pesan").run();
  });

  it("keeps the unread total and the size by trigger, through inserts, marks and deletes", async () => {
    // A total of 0 is no row, as for the content's counts (a restore rebuilds exactly that).
    expect(await kept()).toEqual({});
    // nama 'N' 1 + email 11 + subjek 1 + pesan 10 bytes + 256 for the row = 279 each.
    await insertMany(3, { prefix: "t", pesanBytes: 10 });
    expect(await kept()).toEqual({ "belum-dibaca": 3, ukuran: 837 });
    await env.DB.prepare("UPDATE pesan SET dibaca = 1 WHERE id = 't1'").run();
    await env.DB.prepare("UPDATE pesan SET dibaca = 1 WHERE id = 't1'").run();
    expect(await kept()).toEqual({ "belum-dibaca": 2, ukuran: 837 });
    await env.DB.prepare("DELETE FROM pesan WHERE id IN ('t1', 't2')").run();
    expect(await kept()).toEqual({ "belum-dibaca": 1, ukuran: 279 });
    await env.DB.prepare("UPDATE pesan SET dibaca = 1").run();
    expect(await kept()).toEqual({ ukuran: 279 });
    await env.DB.prepare("UPDATE pesan SET dibaca = 0").run();
    expect(await kept()).toEqual({ "belum-dibaca": 1, ukuran: 279 });
    // A message's bytes, not its characters: 'é' is two.
    await sendJson({ ...message, nama: "é", email: "a@b.id", subjek: "s", pesan: "p" }, nextAddress());
    expect(await kept()).toEqual({ "belum-dibaca": 2, ukuran: 279 + 2 + 6 + 1 + 1 + 256 });
    await env.DB.prepare("DELETE FROM pesan").run();
    expect(await kept()).toEqual({});
  });

  it("holds against a flood from many /64s of one /48; sign-in, an admin edit and the minute job still work", async () => {
    await insertMany(1_970, { prefix: "banjir-" });
    const from48 = (n: number) => `2001:db8:48:${n.toString(16)}::1`;
    // Four /64s of the /48 send 5 each: 20, the block's hour.
    for (let n = 1; n <= 4; n++) {
      for (let index = 0; index < 5; index++) expect((await sendJson(message, from48(n))).status).toBe(201);
    }
    // The first /64 is at its own limit.
    const own = await sendJson(message, from48(1));
    expect(own.status).toBe(429);
    expect((await errorBody(own)).error.message).toBe(
      "Anda sudah mengirim 5 pesan dalam satu jam terakhir. Silakan coba lagi nanti.",
    );
    // A fresh /64 of the same /48 is held by the block's counter.
    const block = await sendJson(message, from48(0x99));
    expect(block.status).toBe(429);
    expect((await errorBody(block)).error.message).toBe(
      "Terlalu banyak pesan dari jaringan internet Anda dalam satu jam terakhir. Silakan coba lagi nanti.",
    );
    expect(Number(block.headers.get("Retry-After"))).toBeGreaterThan(3000);
    expect(await count(`pengirim_blok = '${await senderBlockHash(undefined, from48(0x99))}'`)).toBe(20);
    // Another /48 is not held up by it.
    expect((await sendJson(message, "2001:db8:49:1::1")).status).toBe(201);
    expect(await count()).toBe(1_991);

    // Up to the ceiling from anywhere, however many at once: 9 more fit, 12 are sent together.
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, index) => sendJson(message, `198.51.100.${index + 1}`)),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array.from({ length: 9 }, () => 201),
      503,
      503,
      503,
    ]);
    expect(await count("dibaca = 0")).toBe(2_000);
    const refused = await sendJson(message, "198.51.100.200");
    expect(refused.status).toBe(503);
    expect(await errorBody(refused)).toEqual({
      error: {
        code: "inbox_full",
        message:
          "Kotak pesan padukuhan sedang penuh, jadi pesan Anda belum dapat diterima. Silakan coba lagi beberapa hari lagi atau hubungi pengurus lewat email.",
      },
    });
    const refusedForm = await sendForm(message, "198.51.100.201");
    expect(refusedForm.status).toBe(503);
    expect(await refusedForm.text()).toContain("Kotak pesan padukuhan sedang penuh");
    expect(await count()).toBe(2_000);
    expect(await inboxState()).toEqual({ jumlah: 100, batas: 100, penuh: "belum-dibaca" });

    // The rest of the site writes as before: a sign-in, an admin edit, the minute job.
    const again = await signIn("penerima", "rahasia-sekali");
    expect(again).not.toBe("");
    const edit = await sendAdminForm(
      "/api/admin/pengumuman",
      "POST",
      formOf({
        text: "Kerja bakti setelah banjir pesan",
        link: "",
        mulai: "2099-01-01T08:00",
        selesai: "2099-01-02T08:00",
      }),
      await adminToken(),
    );
    expect(edit.status).toBe(201);
    const now = Date.now();
    await env.DB.prepare(
      "INSERT INTO pengumuman (id, text, mulai, selesai, aktif) VALUES ('mulai-sekarang', 'Ronda malam', ?, ?, 0)",
    )
      .bind(now - HOUR, now + HOUR)
      .run();
    await runCron(MINUTE_CRON, now);
    expect(
      await env.DB.prepare("SELECT aktif FROM pengumuman WHERE id = 'mulai-sekarang'").first<{
        aktif: number;
      }>(),
    ).toEqual({ aktif: 1 });
    await env.DB.prepare("DELETE FROM pengumuman").run();

    // Reading some makes room again.
    await env.DB.prepare("UPDATE pesan SET dibaca = 1 WHERE id = 'banjir-1'").run();
    expect((await inboxState()).penuh).toBeNull();
    expect((await sendJson(message, "198.51.100.202")).status).toBe(201);
    expect((await sendJson(message, "198.51.100.203")).status).toBe(503);
  });

  it("refuses new messages once the inbox holds 20 MB, read or not, until some are deleted", async () => {
    // 20 read messages of 1 MiB each: 20 × (1,048,576 + 13 + 256) = 20,976,900 bytes ≥ 20 MiB (20,971,520).
    await insertMany(20, { prefix: "besar-", dibaca: 1, pesanBytes: 1_048_576 });
    expect((await kept()).ukuran).toBe(20_976_900);
    const refused = await sendJson(message, nextAddress());
    expect(refused.status).toBe(503);
    expect((await errorBody(refused)).error.code).toBe("inbox_full");
    expect(await inboxState()).toEqual({ jumlah: 0, batas: 100, penuh: "ukuran" });
    const removed = await adminRequest("/api/admin/pesan/hapus", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ ids: ["besar-1"] }),
    });
    expect(removed.status).toBe(200);
    expect((await sendJson(message, nextAddress())).status).toBe(201);
  });
});

/** Runs the Worker's scheduled handler as the Cron Trigger `cron` would at `at`. */
async function runCron(cron: string, at: number) {
  const ctx = createExecutionContext();
  await worker.scheduled({ cron, scheduledTime: at, noRetry() {} } as ScheduledController, env, ctx);
  await waitOnExecutionContext(ctx);
}

describe("the senders' hashes and PESAN_KEY", () => {
  const PRODUCTION = {
    PUBLIC_ORIGIN: "https://padukuhan.example",
    ADMIN_ORIGIN: "https://admin.padukuhan.example",
  };
  const sendToProduction = async (ip: string, PESAN_KEY: string | undefined) => {
    const ctx = createExecutionContext();
    const response = await app.fetch(
      new Request(`https://padukuhan.example${PESAN_PATHS.kirim}`, {
        method: "POST",
        headers: {
          Host: "padukuhan.example",
          Origin: "https://padukuhan.example",
          "Content-Type": "application/json",
          "CF-Connecting-IP": ip,
        },
        body: JSON.stringify(message),
      }),
      { ...env, ...PRODUCTION, PESAN_KEY },
      ctx,
    );
    await waitOnExecutionContext(ctx);
    return response;
  };
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("on an https origin, stores nothing without the secret (or with a short one) and logs why", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    const before = await count();
    for (const key of [undefined, "", "pendek"]) {
      const response = await sendToProduction("203.0.113.240", key);
      expect(response.status).toBe(503);
      expect((await errorBody(response)).error.message).toBe(
        "Formulir pesan belum dapat menerima pesan karena situs belum selesai disiapkan. Silakan hubungi pengurus lewat email.",
      );
    }
    expect(await count()).toBe(before);
    const reasons = logged.mock.calls.map((call) => String(call[0]));
    expect(reasons).toHaveLength(3);
    expect(reasons[0]).toContain("PESAN_KEY is not set");
    expect(reasons[2]).toContain("PESAN_KEY is shorter than 32 characters");
  });

  it("with the secret, keeps only the address's keyed hash", async () => {
    const response = await sendToProduction("203.0.113.250", "kunci-rahasia-untuk-pengujian-saja-0123");
    expect(response.status).toBe(201);
    // HMAC-SHA-256 of "203.0.113.250" under that key, first 128 bits (worked out with openssl).
    expect(await count("pengirim = '7e9260950b47eeadc59f95c9b6866902'")).toBe(1);
  });

  it("empties the hashes on the minute after their hour, and leaves the hour's own", async () => {
    await env.DB.prepare("DELETE FROM pesan").run();
    const now = Date.now();
    const insert = env.DB.prepare(
      "INSERT INTO pesan (id, nama, email, subjek, pesan, pengirim, pengirim_blok, created_at) VALUES (?, 'N', 'n@contoh.id', 'S', 'P', 'hash', 'blok', ?)",
    );
    await env.DB.batch([
      insert.bind("lewat", now - HOUR - 1),
      insert.bind("tepat", now - HOUR),
      insert.bind("baru", now - HOUR + 60_000),
    ]);
    await runCron(MINUTE_CRON, now);
    const { results } = await env.DB.prepare(
      "SELECT id, pengirim, pengirim_blok FROM pesan ORDER BY created_at",
    ).all();
    expect(results).toEqual([
      { id: "lewat", pengirim: "", pengirim_blok: "" },
      { id: "tepat", pengirim: "", pengirim_blok: "" },
      { id: "baru", pengirim: "hash", pengirim_blok: "blok" },
    ]);
    await env.DB.prepare("DELETE FROM pesan").run();
  });
});

describe("the daily pruning of old read messages", () => {
  it("deletes read messages older than 180 days unless starred; keeps unread and newer ones", async () => {
    await env.DB.prepare("DELETE FROM pesan").run();
    const now = Date.now();
    await insertMany(2, { prefix: "lama-dibaca-", dibaca: 1, createdAt: now - 181 * DAY });
    await insertMany(1, { prefix: "lama-berbintang-", dibaca: 1, berbintang: 1, createdAt: now - 181 * DAY });
    await insertMany(1, { prefix: "lama-belum-", createdAt: now - 400 * DAY });
    await insertMany(1, { prefix: "dibaca-baru-", dibaca: 1, createdAt: now - 179 * DAY });
    vi.spyOn(console, "log").mockImplementation(() => {});
    await runCron(DAILY_CRON, now);
    vi.restoreAllMocks();
    const { results } = await env.DB.prepare("SELECT id FROM pesan ORDER BY id").all<{ id: string }>();
    expect(results.map((row) => row.id)).toEqual(["dibaca-baru-1", "lama-belum-1", "lama-berbintang-1"]);
    expect((await kept())["belum-dibaca"]).toBe(1);
    await env.DB.prepare("DELETE FROM pesan").run();
  });
});

describe("bulk actions and stars in 'Pesan Masuk'", () => {
  beforeEach(async () => {
    await env.DB.prepare("DELETE FROM pesan").run();
    await insertMany(4, { prefix: "m" });
  });
  const post = (path: string, body: unknown) =>
    adminRequest(`/api/admin/pesan/${path}`, {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });

  it("marks the ticked messages read, ignoring ids that are gone", async () => {
    const response = await post("tandai", { ids: ["m1", "m2", "m2", "hilang"], dibaca: true });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { ids: string[]; dibaca: boolean };
    expect([...body.ids].sort()).toEqual(["m1", "m2"]);
    expect(await count("dibaca = 1")).toBe(2);
    expect((await post("tandai", { ids: ["hilang"], dibaca: true })).status).toBe(404);
  });

  it("deletes the ticked messages with one 'Riwayat' line each, in one batch", async () => {
    const response = await post("hapus", { ids: ["m1", "m3", "hilang"] });
    expect(response.status).toBe(200);
    expect((((await response.json()) as { ids: string[] }).ids ?? []).sort()).toEqual(["m1", "m3"]);
    expect(await count()).toBe(2);
    const { results } = await env.DB.prepare(
      "SELECT record_id, kind, action, title, username FROM activity_log WHERE record_id IN ('m1', 'm3') ORDER BY record_id",
    ).all();
    expect(results).toEqual([
      { record_id: "m1", kind: "pesan", action: "hapus", title: "S", username: "penerima" },
      { record_id: "m3", kind: "pesan", action: "hapus", title: "S", username: "penerima" },
    ]);
    const gone = await post("hapus", { ids: ["m1"] });
    expect(gone.status).toBe(404);
  });

  it("refuses an empty list, more than one page, or no list, and changes nothing", async () => {
    const tooMany = Array.from({ length: 51 }, (_, index) => `m${index}`);
    const cases: Array<[string, unknown, string]> = [
      ["hapus", { ids: [] }, "Pilih minimal satu pesan"],
      ["hapus", { ids: tooMany }, "Paling banyak 50 pesan sekaligus"],
      ["tandai", { ids: tooMany, dibaca: true }, "Paling banyak 50 pesan sekaligus"],
      ["tandai", { ids: ["m1"] }, "Status dibaca harus benar atau salah"],
      ["hapus", {}, "Pilih minimal satu pesan"],
    ];
    for (const [path, body, expected] of cases) {
      const response = await post(path, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect((await errorBody(response)).error.message).toBe(expected);
    }
    expect(await count()).toBe(4);
    expect(await count("dibaca = 1")).toBe(0);
  });

  it("stars and unstars a message, shown in the list", async () => {
    const star = (id: string, berbintang: unknown) =>
      adminRequest(`/api/admin/pesan/${id}/bintang`, {
        method: "PUT",
        token,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ berbintang }),
      });
    expect((await star("m2", true)).status).toBe(200);
    const listed = (await (await adminRequest("/api/admin/pesan", { token })).json()) as {
      data: PesanEntry[];
    };
    expect(listed.data.filter((entry) => entry.berbintang).map((entry) => entry.id)).toEqual(["m2"]);
    expect((await star("m2", false)).status).toBe(200);
    expect(await count("berbintang = 1")).toBe(0);
    const refused = await star("m2", "ya");
    expect(refused.status).toBe(400);
    expect((await errorBody(refused)).error.message).toBe("Status bintang harus benar atau salah");
    expect((await star("hilang", true)).status).toBe(404);
  });
});
