import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_RULE,
  ADDRESS_RULE,
  attemptSucceeded,
  beginAttempt,
  FORGET_OLD,
  KNOWN_ADDRESS_MS,
  PAIR_RULE,
  RECORD_IF_ALLOWED,
  WHY_REFUSED,
} from "./throttle";

const MINUTE = 60_000;
/** Each test works at its own fixed time, far from the others and from Date.now(). */
const T = (day: number) => Date.UTC(2030, 0, day);

const db = env.DB;
const attempt = (username: string, address: string, now: number) => beginAttempt(db, username, address, now);
const succeed = (username: string, address: string, now: number) =>
  db.batch(attemptSucceeded(db, username, address, now));
const rows = async (username: string) =>
  (
    await db
      .prepare("SELECT count(*) AS n FROM login_attempts WHERE kind = 'attempt' AND username = ?")
      .bind(username)
      .first<{ n: number }>()
  )?.n;

describe("the rules", () => {
  it("are the agreed numbers", () => {
    expect(PAIR_RULE).toEqual({ limit: 5, windowMs: 15 * MINUTE });
    expect(ADDRESS_RULE).toEqual({ limit: 20, windowMs: 60 * MINUTE });
    expect(ACCOUNT_RULE).toEqual({ limit: 50, windowMs: 15 * MINUTE });
    expect(KNOWN_ADDRESS_MS).toBe(30 * 24 * 60 * MINUTE);
  });
});

describe("one username from one address", () => {
  it("gets 5 checks, then waits the whole 15 minutes (not 1, not 14)", async () => {
    const t0 = T(1);
    for (let i = 0; i < 5; i += 1) expect((await attempt("budi", "192.0.2.1", t0 + i)).allowed).toBe(true);
    const refused = await attempt("budi", "192.0.2.1", t0 + 10);
    expect(refused).toEqual({ allowed: false, scope: "pair", retryAfterSeconds: 15 * 60 });
    // A minute, and fourteen, later it is still refused, with the wait counting down.
    expect(await attempt("budi", "192.0.2.1", t0 + MINUTE)).toMatchObject({ allowed: false, scope: "pair" });
    const late = await attempt("budi", "192.0.2.1", t0 + 14 * MINUTE);
    expect(late).toEqual({ allowed: false, scope: "pair", retryAfterSeconds: 60 });
    // Refused attempts were not recorded: only the five checks count.
    expect(await rows("budi")).toBe(5);
    // Once the first check is 15 minutes old, there is room for one more, and only one: the
    // second of the five leaves the window a millisecond later.
    expect((await attempt("budi", "192.0.2.1", t0 + 15 * MINUTE)).allowed).toBe(true);
    expect(await attempt("budi", "192.0.2.1", t0 + 15 * MINUTE)).toEqual({
      allowed: false,
      scope: "pair",
      retryAfterSeconds: 1,
    });
    expect((await attempt("budi", "192.0.2.1", t0 + 15 * MINUTE + 1)).allowed).toBe(true);
  });

  it("gets at most 5 checks out of 20 sent at the same moment", async () => {
    const t0 = T(2);
    const verdicts = await Promise.all(
      Array.from({ length: 20 }, (_, i) => attempt("serentak", "192.0.2.2", t0 + i)),
    );
    expect(verdicts.filter((verdict) => verdict.allowed)).toHaveLength(5);
    expect(await rows("serentak")).toBe(5);
  });

  it("does not hold back the same username from another address", async () => {
    const t0 = T(3);
    for (let i = 0; i < 5; i += 1) await attempt("sari", "192.0.2.3", t0);
    expect((await attempt("sari", "192.0.2.3", t0 + 1)).allowed).toBe(false);
    expect((await attempt("SARI", "192.0.2.3", t0 + 1)).allowed).toBe(false);
    expect((await attempt("sari", "192.0.2.4", t0 + 1)).allowed).toBe(true);
    expect((await attempt("sari", "2001:db8::/64", t0 + 1)).allowed).toBe(true);
  });

  it("starts again from nothing after a success, for that pair only", async () => {
    const t0 = T(4);
    for (let i = 0; i < 4; i += 1) {
      await attempt("wati", "192.0.2.5", t0);
      await attempt("wati", "192.0.2.6", t0);
    }
    await succeed("wati", "192.0.2.5", t0 + 1);
    for (let i = 0; i < 5; i += 1) expect((await attempt("wati", "192.0.2.5", t0 + 2)).allowed).toBe(true);
    expect((await attempt("wati", "192.0.2.6", t0 + 2)).allowed).toBe(true);
    expect((await attempt("wati", "192.0.2.6", t0 + 2)).allowed).toBe(false);
  });
});

