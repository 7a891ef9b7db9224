/**
 * Creates an admin, or sets a new password (and name) for an existing one.
 *   npm run admin:create -- --username U --password P [--nama "Full Name"] [--remote] [--persist-to DIR]
 * Only a slow salted hash reaches the database; the account's sessions end when its password
 * changes. Local by default; `--remote` writes to the deployed database (production env).
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { passwordProblem } from "../shared/src/auth";
import { hashPassword } from "../worker/src/auth/password";
import { newId } from "../worker/src/lib/ids";
import { root } from "./lib/local-state";
import { run, runWhenCalled } from "./lib/run";

const USERNAME = /^[A-Za-z0-9._-]{3,50}$/;

/** SQLite string literal; the values are also validated above, this is the last line of defence. */
const sqlText = (value: string) => `'${value.replace(/'/g, "''")}'`;

export function upsertAdminSql(
  account: { id: string; username: string; passwordHash: string; nama: string | null },
  now: number,
) {
  const nama = account.nama === null ? "NULL" : sqlText(account.nama);
  return [
    `INSERT INTO akun (id, username, password_hash, nama, created_at) VALUES (${sqlText(account.id)}, ${sqlText(account.username)}, ${sqlText(account.passwordHash)}, ${nama}, ${now})`,
    `ON CONFLICT(username) DO UPDATE SET password_hash = excluded.password_hash, nama = COALESCE(excluded.nama, akun.nama), updated_at = ${now};`,
    `DELETE FROM sessions WHERE akun_id = (SELECT id FROM akun WHERE username = ${sqlText(account.username)});`,
    // A new password also lifts the sign-in lock on that name: the way back in for staff.
    `DELETE FROM login_attempts WHERE kind = 'attempt' AND username = lower(${sqlText(account.username)});`,
  ].join(" ");
}

async function main() {
  const { values } = parseArgs({
    options: {
      username: { type: "string" },
      password: { type: "string" },
      nama: { type: "string" },
      remote: { type: "boolean", default: false },
      "persist-to": { type: "string" },
    },
  });
  const username = values.username?.trim() ?? "";
  const password = values.password ?? "";
  if (!USERNAME.test(username)) {
    throw new Error(
      "--username: 3 sampai 50 karakter, hanya huruf, angka, titik, garis bawah atau tanda hubung",
    );
  }
  const problem = passwordProblem(password);
  if (problem) throw new Error(`--password: ${problem}`);

  const sql = upsertAdminSql(
    { id: newId(), username, passwordHash: await hashPassword(password), nama: values.nama?.trim() || null },
    Date.now(),
  );
  const target = values.remote
    ? ["--remote", "--env", "production"]
    : ["--local", ...(values["persist-to"] ? ["--persist-to", path.resolve(values["persist-to"])] : [])];
  await run(
    path.join(root, "node_modules/.bin/wrangler"),
    ["d1", "execute", "DB", ...target, "--command", sql],
    {
      CI: "true",
    },
  );
  console.log(`Admin '${username}' siap. Login di halaman /login pada host admin.`);
}

runWhenCalled(import.meta.url, main);
