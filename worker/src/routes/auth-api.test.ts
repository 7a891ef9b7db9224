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
import { ADMIN_HOST, errorBody, request } from "../../test/http";
import { file, formOf, JPEG, rowCount } from "../../test/upload";
import { hashSlots } from "../auth/hash-gate";

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

describe("sign-in throttling", () => {
  const from = (ip: string) => ({ "CF-Connecting-IP": ip });
  const failures = async (username: string, count: number, ip: string) => {
    for (let i = 0; i < count; i += 1) await login(username, `salah-${i}-xx`, from(ip));
  };
  /** Moves a username's recorded attempts `ms` into the past. */
  const age = (username: string, ms: number) =>
    env.DB.prepare("UPDATE login_attempts SET at = at - ? WHERE username = ?").bind(ms, username).run();
  const attemptRows = async (username: string) =>
    (
      await env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE kind = 'attempt' AND username = ?")
        .bind(username)
        .first<{ n: number }>()
    )?.n ?? 0;

  it("holds back the failing address for 15 minutes, even with the right password, not the admin elsewhere", async () => {
    await createAccount("target1", PASSWORD);
    await failures("target1", 5, "198.51.100.1");
    const locked = await login("target1", PASSWORD, from("198.51.100.1"));
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect(((await locked.json()) as { message: string }).message).toBe(authMessages.lockedUsername);

    // Five wrong passwords from somewhere else do not lock the real admin out.
    expect((await login("target1", PASSWORD, from("198.51.100.2"))).status).toBe(200);

    // 14 minutes later, still held back; 15 minutes later, the right password works there too.
    await age("target1", 14 * 60_000);
    expect((await login("target1", PASSWORD, from("198.51.100.1"))).status).toBe(429);
    await age("target1", 60_000 + 1000);
    expect((await login("target1", PASSWORD, from("198.51.100.1"))).status).toBe(200);
  });

  it("checks at most 5 of 20 simultaneous attempts; the right password sent after them is refused", async () => {
    await createAccount("serbu", PASSWORD);
    // As if each attempt reached an isolate of its own: only D1 stands between them.
    const limit = hashSlots.limit;
    hashSlots.limit = 100;
    try {
      const wrong = Array.from({ length: 19 }, (_, i) =>
        login("serbu", `salah-${i}-xx`, from("203.0.113.50")),
      );
      // Sent once five attempts are counted, while they are still being checked.
      await vi.waitUntil(async () => (await attemptRows("serbu")) >= 5, { timeout: 30_000, interval: 2 });
      const right = await login("serbu", PASSWORD, from("203.0.113.50"));
      const statuses = (await Promise.all(wrong)).map((response) => response.status);
      expect(right.status).toBe(429);
      expect(((await right.json()) as { message: string }).message).toBe(authMessages.lockedUsername);
      expect(statuses.filter((status) => status === 401)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(14);
      expect(await attemptRows("serbu")).toBe(5);
    } finally {
      hashSlots.limit = limit;
    }
  });

  it("does not lock after 4 failures, and a success clears the pair's counter", async () => {
    await createAccount("target2", PASSWORD);
    await failures("target2", 4, "198.51.100.3");
    expect((await login("target2", PASSWORD, from("198.51.100.3"))).status).toBe(200);
    await failures("target2", 4, "198.51.100.3");
    expect((await login("target2", PASSWORD, from("198.51.100.3"))).status).toBe(200);
  });

  it("counts only failures inside the 15-minute window", async () => {
    await createAccount("target3", PASSWORD);
    await failures("target3", 4, "198.51.100.4");
    await age("target3", 16 * 60_000);
    await failures("target3", 4, "198.51.100.4");
    expect((await login("target3", PASSWORD, from("198.51.100.4"))).status).toBe(200);
  });

  it("counts an IPv6 address with the rest of its /64", async () => {
    await createAccount("target5", PASSWORD);
    await failures("target5", 5, "2001:db8:1:2::1");
    expect((await login("target5", PASSWORD, from("2001:db8:1:2::2"))).status).toBe(429);
    expect((await login("target5", PASSWORD, from("2001:db8:1:2:ffff:ffff:ffff:ffff"))).status).toBe(429);
    expect((await login("target5", PASSWORD, from("2001:db8:1:3::1"))).status).toBe(200);
  });

  it("locks an address for an hour after 20 failures, whatever the username", async () => {
    await createAccount("target4", PASSWORD);
    for (let i = 0; i < 20; i += 1) await login(`orang${i}`, "salah-password", from("192.0.2.77"));
    const locked = await login("target4", PASSWORD, from("192.0.2.77"));
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(59 * 60);
    expect(((await locked.json()) as { message: string }).message).toBe(authMessages.lockedIp);
    expect((await login("target4", PASSWORD, from("192.0.2.78"))).status).toBe(200);
  });

  it("records a refused attempt in the audit log", async () => {
    await createAccount("target6", PASSWORD);
    await failures("target6", 5, "198.51.100.6");
    const log = vi.spyOn(console, "log");
    await login("target6", PASSWORD, from("198.51.100.6"));
    const lines = log.mock.calls.map((call) => String(call[0])).filter((line) => line.includes('"audit"'));
    log.mockRestore();
    expect(lines.map((line) => JSON.parse(line))).toMatchObject([
      { audit: "login_locked", username: "target6", ip: "198.51.100.6" },
    ]);
  });
});

describe("auth request bodies", () => {
  const rowsFrom = async (address: string) =>
    (
      await env.DB.prepare("SELECT count(*) AS n FROM login_attempts WHERE address = ?")
        .bind(address)
        .first<{ n: number }>()
    )?.n ?? 0;
  const loginBody = (body: BodyInit, ip: string) =>
    adminRequest("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body,
    });

  it("over 4 KB are refused with 413, and nothing is counted", async () => {
    const response = await loginBody(
      JSON.stringify({ username: "dukuh", password: "x".repeat(50 * 1024) }),
      "203.0.113.70",
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      success: false,
      message: authMessages.bodyTooLarge,
      code: "payload_too_large",
    });
    expect(await rowsFrom("203.0.113.70")).toBe(0);
  });

  it("of exactly 4 KB are still read", async () => {
    const prefix = '{"username":"dukuh","password":"';
    const body = `${prefix}${"x".repeat(4096 - prefix.length - 2)}"}`;
    expect(new TextEncoder().encode(body).length).toBe(4096);
    const response = await loginBody(body, "203.0.113.71");
    // Read and parsed: the schema refuses a password over 1024 characters.
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(authMessages.passwordTooLong);
  });

  it.each([
    ["without a length (chunked)", {}],
    ["under a false, small Content-Length", { "Content-Length": "100" }],
  ])("sent %s are cut off once past 4 KB, the rest never pulled, nothing counted", async (_, length) => {
    const encoder = new TextEncoder();
    const chunk = encoder.encode("x".repeat(1024));
    const chunks = 1000;
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled += 1;
        if (pulled === 1) controller.enqueue(encoder.encode('{"username":"dukuh","password":"'));
        else if (pulled <= chunks) controller.enqueue(chunk);
        else {
          controller.enqueue(encoder.encode('"}'));
          controller.close();
        }
      },
    });
    const response = await adminRequest("/api/auth/login", {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.72", ...length },
      body,
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { message: string }).message).toBe(authMessages.bodyTooLarge);
    expect(pulled).toBeLessThan(chunks / 10);
    expect(await rowsFrom("203.0.113.72")).toBe(0);
  });

  it("over 4 KB to 'Ganti Password' are refused with 413, and nothing is counted", async () => {
    const token = await signIn("dukuh", PASSWORD);
    const response = await adminRequest("/api/auth/password", {
      method: "POST",
      token,
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": "203.0.113.73" },
      body: JSON.stringify({ currentPassword: "x".repeat(50 * 1024), newPassword: "password-baru-123" }),
    });
    expect(response.status).toBe(413);
    expect((await errorBody(response)).error).toEqual({
      code: "payload_too_large",
      message: authMessages.bodyTooLarge,
    });
    expect(await rowsFrom("203.0.113.73")).toBe(0);
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

  it("allows 5 wrong current passwords per address, then refuses even the right one", async () => {
    await createAccount("ganti2", PASSWORD);
    const token = await signIn("ganti2", PASSWORD);
    const change = (currentPassword: string, ip: string) =>
      adminRequest("/api/auth/password", {
        method: "POST",
        token,
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ currentPassword, newPassword: "password-baru-123" }),
      });
    for (let i = 0; i < 5; i += 1) expect((await change(`tebakan-${i}`, "203.0.113.80")).status).toBe(400);
    const locked = await change(PASSWORD, "203.0.113.80");
    expect(locked.status).toBe(429);
    const retryAfter = Number(locked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    expect((await errorBody(locked)).error).toEqual({
      code: "too_many_attempts",
      message: authMessages.lockedPasswordChange,
    });
    // One counter per account and address: the sign-in form there is held back as well.
    expect((await login("ganti2", PASSWORD, { "CF-Connecting-IP": "203.0.113.80" })).status).toBe(429);
    // The password was not changed; from another address the right one still works.
    expect((await change(PASSWORD, "203.0.113.81")).status).toBe(200);
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
    const bare = await request("/api/auth/login", { method: "POST", host: ADMIN_HOST, body });
    expect(bare.status).toBe(403);
    const sameOrigin = await request("/api/auth/login", {
      method: "POST",
      host: ADMIN_HOST,
      body,
      headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json" },
    });
    expect(sameOrigin.status).toBe(200);
    const crossSite = await request("/api/auth/login", {
      method: "POST",
      host: ADMIN_HOST,
      body,
      headers: { "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSite.status).toBe(403);
  });

  it.each([
    "http://admin.padukuhan.localhost:8787.evil.example",
    "http://admin.padukuhan.localhost:8787@evil.example",
    "http://admin.padukuhan.localhost:87870",
    "http://admin.padukuhan.localhost:8787evil",
    "http://evil.admin.padukuhan.localhost:8787",
    "https://admin.padukuhan.localhost:8787",
  ])("are refused from %s, an origin that only looks like the admin's", async (origin) => {
    // Sign-in with the right password: no session.
    const signedIn = await login("dukuh", PASSWORD, { Origin: origin });
    expect(signedIn.status).toBe(403);
    expect(signedIn.headers.get("set-cookie")).toBeNull();
    expect((await errorBody(signedIn)).error.code).toBe("forbidden");

    // A content write with a live session: refused, and nothing stored.
    const token = await signIn("dukuh", PASSWORD);
    const form = formOf({ judul: "Foto dari situs lain" }, { image: file(JPEG, "a.jpg", "image/jpeg") });
    const write = await adminRequest("/api/admin/galeri", {
      method: "POST",
      body: form,
      token,
      headers: { Origin: origin },
    });
    expect(write.status).toBe(403);
    expect(await rowCount("galeri")).toBe(0);

    // Sign-out is a write too: the session stays.
    const logout = await adminRequest("/api/auth/logout", {
      method: "POST",
      token,
      headers: { Origin: origin },
    });
    expect(logout.status).toBe(403);
    expect((await adminRequest("/api/auth/session", { token })).status).toBe(200);
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
