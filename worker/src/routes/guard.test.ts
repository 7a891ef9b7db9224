import { env } from "cloudflare:workers";
import { authMessages } from "@padukuhan/shared/auth";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest, createAccount, PUBLIC_ORIGIN, signIn } from "../../test/auth";
import { errorBody } from "../../test/http";
import { app } from "../app";
import { tokenHash } from "../auth/sessions";

/**
 * Every route the router knows, once each, except middleware and the `.all()` fallbacks that
 * only answer 405 (a route with its own middleware is listed by Hono once per handler).
 */
const routes = [
  ...new Map(
    app.routes
      .filter((route) => route.method !== "ALL")
      .map((route) => [`${route.method} ${route.path}`, { method: route.method, path: route.path }]),
  ).values(),
];
const adminRoutes = routes.filter((route) => route.path.startsWith("/api/admin/"));

/** A concrete URL for a route pattern: `:id` and `*` get harmless values. */
const concrete = (path: string) => path.replace(/:[a-z]+/gi, "contoh-id").replace(/\*$/, "contoh");

let validToken = "";
let expiredToken = "";
let loggedOutToken = "";

beforeAll(async () => {
  await createAccount("penjaga", "rahasia-sekali");
  validToken = await signIn("penjaga", "rahasia-sekali");
  expiredToken = await signIn("penjaga", "rahasia-sekali");
  const day = 24 * 3600_000;
  await env.DB.prepare(
    "UPDATE sessions SET created_at = created_at - ?, expires_at = expires_at - ? WHERE token_hash = ?",
  )
    .bind(day + 1000, day + 1000, await tokenHash(expiredToken))
    .run();
  loggedOutToken = await signIn("penjaga", "rahasia-sekali");
  await adminRequest("/api/auth/logout", { method: "POST", token: loggedOutToken });
});

