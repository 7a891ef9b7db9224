import type { SessionAnswer, SessionUser } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import { type Database, insertStatement, type Statement } from "../db/client";
import type { AkunRow, SessionRow } from "../db/rows";

const TOKEN_BYTES = 32;
/** `last_seen_at` is written at most this often per session: one small write per 5 minutes of use. */
export const LAST_SEEN_STEP_MS = 5 * 60_000;

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

export interface ActiveSession extends SessionAnswer {
  tokenHash: string;
}

/**
 * A new random 256-bit token for this account, 24 hours from now whatever happens, and the
 * statement that stores its digest (for the caller to batch with the sign-in's other writes).
 */
export async function newSession(
  db: Database,
  user: SessionUser,
  details: { device: string; mustChangePassword: boolean },
  now = Date.now(),
): Promise<{ token: string; info: SessionAnswer; statement: Statement }> {
  const token = toBase64Url(crypto.getRandomValues(new Uint8Array(TOKEN_BYTES)));
  const expiresAt = now + timing.sessionLifetimeMs;
  const statement = insertStatement(db, "sessions", {
    token_hash: await tokenHash(token),
    akun_id: user.id,
    created_at: now,
    expires_at: expiresAt,
    device: details.device,
    last_seen_at: now,
  });
  const info = {
    user,
    expiredAt: new Date(expiresAt).toISOString(),
    mustChangePassword: details.mustChangePassword,
  };
  return { token, info, statement };
}

/**
 * The session a token belongs to, if it has not expired. Expiry is absolute (no sliding) and
 * checked here on every request; expired rows are removed as they are met. When the session
 * was last marked as seen more than `LAST_SEEN_STEP_MS` ago, it is marked again.
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
      "SELECT s.expires_at, s.last_seen_at, a.id, a.username, a.nama, a.must_change_password FROM sessions s JOIN akun a ON a.id = s.akun_id WHERE s.token_hash = ?",
    )
    .bind(hash)
    .first<
      Pick<SessionRow, "expires_at" | "last_seen_at"> &
        Pick<AkunRow, "id" | "username" | "nama" | "must_change_password">
    >();
  if (!row) return null;
  if (row.expires_at <= now) {
    await db.prepare("DELETE FROM sessions WHERE expires_at <= ?").bind(now).run();
    return null;
  }
  if (row.last_seen_at === null || now - row.last_seen_at >= LAST_SEEN_STEP_MS) {
    await db.prepare("UPDATE sessions SET last_seen_at = ? WHERE token_hash = ?").bind(now, hash).run();
  }
  return {
    tokenHash: hash,
    user: { id: row.id, username: row.username, nama: row.nama },
    expiredAt: new Date(row.expires_at).toISOString(),
    mustChangePassword: row.must_change_password === 1,
  };
}

export async function deleteSession(db: Database, hash: string) {
  await db.prepare("DELETE FROM sessions WHERE token_hash = ?").bind(hash).run();
}

/** After a password change, every other device of that account is signed out (a statement to batch). */
export function deleteOtherSessions(db: Database, akunId: string, keepHash: string) {
  return db.prepare("DELETE FROM sessions WHERE akun_id = ? AND token_hash != ?").bind(akunId, keepHash);
}
