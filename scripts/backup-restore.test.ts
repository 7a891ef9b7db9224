/**
 * The backup round trip as a village would live it: a local site with the sample content and
 * an upload made through the admin API is backed up with `npm run backup`, restored with `npm
 * run restore` into a fresh state folder (the wipe), and served again: every public page and
 * image answers byte for byte as before, and the counts and search indexes the triggers rebuilt
 * hold exactly what they held.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { readFile, rm } from "node:fs/promises";
import { request } from "node:http";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN } from "../e2e/admin-account";
import { type DevServer, PUBLIC_HOST, startDevServer } from "../e2e/dev-server";
import { loadBackup, RestoreRefused } from "./lib/backup/load";
import { verifyArchive } from "./lib/backup/read";
import { type Site, withLocalSite } from "./lib/backup/site";
import { root } from "./lib/local-state";
import { quietWrangler } from "./lib/run";
import { devRegistryOf, wranglerBin, wranglerDevArgs } from "./lib/wrangler-dev";

const PORT = 8837;
const ADMIN_HOST = `admin.${PUBLIC_HOST}`;
const original = path.join(root, "e2e/.state", String(PORT));
const restored = path.join(root, "e2e/.state", `${PORT}-pulih`);
const archive = path.join(root, "e2e/.state", `${PORT}-cadangan.tar.gz`);
const tsx = path.join(root, "node_modules/.bin/tsx");

interface Answer {
  status: number;
  type: string;
  body: Buffer;
  cookie: string;
}

/** A request to the site on 127.0.0.1 as a browser on `host` sends it (Node does not resolve *.localhost). */
function send(
  target: string,
  {
    host = PUBLIC_HOST,
    method = "GET",
    headers = {},
    body,
  }: {
    host?: string;
    method?: string;
    headers?: Record<string, string>;
    body?: Buffer;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: target,
        method,
        headers: { ...headers, Host: `${host}:${PORT}` },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({
            status: answer.statusCode ?? 0,
            type: String(answer.headers["content-type"] ?? ""),
            body: Buffer.concat(chunks),
            cookie: (answer.headers["set-cookie"] ?? []).map((line) => line.split(";")[0]).join("; "),
          }),
        );
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

function runScript(args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(tsx, args, { cwd: root, env: { ...process.env, CI: "true" } });
    let output = "";
    child.stdout.on("data", (chunk) => {
      output += chunk;
    });
    child.stderr.on("data", (chunk) => {
      output += chunk;
    });
    child.on("exit", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`${args[0]} exited ${code}:\n${output}`)),
    );
  });
}

/**
 * The restored state folder served as production serves its data: `wrangler dev` alone, with
 * no build, no migrations and no sample content that could stand in for something the restore
 * lost.
 */