describe("the admin guard", () => {
  it("has admin routes to guard (the enumeration below is not empty)", () => {
    expect(adminRoutes.length).toBeGreaterThan(0);
  });

  it("answers 401 on every /api/admin route to every kind of bad session", async () => {
    const oneCharChanged = validToken.slice(0, -1) + (validToken.endsWith("A") ? "B" : "A");
    const badSessions: Array<[string, string | undefined]> = [
      ["no cookie", undefined],
      ["a garbage token", "bukan-token-sama-sekali"],
      ["a session older than 24 h", expiredToken],
      ["a logged-out session", loggedOutToken],
      ["a valid token with one character changed", oneCharChanged],
    ];
    for (const route of adminRoutes) {
      for (const [label, token] of badSessions) {
        const init: RequestInit & { token?: string } = { method: route.method };
        if (token !== undefined) init.token = token;
        if (route.method !== "GET") init.body = new FormData();
        const response = await adminRequest(concrete(route.path), init);
        expect(response.status, `${route.method} ${route.path} with ${label}`).toBe(401);
      }
    }
  });

  it("lets a valid session through", async () => {
    const response = await adminRequest("/api/admin/overview", { token: validToken });
    expect(response.status).toBe(200);
  });

  it("covers the account, session, activity and content routes", () => {
    expect(adminRoutes.map((route) => `${route.method} ${route.path}`)).toEqual(
      expect.arrayContaining([
        "GET /api/admin/akun",
        "POST /api/admin/akun",
        "POST /api/admin/akun/:id/password",
        "DELETE /api/admin/akun/:id",
        "GET /api/admin/sesi",
        "POST /api/admin/sesi/keluar-lainnya",
        "GET /api/admin/riwayat",
        "GET /api/admin/pesan",
        "GET /api/admin/pesan/belum-dibaca",
        "PUT /api/admin/pesan/:id/dibaca",
        "PUT /api/admin/pesan/:id/bintang",
        "POST /api/admin/pesan/tandai",
        "POST /api/admin/pesan/hapus",
        "DELETE /api/admin/pesan/:id",
        "GET /api/admin/lapor",
        "GET /api/admin/lapor/:id",
        "PUT /api/admin/lapor/:id/status",
        "PUT /api/admin/lapor/:id/publik",
        "POST /api/admin/lapor/:id/jawaban",
        "PUT /api/admin/lapor/:id/jawaban/:jawabanId",
        "DELETE /api/admin/lapor/:id/jawaban/:jawabanId",
        "GET /api/admin/data",
        "GET /api/admin/data/:tahun",
        "PUT /api/admin/data/:tahun/:tabel",
        "DELETE /api/admin/data/:tahun/:tabel",
        "GET /api/admin/artikel",
        "GET /api/admin/agenda",
        "POST /api/admin/agenda",
        "PUT /api/admin/agenda/:id",
        "DELETE /api/admin/agenda/:id",
        "GET /api/admin/pengumuman",
        "POST /api/admin/pengumuman",
        "PUT /api/admin/pengumuman/:id",
        "DELETE /api/admin/pengumuman/:id",
      ]),
    );
  });

  it("answers 403 to every admin write from another origin, even with a valid session, and changes nothing", async () => {
    const state = async () =>
      Promise.all(
        [
          "akun",
          "sessions",
          "activity_log",
          "artikel",
          "umkm",
          "galeri",
          "agenda",
          "pengumuman",
          "pesan",
          "laporan",
          "laporan_jawaban",
          "data_tabel",
        ].map(async (table) => (await env.DB.prepare(`SELECT * FROM ${table}`).all()).results),
      );
    const before = await state();
    const writes = adminRoutes.filter((route) => route.method !== "GET");
    expect(writes.length).toBeGreaterThan(5);
    for (const route of writes) {
      for (const origin of [PUBLIC_ORIGIN, "https://jahat.example", "null"]) {
        const response = await adminRequest(concrete(route.path), {
          method: route.method,
          token: validToken,
          headers: { Origin: origin, "Content-Type": "application/json" },
          body: JSON.stringify({ username: "penyusup", nama: "Penyusup", password: "password-penyusup" }),
        });
        expect(response.status, `${route.method} ${route.path} from ${origin}`).toBe(403);
        expect((await errorBody(response)).error.message).toBe(authMessages.forbiddenOrigin);
      }
    }
    const after = await state();
    // The session's own 'last seen' mark may move; nothing else may.
    const withoutSeen = (tables: unknown[][]) =>
      JSON.stringify(tables, (key, value) => (key === "last_seen_at" ? undefined : value));
    expect(withoutSeen(after)).toBe(withoutSeen(before));
  });

  it("answers 403 on every /api/admin route to an admin who must change a first password", async () => {
    const id = await createAccount("pemula", "rahasia-sekali");
    await env.DB.prepare("UPDATE akun SET must_change_password = 1 WHERE id = ?").bind(id).run();
    const token = await signIn("pemula", "rahasia-sekali");
    for (const route of adminRoutes) {
      const init: RequestInit & { token?: string } = { method: route.method, token };
      if (route.method !== "GET") init.body = new FormData();
      const response = await adminRequest(concrete(route.path), init);
      expect(response.status, `${route.method} ${route.path}`).toBe(403);
      expect((await errorBody(response)).error.message).toBe(
        "Ganti password terlebih dahulu sebelum melanjutkan.",
      );
    }
    expect((await adminRequest("/api/auth/session", { token })).status).toBe(200);
  });
});

describe("the route list", () => {
  it("classifies every route that is not behind the admin guard", () => {
    // A new route must be added here on purpose: anything not under /api/admin is public.
    expect(
      routes.filter((route) => !route.path.startsWith("/api/admin/")).map((r) => `${r.method} ${r.path}`),
    ).toMatchInlineSnapshot(`
      [
        "POST /api/auth/login",
        "POST /api/auth/logout",
        "GET /api/auth/session",
        "POST /api/auth/password",
        "GET /api/artikel",
        "GET /api/artikel/:id",
        "GET /api/umkm",
        "GET /api/umkm/:id",
        "GET /api/galeri",
        "GET /api/agenda/:id/kalender.ics",
        "GET /api/placeholder/:w/:h",
        "GET /api/pages/*",
        "GET /img/*",
        "POST /kontak",
        "POST /lapor",
        "GET /admin/artikel/:id/pratinjau",
        "GET /robots.txt",
        "GET /sitemap.xml",
        "GET /sitemap-halaman.xml",
        "GET /sitemap-artikel.xml",
        "GET /sitemap-umkm.xml",
        "GET /sitemap-agenda.xml",
        "GET /sitemap-data.xml",
        "GET /rss.xml",
        "GET /data/:file{[^/]+\\.(?:csv|json)}",
        "GET /manifest.webmanifest",
        "GET /sw.js",
        "GET /icons/:name",
        "GET /favicon.svg",
        "GET /*",
      ]
    `);
  });
});
