import { env } from "cloudflare:workers";
import { authMessages } from "@padukuhan/shared/auth";
import { beforeAll, describe, expect, it, vi } from "vitest";
import {
  ADMIN_ORIGIN,
  adminRequest,
  createAccount,
  login,
  PUBLIC_ORIGIN,
  signIn,
  tokenFrom,
} from "../../test/auth";
import { request } from "../../test/http";

const PASSWORD = "rahasia-sekali";

beforeAll(async () => {
  await createAccount("dukuh", PASSWORD, "Pak Dukuh");
  await createAccount("tanpanama", PASSWORD, null);
});

const sessionRows = async () =>
  (await env.DB.prepare("SELECT token_hash, expires_at, created_at FROM sessions").all()).results;

describe("POST /api/auth/login", () => {
  it("signs in with the right password and sets a locked-down session cookie", async () => {
    const response = await login("dukuh", PASSWORD);
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ success: true, user: { username: "dukuh", nama: "Pak Dukuh" } });
    expect(Date.parse(String(body.expiredAt)) - Date.now()).toBeGreaterThan(23.9 * 3600_000);
    const cookie = response.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/^__Host-padukuhan_session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toMatch(/; HttpOnly/i);
    expect(cookie).toMatch(/; Secure/i);
    expect(cookie).toMatch(/; SameSite=Strict/i);
    expect(cookie).toMatch(/; Path=\//i);
    expect(cookie).not.toMatch(/Domain=/i);
  });

  it("keeps only the token's SHA-256 in D1, never the token", async () => {
    const token = await signIn("dukuh", PASSWORD);
    const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
    const hex = [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
    const rows = await sessionRows();
    expect(rows.some((row) => row.token_hash === hex)).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it("gives a new token at every login", async () => {
    const first = await signIn("dukuh", PASSWORD);
    const second = await signIn("dukuh", PASSWORD);
    expect(first).not.toBe(second);
  });

  it("answers an unknown user and a wrong password with the same status and body", async () => {
    const unknown = await login("tidak-ada", PASSWORD);
    const wrong = await login("dukuh", "salah-password");
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    const unknownBody = await unknown.json();
    expect(unknownBody).toEqual({ success: false, message: authMessages.wrongCredentials });
    expect(await wrong.json()).toEqual(unknownBody);
    expect(unknown.headers.get("set-cookie")).toBeNull();
  });

  it("spends as long on an unknown username as on a wrong password (no timing hint)", async () => {
    const timed = async (username: string) => {
      const started = performance.now();
      await login(username, "salah-sekali-lagi", { "CF-Connecting-IP": `198.18.0.${username.length}` });
      return performance.now() - started;
    };
    // An account of its own: five wrong passwords would lock the shared one.
    await createAccount("pengukur-waktu", PASSWORD);
    await timed("pemanasan");
    const unknownTimes: number[] = [];
    const wrongTimes: number[] = [];
    // Interleaved, so a busy moment on the machine hits both sides alike.
    for (let i = 0; i < 5; i += 1) {
      unknownTimes.push(await timed(`tidak-ada-${i}`));
      wrongTimes.push(await timed("pengukur-waktu"));
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] as number;
    const unknown = median(unknownTimes);
    const wrong = median(wrongTimes);
    // Both run one scrypt (about 0.2 s); skipping it for unknown names would make them
    // twenty times faster, far below this margin for a busy machine.
    expect(unknown).toBeGreaterThan(wrong * 0.25);
  });

  it("asks for both fields", async () => {
    for (const body of [
      {},
      { username: "dukuh" },
      { password: PASSWORD },
      { username: "  ", password: "x" },
      "bukan json",
    ]) {
      const response = await adminRequest("/api/auth/login", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: typeof body === "string" ? body : JSON.stringify(body),
      });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { message: string }).message).toBe(authMessages.required);
    }
  });

  it("logs every success and failure with time, username and IP, never the password", async () => {
    const log = vi.spyOn(console, "log");
    await login("dukuh", PASSWORD, { "CF-Connecting-IP": "203.0.113.9" });
    await login("dukuh", "salah-sekali-ini", { "CF-Connecting-IP": "203.0.113.9" });
    const lines = log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"audit"'));
    log.mockRestore();
    const events = lines.map((line) => JSON.parse(line) as Record<string, string>);
    expect(events.map((event) => event.audit)).toEqual(["login_success", "login_failure"]);
    for (const event of events) {
      expect(event).toMatchObject({ username: "dukuh", ip: "203.0.113.9" });
      expect(Date.parse(event.time ?? "")).not.toBeNaN();
    }
    expect(lines.join("\n")).not.toMatch(/rahasia|salah-sekali|__Host/);
  });
});

