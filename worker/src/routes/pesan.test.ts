import { env } from "cloudflare:workers";
import {
  PESAN_HONEYPOT,
  PESAN_LIMITS,
  PESAN_PATHS,
  type PesanEntry,
  pesanMessages,
} from "@padukuhan/shared/pesan";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { ADMIN_ORIGIN, adminRequest, createAccount, PUBLIC_ORIGIN, signIn } from "../../test/auth";
import { errorBody, request } from "../../test/http";
import { MARK, PESAN_PAGE, PESAN_PAGE_AFTER, UNREAD_COUNT } from "./admin-pesan";
import { INSERT_IF_ALLOWED, OLDEST_COUNTED, senderHash } from "./pesan";

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
    const throttle = ["id", "n", "e", "s", "p", "hash", 1, 0, 5];
    const cases: Array<[string, unknown[], string]> = [
      [PESAN_PAGE, [21], "pesan_newest_idx"],
      [PESAN_PAGE_AFTER, [1, "x", 21], "pesan_newest_idx"],
      [UNREAD_COUNT, [100], "pesan_unread_idx"],
      [INSERT_IF_ALLOWED, throttle, "pesan_pengirim_idx"],
      [OLDEST_COUNTED, throttle, "pesan_pengirim_idx"],
      [MARK, [1, "x"], "sqlite_autoindex_pesan_1"],
    ];
    for (const [sql, values, index] of cases) {
      const details = await plan(sql, values);
      expect(problems(details), sql).toEqual([]);
      expect(details.join("\n"), sql).toContain(index);
    }
  });
});
