import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Passwords are stored as `scrypt$N=32768,r=8,p=3$<salt>$<key>` (base64). The parameters sit
 * in the string so they can be raised later without breaking old hashes. N·r·p = 786,432 stays
 * under the 2^20 production Workers allow (`wrangler dev` does not enforce that cap, so a test
 * pins these numbers); memory is 128·N·r = 32 MiB of the Worker's 128.
 */
export const SCRYPT = { N: 2 ** 15, r: 8, p: 3, saltBytes: 16, keyBytes: 32 } as const;
const PRODUCTION_CAP = 2 ** 20;

interface ParsedHash {
  N: number;
  r: number;
  p: number;
  salt: Buffer;
  key: Buffer;
}

function derive(password: string, salt: Buffer, params: { N: number; r: number; p: number }, length: number) {
  return new Promise<Buffer>((resolve, reject) => {
    scrypt(
      password.normalize("NFC"),
      salt,
      length,
      { ...params, maxmem: 256 * params.N * params.r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SCRYPT.saltBytes);
  const key = await derive(password, salt, SCRYPT, SCRYPT.keyBytes);
  return `scrypt$N=${SCRYPT.N},r=${SCRYPT.r},p=${SCRYPT.p}$${salt.toString("base64")}$${key.toString("base64")}`;
}

export function parseHash(stored: string): ParsedHash | null {
  const match = /^scrypt\$N=(\d+),r=(\d+),p=(\d+)\$([A-Za-z0-9+/=]+)\$([A-Za-z0-9+/=]+)$/.exec(stored);
  if (!match) return null;
  const [, N, r, p, salt, key] = match;
  const parsed = {
    N: Number(N),
    r: Number(r),
    p: Number(p),
    salt: Buffer.from(salt ?? "", "base64"),
    key: Buffer.from(key ?? "", "base64"),
  };
  // A hash the production runtime would refuse to compute is treated as unusable.
  if (parsed.N * parsed.r * parsed.p > PRODUCTION_CAP || parsed.key.length === 0) return null;
  return parsed;
}

/** A real hash of a password nobody has, so an unknown username costs a full scrypt too. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomUUID());
  return decoy;
}

/** Constant-time comparison of the derived key; false for a malformed stored value. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored) ?? parseHash(await decoyHash());
  if (!parsed) return false;
  const key = await derive(password, parsed.salt, parsed, parsed.key.length);
  const matches = timingSafeEqual(key, parsed.key);
  return matches && parseHash(stored) !== null;
}