describe("the audit log", () => {
  it("records a refused admin call with time, path and IP", async () => {
    const log = vi.spyOn(console, "log");
    await adminRequest("/api/admin/overview", { headers: { "CF-Connecting-IP": "203.0.113.44" } });
    const line = log.mock.calls
      .map((call) => String(call[0]))
      .find((entry) => entry.includes('"unauthorized"'));
    log.mockRestore();
    expect(JSON.parse(line ?? "{}")).toMatchObject({
      audit: "unauthorized",
      ip: "203.0.113.44",
      path: "/api/admin/overview",
    });
  });
});

describe("GET /api/auth/session", () => {
  it("describes the signed-in admin, with 'nama' null when the account has none", async () => {
    const token = await signIn("tanpanama", PASSWORD);
    const response = await adminRequest("/api/auth/session", { token });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ user: { username: "tanpanama", nama: null } });
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 401 without a valid session", async () => {
    expect((await adminRequest("/api/auth/session")).status).toBe(401);
    expect((await adminRequest("/api/auth/session", { token: "x".repeat(43) })).status).toBe(401);
  });

  it("expires 24 hours after login, checked by the server, and removes the expired row", async () => {
    const token = await signIn("dukuh", PASSWORD);
    const before = (await sessionRows()).length;
    const day = 24 * 3600_000;
    await env.DB.prepare("UPDATE sessions SET created_at = created_at - ?, expires_at = expires_at - ?")
      .bind(day + 1000, day + 1000)
      .run();
    expect((await adminRequest("/api/auth/session", { token })).status).toBe(401);
    expect((await sessionRows()).length).toBeLessThan(before);
  });

  it("lets the public site ask with credentials, and no other origin", async () => {
    const token = await signIn("dukuh", PASSWORD);
    const allowed = await adminRequest("/api/auth/session", { token, headers: { Origin: PUBLIC_ORIGIN } });
    expect(allowed.headers.get("access-control-allow-origin")).toBe(PUBLIC_ORIGIN);
    expect(allowed.headers.get("access-control-allow-credentials")).toBe("true");
    const other = await adminRequest("/api/auth/session", {
      token,
      headers: { Origin: "https://jahat.example" },
    });
    expect(other.headers.get("access-control-allow-origin")).toBeNull();
    const preflight = await adminRequest("/api/auth/session", {
      method: "OPTIONS",
      headers: { Origin: PUBLIC_ORIGIN, "Access-Control-Request-Method": "GET" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(PUBLIC_ORIGIN);
  });

  it("does not exist on the public host", async () => {
    expect((await request("/api/auth/session")).status).toBe(404);
    expect(
      (await request("/api/auth/login", { method: "POST", headers: { Origin: PUBLIC_ORIGIN } })).status,
    ).toBe(404);
  });
});

describe("POST /api/auth/logout", () => {
  it("ends the session on the server and clears the cookie; the old token is dead", async () => {
    const token = await signIn("dukuh", PASSWORD);
    const response = await adminRequest("/api/auth/logout", { method: "POST", token });
    expect(response.status).toBe(200);
    expect(response.headers.get("set-cookie")).toMatch(/__Host-padukuhan_session=;.*Max-Age=0/i);
    expect((await adminRequest("/api/auth/session", { token })).status).toBe(401);
    // Replaying the logout with the same token changes nothing and says so.
    expect((await adminRequest("/api/auth/logout", { method: "POST", token })).status).toBe(401);
  });
});

describe("brute-force lockout", () => {
  const failures = async (username: string, count: number, ip: string) => {
    for (let i = 0; i < count; i += 1) await login(username, `salah-${i}-xx`, { "CF-Connecting-IP": ip });
  };

  it("locks a username for 15 minutes after 5 failures, even for the right password", async () => {
    await createAccount("target1", PASSWORD);
    await failures("target1", 5, "198.51.100.1");
    const locked = await login("target1", PASSWORD, { "CF-Connecting-IP": "198.51.100.2" });
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { message: string }).message).toBe(authMessages.lockedUsername);

    // 15 minutes later (the stored failures moved into the past), the right password works.
    await env.DB.prepare("UPDATE login_failures SET failed_at = failed_at - ? WHERE subject = 'target1'")
      .bind(15 * 60_000 + 1000)
      .run();
    expect((await login("target1", PASSWORD, { "CF-Connecting-IP": "198.51.100.2" })).status).toBe(200);
  });

  it("does not lock after 4 failures, and a success clears the username's counter", async () => {
    await createAccount("target2", PASSWORD);
    await failures("target2", 4, "198.51.100.3");
    expect((await login("target2", PASSWORD, { "CF-Connecting-IP": "198.51.100.3" })).status).toBe(200);
    await failures("target2", 4, "198.51.100.3");
    expect((await login("target2", PASSWORD, { "CF-Connecting-IP": "198.51.100.3" })).status).toBe(200);
  });

  it("counts only failures inside the 15-minute window", async () => {
    await createAccount("target3", PASSWORD);
    await failures("target3", 4, "198.51.100.4");
    await env.DB.prepare("UPDATE login_failures SET failed_at = failed_at - ? WHERE subject = 'target3'")
      .bind(16 * 60_000)
      .run();
    await failures("target3", 1, "198.51.100.4");
    expect((await login("target3", PASSWORD, { "CF-Connecting-IP": "198.51.100.5" })).status).toBe(200);
  });

  it("locks an IP for an hour after 20 failures, whatever the username", async () => {
    await createAccount("target4", PASSWORD);
    for (let i = 0; i < 20; i += 1)
      await login(`orang${i}`, "salah-password", { "CF-Connecting-IP": "192.0.2.77" });
    const locked = await login("target4", PASSWORD, { "CF-Connecting-IP": "192.0.2.77" });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(((await locked.json()) as { message: string }).message).toBe(authMessages.lockedIp);
    expect((await login("target4", PASSWORD, { "CF-Connecting-IP": "192.0.2.78" })).status).toBe(200);
  });
});

