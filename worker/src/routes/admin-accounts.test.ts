import { env } from "cloudflare:workers";
import type { AccountSummary, SessionSummary } from "@padukuhan/shared/accounts";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, login, signIn, tokenFrom } from "../../test/auth";
import { errorBody } from "../../test/http";
import { file, formOf, JPEG, rowCount, sendForm } from "../../test/upload";
import { verifyPassword } from "../auth/password";
import { LAST_SEEN_STEP_MS, tokenHash } from "../auth/sessions";
import { removeAccountStatements } from "./admin-accounts";

const PASSWORD = "rahasia-sekali";
const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36";
const FIREFOX_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0";

let dukuhId = "";
let token = "";

beforeAll(async () => {
  dukuhId = await createAccount("dukuh", PASSWORD, "Pak Dukuh");
  token = await signIn("dukuh", PASSWORD);
});

/** A JSON request to the admin API as the admin app sends it. */
function send(path: string, method: string, body: unknown, as = token) {
  return adminRequest(path, {
    method,
    token: as,
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

const akunRows = async () =>
  (
    await env.DB.prepare(
      "SELECT id, username, nama, password_hash, must_change_password, updated_at FROM akun ORDER BY id",
    ).all()
  ).results;
const sessionCount = async (akunId: string) =>
  (
    await env.DB.prepare("SELECT count(*) AS n FROM sessions WHERE akun_id = ?")
      .bind(akunId)
      .first<{ n: number }>()
  )?.n ?? 0;
const logRows = async () => (await env.DB.prepare("SELECT * FROM activity_log ORDER BY id").all()).results;
const logCount = async () => (await logRows()).length;

/** What a refused call must leave as it was. */
async function snapshot() {
  return {
    akun: await akunRows(),
    sessions: (await env.DB.prepare("SELECT token_hash FROM sessions ORDER BY token_hash").all()).results,
    log: await logRows(),
  };
}

async function addAdmin(username: string, password = "password-awal-1", nama = "Admin Baru") {
  const response = await send("/api/admin/akun", "POST", { username, nama, password });
  expect(response.status).toBe(201);
  return (await response.json()) as AccountSummary;
}

/** A second admin made as `npm run admin:create` makes one, signed in. */
async function otherAdmin(username: string) {
  const id = await createAccount(username, PASSWORD, "Admin Lain");
  return { id, token: await signIn(username, PASSWORD) };
}

describe("GET /api/admin/akun", () => {
  it("lists every admin with when they last signed in, whether they must change password, and which is me", async () => {
    const neverId = await createAccount("belum-login", PASSWORD, null);
    const before = Date.now();
    const fresh = await signIn("dukuh", PASSWORD);
    const response = await adminRequest("/api/admin/akun", { token: fresh });
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const text = await response.text();
    expect(text).not.toMatch(/scrypt|password_hash/);
    const { data } = JSON.parse(text) as { data: AccountSummary[] };
    const dukuh = data.find((account) => account.username === "dukuh");
    expect(dukuh).toMatchObject({ id: dukuhId, nama: "Pak Dukuh", mustChangePassword: false, self: true });
    expect(Date.parse(dukuh?.lastSignInAt ?? "")).toBeGreaterThanOrEqual(before - 1000);
    expect(data.find((account) => account.id === neverId)).toEqual({
      id: neverId,
      username: "belum-login",
      nama: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastSignInAt: null,
      mustChangePassword: false,
      self: false,
    });
    expect(data.filter((account) => account.self)).toHaveLength(1);
  });
});

describe("POST /api/admin/akun", () => {
  it("adds an admin who must change the first password, and records it once", async () => {
    const logBefore = await logCount();
    const response = await send("/api/admin/akun", "POST", {
      username: " pak.rt ",
      nama: " Pak RT ",
      password: "password-awal-rt",
    });
    expect(response.status).toBe(201);
    const account = (await response.json()) as AccountSummary;
    expect(account).toEqual({
      id: expect.stringMatching(/^[A-Za-z0-9]{20}$/),
      username: "pak.rt",
      nama: "Pak RT",
      createdAt: expect.any(String),
      lastSignInAt: null,
      mustChangePassword: true,
      self: false,
    });
    const row = await env.DB.prepare("SELECT * FROM akun WHERE id = ?").bind(account.id).first();
    expect(row).toMatchObject({ username: "pak.rt", nama: "Pak RT", must_change_password: 1 });
    expect(JSON.stringify(row)).not.toContain("password-awal-rt");
    expect(await verifyPassword("password-awal-rt", String(row?.password_hash))).toBe(true);

    const log = (await logRows()).slice(logBefore);
    expect(log).toEqual([
      expect.objectContaining({
        akun_id: dukuhId,
        username: "dukuh",
        kind: "akun",
        action: "tambah",
        record_id: account.id,
        title: "pak.rt",
      }),
    ]);
  });

  it("refuses a username already taken, whatever its case, and adds nothing", async () => {
    const before = await snapshot();
    for (const username of ["dukuh", "DUKUH", "Dukuh"]) {
      const response = await send("/api/admin/akun", "POST", {
        username,
        nama: "Tiruan",
        password: "password-1234",
      });
      expect(response.status, username).toBe(400);
      const body = (await response.json()) as { error: { message: string; fields: Record<string, string> } };
      expect(body.error.message).toBe("Username sudah dipakai.");
      expect(body.error.fields).toEqual({ username: "Username sudah dipakai." });
    }
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    [
      "nothing",
      {},
      {
        username: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
        nama: "Nama wajib diisi.",
        password: "Password wajib diisi.",
      },
    ],
    [
      "a username with a space",
      { username: "pak rt", nama: "Pak RT", password: "password-1234" },
      {
        username: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
      },
    ],
    [
      "a username of 51 characters",
      { username: "a".repeat(51), nama: "Pak RT", password: "password-1234" },
      {
        username: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
      },
    ],
    [
      "a blank nama",
      { username: "pak-rw", nama: "  ", password: "password-1234" },
      { nama: "Nama wajib diisi." },
    ],
    [
      "a short password",
      { username: "pak-rw", nama: "Pak RW", password: "1234567" },
      { password: "Password minimal 8 karakter" },
    ],
    [
      "a password over 256 bytes",
      { username: "pak-rw", nama: "Pak RW", password: "é".repeat(129) },
      { password: "Password maksimal 256 byte" },
    ],
    [
      "a body that is not JSON",
      "username=pak-rw",
      {
        username: "Username 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung.",
        nama: "Nama wajib diisi.",
        password: "Password wajib diisi.",
      },
    ],
  ])("refuses %s in Indonesian, field by field, and changes nothing", async (_label, body, fields) => {
    const before = await snapshot();
    const response = await send("/api/admin/akun", "POST", body);
    expect(response.status).toBe(400);
    const answer = (await response.json()) as { error: { code: string; message: string; fields: unknown } };
    expect(answer.error.code).toBe("invalid_input");
    expect(answer.error.fields).toEqual(fields);
    expect(answer.error.message).toBe(Object.values(fields)[0]);
    expect(await snapshot()).toEqual(before);
  });

  it("refuses a body over 4 KB with 413", async () => {
    const before = await snapshot();
    const response = await send("/api/admin/akun", "POST", {
      username: "pak-rw",
      nama: "x".repeat(5000),
      password: "password-1234",
    });
    expect(response.status).toBe(413);
    expect((await errorBody(response)).error.message).toBe("Data yang dikirim terlalu besar.");
    expect(await snapshot()).toEqual(before);
  });
});

describe("an admin with a first password", () => {
  it("is told at sign-in, may only read the session, change the password and log out, and is free after", async () => {
    await addAdmin("bu-rw", "password-dari-dukuh");
    const first = await login("bu-rw", "password-dari-dukuh");
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ success: true, mustChangePassword: true });
    const rw = tokenFrom(first);

    const session = await adminRequest("/api/auth/session", { token: rw });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ user: { username: "bu-rw" }, mustChangePassword: true });

    for (const [path, method] of [
      ["/api/admin/overview", "GET"],
      ["/api/admin/akun", "GET"],
      ["/api/admin/riwayat", "GET"],
    ] as const) {
      const refused = await adminRequest(path, { method, token: rw });
      expect(refused.status, path).toBe(403);
      expect((await errorBody(refused)).error.message).toBe(
        "Ganti password terlebih dahulu sebelum melanjutkan.",
      );
    }
    const write = await sendForm(
      "/api/admin/galeri",
      "POST",
      formOf({ judul: "Foto" }, { image: file(JPEG, "a.jpg", "image/jpeg") }),
      rw,
    );
    expect(write.status).toBe(403);
    expect(await rowCount("galeri")).toBe(0);
    const before = await snapshot();
    const add = await send(
      "/api/admin/akun",
      "POST",
      { username: "penyusup", nama: "X", password: "password-1234" },
      rw,
    );
    expect(add.status).toBe(403);
    expect(await snapshot()).toEqual(before);

    // The same password again is no change.
    const same = await send(
      "/api/auth/password",
      "POST",
      { currentPassword: "password-dari-dukuh", newPassword: "password-dari-dukuh" },
      rw,
    );
    expect(same.status).toBe(400);
    expect((await errorBody(same)).error.message).toBe("Password baru harus berbeda dari password saat ini");
    expect((await adminRequest("/api/admin/overview", { token: rw })).status).toBe(403);

    const changed = await send(
      "/api/auth/password",
      "POST",
      { currentPassword: "password-dari-dukuh", newPassword: "password-milik-rw" },
      rw,
    );
    expect(changed.status).toBe(200);
    expect((await adminRequest("/api/admin/overview", { token: rw })).status).toBe(200);
    expect(await (await adminRequest("/api/auth/session", { token: rw })).json()).toMatchObject({
      mustChangePassword: false,
    });
    expect(await (await login("bu-rw", "password-milik-rw")).json()).toMatchObject({
      mustChangePassword: false,
    });

    const logout = await adminRequest("/api/auth/logout", { method: "POST", token: rw });
    expect(logout.status).toBe(200);
  });

  it("may log out before changing it", async () => {
    await addAdmin("pak-kadus", "password-kadus-1");
    const kadus = await signIn("pak-kadus", "password-kadus-1");
    const logout = await adminRequest("/api/auth/logout", { method: "POST", token: kadus });
    expect(logout.status).toBe(200);
    expect((await adminRequest("/api/auth/session", { token: kadus })).status).toBe(401);
  });

  it("does not apply to an admin made by npm run admin:create (no flag)", async () => {
    await createAccount("dari-cli", PASSWORD);
    const response = await login("dari-cli", PASSWORD);
    expect(await response.json()).toMatchObject({ success: true, mustChangePassword: false });
    expect((await adminRequest("/api/admin/overview", { token: tokenFrom(response) })).status).toBe(200);
  });
});

