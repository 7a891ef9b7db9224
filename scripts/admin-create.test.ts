import { execFile } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { verifyPassword } from "../worker/src/auth/password";
import { openSite, type Site } from "./lib/backup/site";
import { root } from "./lib/local-state";
import { applyMigrations } from "./lib/migrations";

const run = promisify(execFile);
const tsx = path.join(root, "node_modules/.bin/tsx");
let state = "";
/**
 * The same on-disk D1 the command writes, opened once in this process: a `wrangler d1 execute`
 * per look would start wrangler a dozen times. The command runs in its own process, as it does
 * for a person, and what it wrote is read here afterwards (the first test sees its row).
 */
let site: Site | undefined;

async function query(sql: string): Promise<Array<Record<string, unknown>>> {
  return (await (site as Site).db.prepare(sql).all<Record<string, unknown>>()).results;
}
const accounts = () => query("SELECT * FROM akun");

const create = (...args: string[]) =>
  run(tsx, ["scripts/admin-create.ts", ...args, "--persist-to", state], { cwd: root });

beforeAll(async () => {
  state = await mkdtemp(path.join(tmpdir(), "admin-create-"));
  await applyMigrations({ remote: false, persistTo: state });
  site = await openSite({ remote: false, persistTo: state });
});
afterAll(async () => {
  await site?.dispose();
  await rm(state, { recursive: true, force: true });
});

describe("npm run admin:create", () => {
  it("stores a scrypt hash that verifies, and no plaintext anywhere in the row", async () => {
    await create("--username", "dukuh", "--password", "sandi-rahasia-99", "--nama", "Pak Dukuh");
    const [row] = await accounts();
    expect(row).toMatchObject({ username: "dukuh", nama: "Pak Dukuh" });
    expect(JSON.stringify(row)).not.toContain("sandi-rahasia-99");
    expect(String(row?.password_hash)).toMatch(/^scrypt\$N=32768,r=8,p=3\$/);
    expect(await verifyPassword("sandi-rahasia-99", String(row?.password_hash))).toBe(true);
  });

  it("updates the password of an existing admin instead of adding a second one, and lifts its sign-in lock", async () => {
    await query(
      "INSERT INTO login_attempts (kind, username, address, at) VALUES ('attempt', 'dukuh', '203.0.113.9', 1), ('attempt', 'orang-lain', '203.0.113.9', 1)",
    );
    await create("--username", "dukuh", "--password", "sandi-baru-yang-lain");
    expect((await query("SELECT username FROM login_attempts")).map((row) => row.username)).toEqual([
      "orang-lain",
    ]);
    const rows = await accounts();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.nama).toBe("Pak Dukuh");
    expect(await verifyPassword("sandi-baru-yang-lain", String(rows[0]?.password_hash))).toBe(true);
  });

  it.each([
    [["--username", "dukuh", "--password", "pendek"], "Password minimal 8 karakter"],
    [["--username", "dukuh", "--password", "x".repeat(257)], "Password maksimal 256 byte"],
    [["--username", "a b", "--password", "cukup-panjang-1"], "--username"],
  ])("refuses %j and changes nothing", async (args, message) => {
    const before = await accounts();
    await expect(create(...args)).rejects.toMatchObject({ stderr: expect.stringContaining(message) });
    expect(await accounts()).toEqual(before);
  });
});
