import type { SessionInfo, SessionUser } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import { and, eq, lte, ne } from "drizzle-orm";
import type { Database } from "../db/client";
import { akun, sessions } from "../db/schema";

const TOKEN_BYTES = 32;

function toBase64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** Only this digest is stored: a copy of the sessions table cannot be used to sign in. */
export async function tokenHash(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, "0")).join("");
}

export interface ActiveSession extends SessionInfo {
  tokenHash: string;
}

/** A new random 256-bit token for this account; 24 hours from now, whatever happens. */
export async function createSession(db: Database, user: SessionUser, now = Date.now()) {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  const expiresAt = now + timing.sessionLifetimeMs;
  await db
    .insert(sessions)
    .values({ tokenHash: await tokenHash(token), akunId: user.id, createdAt: now, expiresAt });
  return { token, info: { user, expiredAt: new Date(expiresAt).toISOString() } satisfies SessionInfo };
}

/**
 * The session a token belongs to, if it has not expired. Expiry is absolute (no sliding) and
 * checked here on every request; expired rows are removed as they are met.
 */
export async function findSession(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<ActiveSession | null> {
  if (!/^[A-Za-z0-9_-]{43}$/.test(token)) return null;
  const hash = await tokenHash(token);
  const [row] = await db
    .select({
      expiresAt: sessions.expiresAt,
      id: akun.id,
      username: akun.username,
      nama: akun.nama,
    })
    .from(sessions)
    .innerJoin(akun, eq(akun.id, sessions.akunId))
    .where(eq(sessions.tokenHash, hash));
  if (!row) return null;
  if (row.expiresAt <= now) {
    await db.delete(sessions).where(lte(sessions.expiresAt, now));
    return null;
  }
  return {
    tokenHash: hash,
    user: { id: row.id, username: row.username, nama: row.nama },
    expiredAt: new Date(row.expiresAt).toISOString(),
  };
}

export async function deleteSession(db: Database, hash: string) {
  await db.delete(sessions).where(eq(sessions.tokenHash, hash));
}

/** After a password change, every other device of that account is signed out (a statement to batch). */
export function deleteOtherSessions(db: Database, akunId: string, keepHash: string) {
  return db.delete(sessions).where(and(eq(sessions.akunId, akunId), ne(sessions.tokenHash, keepHash)));
}