describe("POST /api/admin/akun/:id/password", () => {
  it("sets a new first password, ends every session of that admin, lifts its lock, and records it", async () => {
    const other = await otherAdmin("operator");
    const second = await signIn("operator", PASSWORD);
    await env.DB.prepare(
      "INSERT INTO login_attempts (kind, username, address, at) VALUES ('attempt', 'operator', '203.0.113.7', ?)",
    )
      .bind(Date.now())
      .run();
    const mySessions = await sessionCount(dukuhId);
    const logBefore = await logCount();

    const response = await send(`/api/admin/akun/${other.id}/password`, "POST", {
      password: "password-reset-99",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Password berhasil direset. Admin tersebut harus menggantinya saat login berikutnya.",
    });

    expect(await sessionCount(other.id)).toBe(0);
    for (const old of [other.token, second]) {
      expect((await adminRequest("/api/auth/session", { token: old })).status).toBe(401);
    }
    expect(await sessionCount(dukuhId)).toBe(mySessions);
    expect(
      (
        await env.DB.prepare(
          "SELECT count(*) AS n FROM login_attempts WHERE kind = 'attempt' AND username = 'operator'",
        ).first()
      )?.n,
    ).toBe(0);
    const row = await env.DB.prepare("SELECT must_change_password, password_hash FROM akun WHERE id = ?")
      .bind(other.id)
      .first<{ must_change_password: number; password_hash: string }>();
    expect(row?.must_change_password).toBe(1);
    expect(await verifyPassword("password-reset-99", row?.password_hash ?? "")).toBe(true);

    expect((await login("operator", PASSWORD)).status).toBe(401);
    expect(await (await login("operator", "password-reset-99")).json()).toMatchObject({
      mustChangePassword: true,
    });
    expect((await logRows()).slice(logBefore, logBefore + 1)).toEqual([
      expect.objectContaining({
        akun_id: dukuhId,
        username: "dukuh",
        kind: "akun",
        action: "reset-password",
        record_id: other.id,
        title: "operator",
      }),
    ]);
  });

  it("refuses my own account (that is 'Ganti Password'), an unknown one and a weak password, changing nothing", async () => {
    const other = await otherAdmin("sekretaris");
    const before = await snapshot();

    const own = await send(`/api/admin/akun/${dukuhId}/password`, "POST", { password: "password-baru-saya" });
    expect(own.status).toBe(400);
    expect((await errorBody(own)).error.message).toBe(
      "Password Anda sendiri diganti lewat menu Ganti Password.",
    );

    const unknown = await send("/api/admin/akun/tidak-ada/password", "POST", {
      password: "password-baru-99",
    });
    expect(unknown.status).toBe(404);
    expect((await errorBody(unknown)).error.message).toBe("Akun admin tidak ditemukan.");

    const weak = await send(`/api/admin/akun/${other.id}/password`, "POST", { password: "pendek" });
    expect(weak.status).toBe(400);
    expect((await errorBody(weak)).error.message).toBe("Password minimal 8 karakter");

    expect(await snapshot()).toEqual(before);
    expect((await adminRequest("/api/auth/session", { token: other.token })).status).toBe(200);
  });
});