describe("one address, many usernames", () => {
  it("gets 20 checks an hour, then waits the whole hour", async () => {
    const t0 = T(5);
    for (let i = 0; i < 20; i += 1)
      expect((await attempt(`orang${i}`, "198.51.100.9", t0)).allowed).toBe(true);
    expect(await attempt("orang-baru", "198.51.100.9", t0 + 1)).toEqual({
      allowed: false,
      scope: "address",
      retryAfterSeconds: 60 * 60,
    });
    expect(await attempt("orang-baru", "198.51.100.9", t0 + 59 * MINUTE)).toMatchObject({
      allowed: false,
      scope: "address",
    });
    expect((await attempt("orang-baru", "198.51.100.10", t0 + 1)).allowed).toBe(true);
    expect((await attempt("orang-baru", "198.51.100.9", t0 + 60 * MINUTE + 1)).allowed).toBe(true);
  });

  it("names the rule that stays full longest", async () => {
    const t0 = T(6);
    for (let i = 0; i < 15; i += 1) await attempt(`lain${i}`, "198.51.100.11", t0);
    for (let i = 0; i < 5; i += 1) await attempt("dobel", "198.51.100.11", t0 + 10 * MINUTE);
    // Both are full; the address (an hour from t0) outlasts the pair (15 minutes from t0 + 10).
    expect(await attempt("dobel", "198.51.100.11", t0 + 11 * MINUTE)).toEqual({
      allowed: false,
      scope: "address",
      retryAfterSeconds: 49 * 60,
    });
  });
});

describe("one username from many addresses", () => {
  it("gets 50 checks in 15 minutes, except from an address it signed in from", async () => {
    const t0 = T(7);
    await succeed("kades", "2001:db8:aaaa:1::/64", t0 - 10 * 24 * 60 * MINUTE);
    await succeed("kades", "2001:db8:aaaa:2::/64", t0 - 31 * 24 * 60 * MINUTE);
    for (let i = 0; i < 50; i += 1) {
      expect((await attempt("kades", `2001:db8:bad:${i.toString(16)}::/64`, t0)).allowed).toBe(true);
    }
    expect(await attempt("kades", "2001:db8:bad:ffff::/64", t0 + 1)).toEqual({
      allowed: false,
      scope: "account",
      retryAfterSeconds: 15 * 60,
    });
    // Where the admin signed in ten days ago: still let in. Thirty-one days ago: forgotten.
    expect((await attempt("kades", "2001:db8:aaaa:1::/64", t0 + 1)).allowed).toBe(true);
    expect((await attempt("kades", "2001:db8:aaaa:2::/64", t0 + 1)).allowed).toBe(false);
    // Other usernames are not affected.
    expect((await attempt("sekdes", "2001:db8:bad:ffff::/64", t0 + 1)).allowed).toBe(true);
    expect((await attempt("kades", "2001:db8:bad:ffff::/64", t0 + 15 * MINUTE + 1)).allowed).toBe(true);
  });
});

describe("the statements", () => {
  it("read through an index, whatever the table holds", async () => {
    const values = ["x", "192.0.2.1", 0, 0, 0, 0, 0, 5, 20, 50];
    for (const [sql, bound] of [
      [RECORD_IF_ALLOWED, values],
      [WHY_REFUSED, values],
      [FORGET_OLD, [0, 0]],
    ] as const) {
      const { results } = await db
        .prepare(`EXPLAIN QUERY PLAN ${sql}`)
        .bind(...bound)
        .all<{ detail: string }>();
      const details = results.map((row) => row.detail);
      expect(
        details.some((detail) => /^SCAN login_attempts\b(?!.* USING (COVERING )?INDEX)/.test(detail)),
      ).toBe(false);
      expect(details.join("\n")).not.toMatch(/TEMP B-TREE/);
      // A count reads one username's or one address's rows, never everyone's recent ones.
      if (sql !== FORGET_OLD) {
        for (const detail of details.filter((line) => line.startsWith("SEARCH"))) {
          expect(detail).toMatch(/username=\?|address=\?/);
        }
      }
    }
  });
});