describe("POST /api/auth/password", () => {
  it("needs the current password, ends every other session and keeps this one", async () => {
    await createAccount("ganti", PASSWORD);
    const here = await signIn("ganti", PASSWORD);
    const elsewhere = await signIn("ganti", PASSWORD);
    const change = (currentPassword: string, newPassword: string) =>
      adminRequest("/api/auth/password", {
        method: "POST",
        token: here,
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ currentPassword, newPassword }),
      });

    const wrong = await change("bukan-ini", "password-baru-123");
    expect(wrong.status).toBe(400);
    expect(((await wrong.json()) as { error: { message: string } }).error.message).toBe(
      authMessages.currentPasswordWrong,
    );
    const short = await change(PASSWORD, "pendek");
    expect(((await short.json()) as { error: { message: string } }).error.message).toBe(
      authMessages.passwordTooShort,
    );
    expect((await change(PASSWORD, "x".repeat(257))).status).toBe(400);

    expect((await change(PASSWORD, "password-baru-123")).status).toBe(200);
    expect((await adminRequest("/api/auth/session", { token: here })).status).toBe(200);
    expect((await adminRequest("/api/auth/session", { token: elsewhere })).status).toBe(401);
    expect((await login("ganti", PASSWORD)).status).toBe(401);
    expect((await login("ganti", "password-baru-123")).status).toBe(200);
  });
});

describe("writes from another origin", () => {
  const contentTypes: Array<[string, () => BodyInit]> = [
    ["application/json", () => JSON.stringify({ username: "dukuh", password: PASSWORD })],
    ["text/plain", () => JSON.stringify({ username: "dukuh", password: PASSWORD })],
    [
      "multipart/form-data",
      () => {
        const form = new FormData();
        form.set("username", "dukuh");
        return form;
      },
    ],
  ];

  it.each(contentTypes)("are refused with 403 for %s, whatever the path", async (contentType, body) => {
    const log = vi.spyOn(console, "log");
    for (const origin of [PUBLIC_ORIGIN, "https://jahat.example", "null"]) {
      for (const path of [
        "/api/auth/login",
        "/api/auth/logout",
        "/api/auth/password",
        "/api/admin/overview",
      ]) {
        const headers = new Headers({ Origin: origin });
        if (contentType !== "multipart/form-data") headers.set("Content-Type", contentType);
        const response = await adminRequest(path, { method: "POST", headers, body: body() });
        expect(response.status, `${origin} ${path}`).toBe(403);
      }
    }
    expect(log.mock.calls.some((call) => String(call[0]).includes('"forbidden_origin"'))).toBe(true);
    log.mockRestore();
  });

  it("are refused without an Origin unless the browser says same-origin", async () => {
    const body = JSON.stringify({ username: "dukuh", password: PASSWORD });
    const bare = await request("/api/auth/login", { method: "POST", host: "admin.localhost:8787", body });
    expect(bare.status).toBe(403);
    const sameOrigin = await request("/api/auth/login", {
      method: "POST",
      host: "admin.localhost:8787",
      body,
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    });
    expect(sameOrigin.status).toBe(200);
    const crossSite = await request("/api/auth/login", {
      method: "POST",
      host: "admin.localhost:8787",
      body,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
  });

  it("are allowed from the admin origin", async () => {
    expect((await login("dukuh", PASSWORD, { Origin: ADMIN_ORIGIN })).status).toBe(200);
  });
});

describe("login tokens", () => {
  it("come from the Set-Cookie header only, never the body", async () => {
    const response = await login("dukuh", PASSWORD);
    const token = tokenFrom(response);
    expect(JSON.stringify(await response.json())).not.toContain(token);
  });
});