describe("DELETE /api/admin/akun/:id", () => {
  it("removes another admin with their sessions, keeps their history, and records it", async () => {
    const other = await otherAdmin("bendahara");
    const theirLog = (await logRows()).filter((row) => row.akun_id === other.id).length;
    expect(theirLog).toBeGreaterThan(0);
    const logBefore = await logCount();

    const response = await adminRequest(`/api/admin/akun/${other.id}`, { method: "DELETE", token });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true, message: "Admin berhasil dihapus." });
    expect(await env.DB.prepare("SELECT id FROM akun WHERE id = ?").bind(other.id).first()).toBeNull();
    expect(await sessionCount(other.id)).toBe(0);
    expect((await adminRequest("/api/auth/session", { token: other.token })).status).toBe(401);
    const log = await logRows();
    expect(log.filter((row) => row.akun_id === other.id)).toHaveLength(theirLog);
    expect(log.slice(logBefore)).toEqual([
      expect.objectContaining({
        akun_id: dukuhId,
        kind: "akun",
        action: "hapus",
        record_id: other.id,
        title: "bendahara",
      }),
    ]);
  });

  it("never removes my own account, nor an unknown one", async () => {
    const before = await snapshot();
    const own = await adminRequest(`/api/admin/akun/${dukuhId}`, { method: "DELETE", token });
    expect(own.status).toBe(400);
    expect((await errorBody(own)).error.message).toBe("Anda tidak dapat menghapus akun Anda sendiri.");
    const unknown = await adminRequest("/api/admin/akun/tidak-ada", { method: "DELETE", token });
    expect(unknown.status).toBe(404);
    expect((await errorBody(unknown)).error.message).toBe("Akun admin tidak ditemukan.");
    expect(await snapshot()).toEqual(before);
  });
});

