/**
 * `npm run deploy` (and, when it can, `npm run check`): the secrets the deployed Worker needs
 * are set in production. Without `PESAN_KEY` the Worker refuses to store contact messages on
 * its https origin (docs/decisions/013); better to hear it here than from a visitor.
 *
 *   tsx scripts/check-secrets.ts             asks Cloudflare; fails when a secret is missing
 *                                           or the list cannot be read (deploy)
 *   tsx scripts/check-secrets.ts --if-token  the same with CLOUDFLARE_API_TOKEN set; without it
 *                                           only says what deploy will check (check, offline)
 */
import { execFile } from "node:child_process";
import { parseArgs } from "node:util";
import { root } from "./lib/local-state";
import { quietWrangler, runWhenCalled } from "./lib/run";

/** The secrets production must have, and what each is for. */
export const REQUIRED_SECRETS: Record<string, string> = {
  PESAN_KEY: "kunci hash alamat pengirim 'Kirim Pesan'; tanpanya Worker menolak menyimpan pesan",
};

/** The required secrets missing from `wrangler secret list --format json` output. */
export function missingSecrets(listed: string, required = Object.keys(REQUIRED_SECRETS)): string[] {
  let names: string[];
  try {
    const parsed: unknown = JSON.parse(listed);
    if (!Array.isArray(parsed)) throw new Error("not a list");
    names = parsed.map((entry) => String((entry as { name?: unknown }).name));
  } catch {
    throw new Error(`Daftar secret dari wrangler tidak dapat dibaca:\n${listed.slice(0, 500)}`);
  }
  return required.filter((name) => !names.includes(name));
}

/** What the person deploying is told for each missing secret. */
export function missingMessage(missing: string[]): string {
  const lines = missing.map(
    (name) =>
      `- ${name}: ${REQUIRED_SECRETS[name] ?? ""}\n  atur dengan: openssl rand -base64 32 | npx wrangler secret put ${name} --env production`,
  );
  return `Secret produksi belum diatur, deploy dibatalkan:\n${lines.join("\n")}`;
}

function listSecrets(env: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(
      "npx",
      ["wrangler", "secret", "list", "--env", env, "--format", "json"],
      { cwd: root, env: { ...process.env, ...quietWrangler }, timeout: 60_000 },
      (error, stdout, stderr) => {
        if (error) {
          reject(
            new Error(
              `Tidak dapat membaca daftar secret produksi (wrangler secret list --env ${env}); masuk dulu dengan \`npx wrangler login\`.\n${stderr.trim()}`,
            ),
          );
        } else resolve(stdout);
      },
    );
  });
}

async function main() {
  const { values } = parseArgs({
    options: {
      env: { type: "string", default: "production" },
      "if-token": { type: "boolean", default: false },
    },
  });
  const names = Object.keys(REQUIRED_SECRETS).join(", ");
  if (values["if-token"] && !process.env.CLOUDFLARE_API_TOKEN) {
    console.log(
      `Secret produksi (${names}) tidak diperiksa tanpa CLOUDFLARE_API_TOKEN; npm run deploy memeriksanya.`,
    );
    return;
  }
  const missing = missingSecrets(await listSecrets(values.env ?? "production"));
  if (missing.length > 0) throw new Error(missingMessage(missing));
  console.log(`Secret produksi lengkap: ${names}.`);
}

runWhenCalled(import.meta.url, main);