async function serve(stateDir: string): Promise<() => void> {
  const server = spawn(
    wranglerBin,
    wranglerDevArgs({ port: PORT, publicHost: PUBLIC_HOST, adminHost: ADMIN_HOST, persistTo: stateDir }),
    {
      cwd: root,
      env: { ...process.env, ...quietWrangler, ...devRegistryOf(stateDir) },
      stdio: ["ignore", "ignore", "inherit"],
      detached: true,
    },
  );
  const stop = () => {
    if (server.pid && server.exitCode === null) process.kill(-server.pid, "SIGTERM");
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`dev server exited with ${server.exitCode}`);
    try {
      if ((await send("/api/galeri")).status === 200) return stop;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  stop();
  throw new Error("the restored site did not answer within 120 s");
}

/** Waits until nothing answers on the port, so the next server can take it. */
async function stopped(stop: () => void) {
  stop();
  for (let i = 0; i < 100; i += 1) {
    try {
      await send("/api/galeri");
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

const digest = (body: Buffer) => createHash("sha256").update(body).digest("hex");

/**
 * Every public page and image the site links to, from the home page, the sitemaps and the
 * feed outwards: each URL's status, content type and a digest of its bytes.
 */
async function crawl(): Promise<Map<string, string>> {
  const origin = `http://${PUBLIC_HOST}:${PORT}`;
  const seen = new Map<string, string>();
  const queue = ["/", "/sitemap.xml", "/rss.xml", "/robots.txt"];
  /** Asked for or about to be: a URL is fetched once however many pages link to it. */
  const taken = new Set<string>();
  async function visit(target: string) {
    const answer = await send(target);
    // A calendar file's DTSTAMP is the moment it was made, not data: the rest must match.
    const body = answer.type.startsWith("text/calendar")
      ? Buffer.from(answer.body.toString("utf8").replace(/^DTSTAMP:.*$/gm, "DTSTAMP:-"))
      : answer.body;
    seen.set(target, `${answer.status} ${answer.type} ${digest(body)}`);
    if (!/html|xml/.test(answer.type)) return;
    const text = answer.body.toString("utf8").replaceAll(origin, "");
    for (const match of text.matchAll(/(?:href|src|srcset|content)="([^"]+)"|<loc>([^<]+)<\/loc>/g)) {
      for (const candidate of (match[1] ?? match[2] ?? "").split(",")) {
        const url = candidate.trim().split(/\s+/)[0]?.replaceAll("&amp;", "&") ?? "";
        // Our own pages and images; not the build's hashed assets (the same files on both sides).
        if (!url.startsWith("/") || url.startsWith("//") || url.startsWith("/assets/")) continue;
        if (!taken.has(url)) queue.push(url);
      }
    }
  }
  // A few requests in flight at once. The order of the visits does not matter: every URL
  // reachable from the start is visited once either way.
  const inFlight = new Set<Promise<void>>();
  for (;;) {
    while (inFlight.size < 4 && queue.length > 0 && taken.size < 600) {
      const target = queue.shift() as string;
      if (taken.has(target)) continue;
      taken.add(target);
      const visiting: Promise<void> = visit(target).finally(() => inFlight.delete(visiting));
      inFlight.add(visiting);
    }
    if (inFlight.size === 0) break;
    await Promise.race(inFlight);
  }
  return seen;
}

/** The search indexes and counts the triggers keep, and the objects in R2, read straight from disk. */
async function storedState({ db, bucket }: Site) {
  const all = async (sql: string) => (await db.prepare(sql).all()).results;
  const objects: Record<string, string> = {};
  let cursor: string | undefined;
  do {
    const listed = await bucket.list({ cursor, include: ["httpMetadata"] });
    // Each read is a round trip to the proxy's workerd: all of a listed page's at once.
    await Promise.all(
      listed.objects.map(async (object) => {
        const body = (await bucket.get(object.key)) as unknown as R2ObjectBody;
        objects[object.key] =
          `${object.httpMetadata?.contentType} ${digest(Buffer.from(await body.arrayBuffer()))}`;
      }),
    );
    cursor = listed.truncated ? listed.cursor : undefined;
  } while (cursor);
  return {
    counts: await all("SELECT koleksi, kategori, jumlah FROM content_counts ORDER BY koleksi, kategori"),
    search: {
      artikel: await all("SELECT rowid, * FROM artikel_fts ORDER BY rowid"),
      umkm: await all("SELECT rowid, * FROM umkm_fts ORDER BY rowid"),
      galeri: await all("SELECT rowid, * FROM galeri_fts ORDER BY rowid"),
      agenda: await all("SELECT rowid, * FROM agenda_fts ORDER BY rowid"),
    },
    objects,
  };
}

type R2ObjectBody = { arrayBuffer(): Promise<ArrayBuffer> };

/** What visitors' searches answer, through the public API. */
async function searches() {
  const answers: Record<string, unknown> = {};
  for (const query of [
    "/api/artikel?q=warga",
    "/api/artikel?q=panen&kategori=Pertanian",
    "/api/umkm?q=batik",
    "/api/galeri?q=agustus",
    "/api/galeri?q=sawah",
    "/api/galeri?q=cadangan",
  ]) {
    answers[query] = JSON.parse((await send(query)).body.toString("utf8"));
  }
  return answers;
}

let server: DevServer | null = null;
let stopRestored: (() => void) | null = null;
const before = {
  pages: new Map<string, string>(),
  searches: {} as Record<string, unknown>,
  uploaded: "",
  /** A resident's report (decision 021): its code, and its private page's bytes. */
  kode: "",
  reportPage: "",
};

/** A multipart form as a browser encodes it: its type and bytes. */
async function encoded(form: FormData) {
  const request = new Request("http://form.test/", { method: "POST", body: form });
  return {
    type: request.headers.get("content-type") as string,
    body: Buffer.from(await request.arrayBuffer()),
  };
}

beforeAll(async () => {
  await rm(restored, { recursive: true, force: true });
  await rm(archive, { force: true });
  server = await startDevServer(PORT);

  // An upload through the admin API, as the admin app sends it.
  const login = await send("/api/auth/login", {
    host: ADMIN_HOST,
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: server.adminOrigin },
    body: Buffer.from(JSON.stringify({ username: ADMIN.username, password: ADMIN.password })),
  });
  expect(login.status).toBe(200);
  const form = new FormData();
  form.set("judul", "Foto cadangan panen raya");
  form.set(
    "image",
    new Blob([await readFile(path.join(root, "shared/content/images/galeri-sawah/original.jpg"))], {
      type: "image/jpeg",
    }),
    "panen.jpg",
  );
  const upload = await encoded(form);
  const added = await send("/api/admin/galeri", {
    host: ADMIN_HOST,
    method: "POST",
    headers: { "Content-Type": upload.type, Origin: server.adminOrigin, Cookie: login.cookie },
    body: upload.body,
  });
  expect(added.status).toBe(201);
  before.uploaded = (JSON.parse(added.body.toString("utf8")) as { foto: string }).foto;

  // A resident's report with a photo, which the office answers and shows on the public record.
  const report = new FormData();
  for (const [name, value] of Object.entries({
    kategori: "Jalan dan Jembatan",
    judul: "Jembatan bambu retak",
    uraian: "Bambunya retak di tengah.",
    lokasi: "Jembatan ke sawah RT 04",
    nama: "Pak Warga",
    no_telp: "081200001111",
  }))
    report.set(name, value);
  report.set(
    "foto",
    new Blob([await readFile(path.join(root, "shared/content/images/galeri-balai/original.jpg"))], {
      type: "image/jpeg",
    }),
    "jembatan.jpg",
  );
  const reportForm = await encoded(report);
  const sent = await send("/lapor", {
    method: "POST",
    headers: { "Content-Type": reportForm.type, Origin: server.publicOrigin, Accept: "application/json" },
    body: reportForm.body,
  });
  expect(sent.status).toBe(201);
  before.kode = (JSON.parse(sent.body.toString("utf8")) as { kode: string }).kode;
  const office = (target: string, method: string, json?: unknown) =>
    send(`/api/admin/lapor${target}`, {
      host: ADMIN_HOST,
      method,
      headers: {
        "Content-Type": "application/json",
        Origin: server?.adminOrigin ?? "",
        Cookie: login.cookie,
      },
      ...(json === undefined ? {} : { body: Buffer.from(JSON.stringify(json)) }),
    });
  const listed = JSON.parse((await office("", "GET")).body.toString("utf8")) as {
    data: Array<{ id: string }>;
  };
  const id = listed.data[0]?.id ?? "";
  expect((await office(`/${id}/jawaban`, "POST", { text: "Sudah kami ikat sementara." })).status).toBe(201);
  expect((await office(`/${id}/publik`, "PUT", { publik: true })).status).toBe(200);
  before.reportPage = digest((await send(`/lapor/${before.kode}`)).body);

  // A year of 'Data Padukuhan' (decision 022): its page and files are then in the crawl.
  const table = await send("/api/admin/data/2026/penduduk", {
    host: ADMIN_HOST,
    method: "PUT",
    headers: { "Content-Type": "application/json", Origin: server.adminOrigin, Cookie: login.cookie },
    body: Buffer.from(JSON.stringify({ jiwa: 1432, kk: 410, laki: 700, perempuan: 732 })),
  });
  expect(table.status).toBe(200);

  before.pages = await crawl();
  before.searches = await searches();
  // `npm run backup` while the site runs, as a village would.
  await runScript(["scripts/backup.ts", "--persist-to", original, "--out", archive]);
  await stopped(server.stop);
  server = null;

  await runScript(["scripts/restore.ts", archive, "--persist-to", restored]);
  stopRestored = await serve(restored);
}, 600_000);

afterAll(async () => {
  server?.stop();
  if (stopRestored) await stopped(stopRestored);
});

describe("backup, wipe and restore", () => {
  it("serves every public page and image byte for byte as before", async () => {
    const after = await crawl();
    expect(before.pages.get(before.uploaded)).toMatch(/^200 image\/jpeg /);
    expect([...before.pages.keys()].filter((url) => url.startsWith("/artikel/")).length).toBeGreaterThan(5);
    expect([...before.pages.keys()].filter((url) => url.startsWith("/umkm/")).length).toBeGreaterThan(4);
    expect([...before.pages.keys()].filter((url) => url.startsWith("/img/")).length).toBeGreaterThan(40);
    expect(Object.fromEntries(after)).toEqual(Object.fromEntries(before.pages));
  });

  it("keeps a resident's report: its private page, and the public record that shows it", async () => {
    expect(before.pages.get("/lapor/daftar")).toMatch(/^200 text\/html/);
    expect(before.pages.get("/data/penduduk-2026.csv")).toMatch(/^200 text\/csv/);
    const page = await send(`/lapor/${before.kode}`);
    expect(page.status).toBe(200);
    expect(page.body.toString("utf8")).toContain("Sudah kami ikat sementara.");
    expect(digest(page.body)).toBe(before.reportPage);
  });

  it("answers every search as before", async () => {
    const after = await searches();
    expect(JSON.stringify(before.searches["/api/galeri?q=cadangan"])).toContain("Foto cadangan panen raya");
    expect(after).toEqual(before.searches);
  });

  it("lets the admin sign in with the same password (accounts are restored, sessions are not)", async () => {
    const login = await send("/api/auth/login", {
      host: ADMIN_HOST,
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: `http://${ADMIN_HOST}:${PORT}` },
      body: Buffer.from(JSON.stringify({ username: ADMIN.username, password: ADMIN.password })),
    });
    expect(login.status).toBe(200);
    const activity = await send("/api/admin/riwayat?jenis=pengaturan", {
      host: ADMIN_HOST,
      headers: { Cookie: login.cookie },
    });
    const lines = (JSON.parse(activity.body.toString("utf8")) as { data: Array<Record<string, unknown>> })
      .data;
    expect(lines[0]).toMatchObject({
      username: "sistem",
      action: "pulihkan-cadangan",
      title: `${PORT}-cadangan.tar.gz`,
    });
  });

  it("rebuilds the counts and search indexes exactly, keeps every object, and refuses a second restore unless forced", async () => {
    if (stopRestored) await stopped(stopRestored);
    stopRestored = null;
    const was = await withLocalSite(original, storedState);
    expect(Object.keys(was.objects).length).toBeGreaterThan(100);
    const checked = await verifyArchive(archive);
    await withLocalSite(restored, async (site) => {
      expect(await storedState(site)).toEqual(was);
      await expect(loadBackup(site, archive, checked, { force: false })).rejects.toThrow(RestoreRefused);
      await expect(loadBackup(site, archive, checked, { force: false })).rejects.toThrow(
        /tidak kosong .*--force/,
      );
      // Forced: emptied first, loaded once, so nothing is counted twice.
      await loadBackup(site, archive, checked, { force: true });
      expect(await storedState(site)).toEqual(was);
    });
  });
});