describe("my sessions", () => {
  it("lists my live sessions with a coarse device label, the current one marked, never a token or hash", async () => {
    const id = await createAccount("pemilik-sesi", PASSWORD);
    const phone = tokenFrom(await login("pemilik-sesi", PASSWORD, { "User-Agent": CHROME_ANDROID }));
    const laptop = tokenFrom(await login("pemilik-sesi", PASSWORD, { "User-Agent": FIREFOX_WINDOWS }));
    const expired = await signIn("pemilik-sesi", PASSWORD);
    await env.DB.prepare("UPDATE sessions SET expires_at = ? WHERE token_hash = ?")
      .bind(Date.now() - 1, await tokenHash(expired))
      .run();

    const stored = (await env.DB.prepare("SELECT * FROM sessions WHERE akun_id = ?").bind(id).all()).results;
    expect(JSON.stringify(stored)).not.toContain("Mozilla");
    expect(stored.map((row) => row.device).sort()).toEqual(
      ["Chrome di Android", "Firefox di Windows", "Perangkat tidak dikenal"].sort(),
    );

    const response = await adminRequest("/api/admin/sesi", { token: laptop });
    expect(response.status).toBe(200);
    const text = await response.text();
    for (const secret of [phone, laptop, await tokenHash(phone), await tokenHash(laptop)]) {
      expect(text).not.toContain(secret);
    }
    const { data } = JSON.parse(text) as { data: SessionSummary[] };
    expect(data).toHaveLength(2);
    expect(data.map((session) => [session.device, session.current]).sort()).toEqual([
      ["Chrome di Android", false],
      ["Firefox di Windows", true],
    ]);
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      "createdAt",
      "current",
      "device",
      "expiredAt",
      "lastSeenAt",
    ]);
  });

  it("marks a session as seen when it is used, at most every 5 minutes", async () => {
    await createAccount("pengguna-lama", PASSWORD);
    const user = await signIn("pengguna-lama", PASSWORD);
    const hash = await tokenHash(user);
    const seen = async () =>
      (
        await env.DB.prepare("SELECT last_seen_at FROM sessions WHERE token_hash = ?").bind(hash).first<{
          last_seen_at: number;
        }>()
      )?.last_seen_at;

    const recent = Date.now() - LAST_SEEN_STEP_MS + 60_000;
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?")
      .bind(recent, hash)
      .run();
    await adminRequest("/api/admin/overview", { token: user });
    expect(await seen()).toBe(recent);

    const old = Date.now() - LAST_SEEN_STEP_MS - 60_000;
    await env.DB.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").bind(old, hash).run();
    const before = Date.now();
    await adminRequest("/api/admin/overview", { token: user });
    expect(await seen()).toBeGreaterThanOrEqual(before);

    const { data } = (await (await adminRequest("/api/admin/sesi", { token: user })).json()) as {
      data: SessionSummary[];
    };
    expect(Date.parse(data[0]?.lastSeenAt ?? "")).toBeGreaterThanOrEqual(before);
  });

  it("signs out every other device of mine, keeps this one and everyone else's, and records it", async () => {
    const id = await createAccount("banyak-perangkat", PASSWORD);
    const others = [await signIn("banyak-perangkat", PASSWORD), await signIn("banyak-perangkat", PASSWORD)];
    const current = await signIn("banyak-perangkat", PASSWORD);
    const someoneElse = await sessionCount(dukuhId);
    const logBefore = await logCount();

    const response = await adminRequest("/api/admin/sesi/keluar-lainnya", { method: "POST", token: current });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      message: "Semua perangkat lain sudah dikeluarkan.",
      ended: 2,
    });
    expect(await sessionCount(id)).toBe(1);
    expect((await adminRequest("/api/admin/overview", { token: current })).status).toBe(200);
    for (const other of others)
      expect((await adminRequest("/api/auth/session", { token: other })).status).toBe(401);
    expect(await sessionCount(dukuhId)).toBe(someoneElse);
    expect((await logRows()).slice(logBefore)).toEqual([
      expect.objectContaining({
        akun_id: id,
        username: "banyak-perangkat",
        kind: "akun",
        action: "keluar-perangkat-lain",
        record_id: id,
        title: "banyak-perangkat",
      }),
    ]);
  });
});

