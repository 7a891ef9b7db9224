import type { SessionInfo, SessionUser } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import { type Database, insertStatement } from "../db/client";

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
  await insertStatement(db, "sessions", {
    token_hash: await tokenHash(token),
    akun_id: user.id,
    created_at: now,
    expires_at: expiresAt,
  }).run();
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
  const row = await db
    .prepare(
      "SELECT s.expires_at, a.id, a.username, a.nama FROM sessions s JOIN akun a ON a.id = s.akun_id WHERE s.token_hash = ?",
    )
    .bind(hash)
    .first<{ expires_at: number; id: string; username: string; nama: string | null }>();
  if (!row) return null;
  if (row.expires_at <= now) {
    await db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now).run();
    return null;
  }
  return {
    tokenHash: hash,
    user: { id: row.id, username: row.username, nama: row.nama },
    expiredAt: new Date(row.expires_at).toISOString(),
  };
}

export async function deleteSession(db: Database, hash: string) {
  await db.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(hash).run();
}

/** After a password change, every other device of that account is signed out (a statement to batch). */
export function deleteOtherSessions(db: Database, akunId: string, keepHash: string) {
  return db.prepare("DELETE FROM sessions WHERE akun_id = ? AND token_hash != ?").bind(akunId, keepHash);
}