// Last: it removes every other account, 'dukuh' included.
describe("the last admin", () => {
  it("is never removed: the removal and its line both check, in the same batch", async () => {
    const a = await otherAdmin("kembar-a");
    const b = await otherAdmin("kembar-b");
    // Two left, as when the last two admins remove each other at the same moment: the first
    // removal goes through, the second finds its target the last one and leaves it (and no line).
    await env.DB.prepare("DELETE FROM akun WHERE id NOT IN (?, ?)").bind(a.id, b.id).run();
    const logBefore = await logCount();
    const entry = (by: { id: string }, target: { id: string; username: string }) => ({
      akunId: by.id,
      username: "x",
      kind: "akun" as const,
      action: "hapus",
      recordId: target.id,
      title: target.username,
    });
    const [, first] = await env.DB.batch(
      removeAccountStatements(env.DB, entry(a, { ...b, username: "kembar-b" })),
    );
    expect(first?.meta.changes).toBeGreaterThan(0);
    const [, second] = await env.DB.batch(
      removeAccountStatements(env.DB, entry(b, { ...a, username: "kembar-a" })),
    );
    expect(second?.meta.changes).toBe(0);
    expect((await akunRows()).map((row) => row.id)).toEqual([a.id]);
    expect((await logRows()).slice(logBefore)).toEqual([
      expect.objectContaining({ action: "hapus", record_id: b.id }),
    ]);
  });
});
