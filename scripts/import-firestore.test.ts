/**
 * `npm run import:firestore` against the real thing: `npm start` with an empty local D1 and R2
 * of its own (e2e/dev-server.ts, port 8836), fixture exports in both shapes with broken
 * records (scripts/fixtures/firestore/), their images served by a server on 127.0.0.1 that
 * answers 404 for one. The first import runs the command as a person does; the later ones call
 * the same `runImport` in this process, which saves starting wrangler for each.
 */
import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createServer, request, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DevServer, PUBLIC_HOST, startDevServer } from "../e2e/dev-server";
import { copyUrls, jpegSize, shareImageUrl, webpSize } from "../shared/src/images";
import { folderReader, urlReader } from "./lib/import/images";
import { runImport } from "./lib/import/importer";
import { formatReport } from "./lib/import/report";
import { openTarget, recorder, type Target } from "./lib/import/target";
import { root } from "./lib/local-state";

const PORT = 8836;
const FIXTURES = path.join(root, "scripts/fixtures/firestore");
const IMAGES = path.join(FIXTURES, "images");
const state = path.join(root, "e2e/.state", `${PORT}-empty`);
const tsx = path.join(root, "node_modules/.bin/tsx");

let site: DevServer;
let images: Server;
/** Paths the image server was asked for since the last reset. */
let asked: string[] = [];
let work = "";
let origin = "";
let topLevel = "";
let collections = "";
let target: Target;

/** A fixture export with the image server's origin in its URLs, written to the work folder. */
async function exportFile(name: string): Promise<string> {
  const file = path.join(work, name);
  await writeFile(
    file,
    (await readFile(path.join(FIXTURES, name), "utf8")).replaceAll("{{IMAGE_ORIGIN}}", origin),
  );
  return file;
}

/** An import in this process, as the command runs it; its report as the terminal shows it. */
async function importNow(
  file: string,
  { dryRun = false, folder }: { dryRun?: boolean; folder?: string } = {},
) {
  const report = await runImport(await readFile(file, "utf8"), {
    target,
    dryRun,
    images: folder ? folderReader(folder) : urlReader,
  });
  return formatReport(report);
}

/** An HTTP answer from the dev server on 127.0.0.1 for `host` (Node's fetch cannot set Host). */
interface Answer {
  status: number;
  type: string;
  body: Buffer;
  cookie: string | null;
  text: () => string;
  json: () => Record<string, unknown>;
}
function call(
  host: "public" | "admin",
  method: string,
  urlPath: string,
  { body, cookie }: { body?: unknown; cookie?: string | null } = {},
): Promise<Answer> {
  const hostName = `${host === "admin" ? "admin." : ""}${PUBLIC_HOST}:${PORT}`;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      {
        host: "127.0.0.1",
        port: PORT,
        method,
        path: urlPath,
        headers: {
          Host: hostName,
          ...(payload ? { "Content-Type": "application/json", Origin: `http://${hostName}` } : {}),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const data = Buffer.concat(chunks);
          const setCookie = answer.headers["set-cookie"]?.[0]?.split(";")[0] ?? null;
          resolve({
            status: answer.statusCode ?? 0,
            type: answer.headers["content-type"] ?? "",
            body: data,
            cookie: setCookie,
            text: () => data.toString("utf8"),
            json: () => JSON.parse(data.toString("utf8")) as Record<string, unknown>,
          });
        });
      },
    );
    sent.on("error", reject);
    sent.end(payload);
  });
}

/** Everything an import could change: row counts, the content version, accounts, R2's objects. */
async function snapshot() {
  const tables = [
    "artikel",
    "artikel_tags",
    "artikel_fts",
    "umkm",
    "umkm_tags",
    "umkm_produk",
    "galeri",
    "akun",
    "activity_log",
  ];
  const results = await target.batch([
    ...tables.map((table) => recorder.prepare(`SELECT '${table}' AS name, count(*) AS n FROM ${table}`)),
    recorder.prepare("SELECT koleksi, kategori, jumlah FROM content_counts ORDER BY koleksi, kategori"),
    recorder.prepare("SELECT value FROM app_meta WHERE key = 'content_version'"),
    recorder.prepare("SELECT id, username, password_hash, must_change_password FROM akun ORDER BY id"),
  ]);
  const objects = await target.list("uploads/");
  return {
    rows: results.map((result) => result.results),
    objects: objects.map((object) => `${object.key} ${object.size} ${object.type}`).sort(),
  };
}

const lines = (report: string) => report.split("\n");

beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), "impor-firestore-"));
  images = createServer((incoming, answer) => {
    const name = path.basename(new URL(incoming.url ?? "/", "http://x").pathname);
    asked.push(name);
    let bytes: Buffer;
    try {
      bytes = readFileSync(path.join(IMAGES, name));
    } catch {
      answer.writeHead(404).end("Not Found");
      return;
    }
    // Every fixture is served as image/jpeg, as image hosts often answer: only the bytes count.
    answer.writeHead(200, { "Content-Type": "image/jpeg" }).end(bytes);
  });
  await new Promise<void>((resolve) => images.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(images.address() as AddressInfo).port}`;
  topLevel = await exportFile("top-level.json");
  collections = await exportFile("collections.json");
  site = await startDevServer(PORT, { empty: true });
  target = await openTarget({ remote: false, persistTo: state });
}, 300_000);

afterAll(async () => {
  await target?.dispose();
  site?.stop();
  images?.close();
  await rm(work, { recursive: true, force: true });
});

describe("npm run import:firestore", () => {
  it("--dry-run checks every record and image, says what it would do, and writes nothing", async () => {
    const before = await snapshot();
    const report = await importNow(topLevel, { dryRun: true });
    expect(lines(report)).toEqual(
      expect.arrayContaining([
        "akun: 1 akan ditambahkan, 0 akan diperbarui, 0 tidak berubah, 2 dilewati",
        "artikel: 4 akan ditambahkan, 0 akan diperbarui, 0 tidak berubah, 3 dilewati",
        "umkm: 2 akan ditambahkan, 0 akan diperbarui, 0 tidak berubah, 1 dilewati",
      ]),
    );
    expect(report).toContain(": tidak ada yang ditulis.");
    expect(await snapshot()).toEqual(before);
  });

  it("imports both export shapes with their ids, skipping each broken record with its reason", async () => {
    const run = promisify(execFile);
    const { stdout } = await run(
      tsx,
      ["scripts/import-firestore.ts", "--file", topLevel, "--persist-to", state],
      { cwd: root },
    );
    expect(lines(stdout)).toEqual(
      expect.arrayContaining([
        "akun: 1 ditambahkan, 0 diperbarui, 0 tidak berubah, 2 dilewati",
        "  dilewati akun/akunNamaSudahAda01: Username sudah dipakai.",
        "  dilewati akun/akunPasswordPendek1: password: Password minimal 8 karakter",
        "artikel: 4 ditambahkan, 0 diperbarui, 0 tidak berubah, 3 dilewati",
        "  dilewati artikel/tanpaJudulSamaSekali: judul: Judul wajib diisi",
        "  dilewati artikel/tanggalnyaTidakJelas: createdAt: bukan tanggal yang dapat dibaca",
        "  dilewati artikel/Xk3pRaNen7aYa2024AbC: Id ganda dalam file ekspor: dokumen pertama dengan id ini yang dipakai",
        "  catatan artikel/gambarHilangDiHost1: gambar: tidak dapat diambil (HTTP 404); ditampilkan gambar pengganti",
        "  catatan artikel/svgMenyamarJadiJpg: gambar: Format file tidak valid. Gunakan JPG, PNG, atau GIF; ditampilkan gambar pengganti",
        "umkm: 2 ditambahkan, 0 diperbarui, 0 tidak berubah, 1 dilewati",
        "  dilewati umkm/umkmTanpaNama000001: nama: Nama UMKM wajib diisi",
        "Diabaikan: 'pengunjung' (2 dokumen) bukan koleksi aplikasi lama (akun, artikel, umkm, galeri).",
      ]),
    );
    // The plain passwords of the export appear nowhere in what the command printed.
    expect(stdout).not.toContain("rahasia-lama-123");
    expect(stdout).not.toContain("password-panjang-1");

    // The other shape, its images from a folder by file name (no network).
    const report = await importNow(collections, { folder: IMAGES });
    expect(lines(report)).toEqual(
      expect.arrayContaining([
        "artikel: 2 ditambahkan, 0 diperbarui, 0 tidak berubah, 0 dilewati",
        "  catatan artikel/artikelMasihDraf01: tidak terbit di aplikasi lama (published: false); disimpan sebagai draf",
        "galeri: 1 ditambahkan, 0 diperbarui, 0 tidak berubah, 5 dilewati",
        `  dilewati galeri/galeriFotoHilang001: foto: file 'jembatan-hilang.jpg' tidak ada di folder ${IMAGES}`,
        '  dilewati galeri/galeriBelumTerbit01: Tidak terbit di aplikasi lama (status: "draft"); UMKM dan galeri tidak punya draf di situs ini, jadi tidak diimpor',
        "  dilewati galeri/galeriTanpaFoto0001: foto: tidak ada",
        "  dilewati galeri/galeriFotoRusak0001: foto: gambar rusak atau tidak dapat dibaca",
        "  dilewati galeri/galeriNanodetikSalah: createdAt: bukan tanggal yang dapat dibaca",
      ]),
    );
  });

  it("keeps the old addresses: /artikel/<id> and /umkm/<id> answer with their titles", async () => {
    for (const [urlPath, title] of [
      ["/artikel/Xk3pRaNen7aYa2024AbC", "Panen Raya Padi di Bulak Karangrejo"],
      ["/artikel/artikelDariKoleksi1", "Pelatihan Pemasaran Digital UMKM"],
      ["/umkm/umkmGudegBuSri00001", "Gudeg Bu Sri"],
    ]) {
      const page = await call("public", "GET", urlPath as string);
      expect(page.status, urlPath).toBe(200);
      expect(page.text()).toMatch(new RegExp(`<title>${title}[^<]*</title>`));
      expect(page.text()).toContain(`<h1`);
    }
    expect((await call("public", "GET", "/artikel/tanpaJudulSamaSekali")).status).toBe(404);
    // Held back in the old app: a draft here, which visitors never see.
    expect((await call("public", "GET", "/artikel/artikelMasihDraf01")).status).toBe(404);
    expect((await call("public", "GET", "/api/artikel/artikelMasihDraf01")).status).toBe(404);
    const [draf] = await target.batch([
      recorder.prepare("SELECT status, publish_at FROM artikel WHERE id = 'artikelMasihDraf01'"),
    ]);
    expect(draf?.results).toEqual([{ status: "draf", publish_at: null }]);

    const artikel = (await call("public", "GET", "/api/artikel/Xk3pRaNen7aYa2024AbC")).json();
    expect(artikel).toMatchObject({
      judul: "Panen Raya Padi di Bulak Karangrejo",
      link: "https://www.kemdikbud.go.id",
      kategori: "Pertanian",
      tags: ["panen", "sawah"],
      createdAt: "2024-08-17T01:30:00.500Z",
      updatedAt: "2024-08-18T01:30:00.000Z",
    });
    expect((await call("public", "GET", "/api/artikel/tanpaKategoriLink01")).json()).toMatchObject({
      kategori: "Umum",
      link: null,
      createdAt: "2024-03-01T08:00:00.000Z",
    });
    // Its image could not be had: the placeholder shows (an empty image URL).
    expect((await call("public", "GET", "/api/artikel/gambarHilangDiHost1")).json()).toMatchObject({
      gambar: "",
    });
    const umkm = (await call("public", "GET", "/api/umkm/umkmGudegBuSri00001")).json();
    expect(umkm).toMatchObject({
      nama_pemilik: "Bu Sri Wahyuni",
      no_telp: "081234567890",
      tags: ["gudeg", "kuliner"],
      produk: [
        {
          nama: "Gudeg Komplit",
          harga: 15000,
          gambar: expect.stringMatching(/^\/img\/uploads\/impor-[\w-]{20}\/original\.jpg$/),
        },
        { nama: "Gudeg Besek", harga: 25000, gambar: null },
      ],
    });
    // Search and the kept counts follow the import (the migrations' triggers).
    const found = (await call("public", "GET", "/api/artikel?q=panen")).json().data as Array<{ id: string }>;
    expect(found.map((item) => item.id)).toEqual(["Xk3pRaNen7aYa2024AbC"]);
    const photos = (await call("public", "GET", "/api/galeri?q=gambyong")).json().data as Array<{
      id: string;
      kategori: string;
    }>;
    expect(photos).toMatchObject([{ id: "galeriTariGambyong1", kategori: "Budaya" }]);
  });

  it("stores each image at its new /img/ address with the WebP copies and link-preview JPEG an upload gets", async () => {
    const { gambar } = (await call("public", "GET", "/api/artikel/Xk3pRaNen7aYa2024AbC")).json() as {
      gambar: string;
    };
    expect(gambar).toMatch(/^\/img\/uploads\/impor-[\w-]{20}\/original\.jpg$/);
    const original = await call("public", "GET", gambar);
    expect([original.status, original.type]).toEqual([200, "image/jpeg"]);
    expect(new Uint8Array(original.body)).toEqual(
      new Uint8Array(readFileSync(path.join(IMAGES, "panen-raya.jpg"))),
    );
    for (const copy of copyUrls(gambar) ?? []) {
      const answer = await call("public", "GET", copy.url);
      expect([answer.status, answer.type, webpSize(new Uint8Array(answer.body))?.width]).toEqual([
        200,
        "image/webp",
        copy.width,
      ]);
    }
    const share = await call("public", "GET", shareImageUrl(gambar) as string);
    expect([share.status, share.type, jpegSize(new Uint8Array(share.body))]).toEqual([
      200,
      "image/jpeg",
      { width: 1200, height: 630 },
    ]);
    // A GIF is kept as it is, alone.
    const { gambar: gif } = (await call("public", "GET", "/api/umkm/umkmLampionGif00001")).json() as {
      gambar: string;
    };
    expect(gif).toMatch(/^\/img\/uploads\/impor-[\w-]{20}\.gif$/);
    expect((await call("public", "GET", gif)).type).toBe("image/gif");
    // Six folders (five JPEGs, a PNG: an original, three WebP copies, a share.jpg each) and the GIF;
    // nothing for the refused images (the SVG, the JPEG cut short).
    const types: Record<string, number> = {};
    for (const object of await target.list("uploads/"))
      types[object.type ?? ""] = (types[object.type ?? ""] ?? 0) + 1;
    expect(types).toEqual({ "image/jpeg": 5 + 6, "image/png": 1, "image/webp": 3 * 6, "image/gif": 1 });
  });

  it("makes an imported account sign in with its old password only to change it first", async () => {
    const refused = await call("admin", "POST", "/api/auth/login", {
      body: { username: "bendahara", password: "1234" },
    });
    expect(refused.status).toBe(401);
    const login = await call("admin", "POST", "/api/auth/login", {
      body: { username: "sekretaris", password: "rahasia-lama-123" },
    });
    expect(login.status).toBe(200);
    expect(login.json()).toMatchObject({
      mustChangePassword: true,
      user: { username: "sekretaris", nama: "Bu Sekretaris" },
    });
    const cookie = login.cookie;
    const blocked = await call("admin", "GET", "/api/admin/riwayat", { cookie });
    expect(blocked.status).toBe(403);
    expect(blocked.json()).toMatchObject({
      error: { message: "Ganti password terlebih dahulu sebelum melanjutkan." },
    });
    const changed = await call("admin", "POST", "/api/auth/password", {
      cookie,
      body: { currentPassword: "rahasia-lama-123", newPassword: "sandi-baru-sekretaris-1" },
    });
    expect(changed.status).toBe(200);
    // 'Riwayat' names every record the import wrote, by 'impor'.
    const history = await call("admin", "GET", "/api/admin/riwayat?limit=50", {
      cookie: changed.cookie ?? cookie,
    });
    expect(history.status).toBe(200);
    const imported = (
      history.json().data as Array<{ username: string; kind: string; action: string; recordId: string }>
    )
      .filter((line) => line.username === "impor")
      .map((line) => `${line.kind} ${line.action} ${line.recordId}`)
      .sort();
    expect(imported).toEqual([
      "akun tambah akunLamaSekretaris1",
      "artikel tambah Xk3pRaNen7aYa2024AbC",
      "artikel tambah artikelDariKoleksi1",
      "artikel tambah artikelMasihDraf01",
      "artikel tambah gambarHilangDiHost1",
      "artikel tambah svgMenyamarJadiJpg",
      "artikel tambah tanpaKategoriLink01",
      "galeri tambah galeriTariGambyong1",
      "umkm tambah umkmGudegBuSri00001",
      "umkm tambah umkmLampionGif00001",
    ]);
  });

  it("changes nothing on a second run and says so, fetching no image it already has", async () => {
    const before = await snapshot();
    asked = [];
    const first = await importNow(topLevel);
    const second = await importNow(collections, { folder: IMAGES });
    expect(lines(first)).toEqual(
      expect.arrayContaining([
        "akun: 0 ditambahkan, 0 diperbarui, 1 tidak berubah, 2 dilewati",
        "artikel: 0 ditambahkan, 0 diperbarui, 4 tidak berubah, 3 dilewati",
        "umkm: 0 ditambahkan, 0 diperbarui, 2 tidak berubah, 1 dilewati",
        "Tidak ada yang berubah.",
      ]),
    );
    expect(lines(second)).toEqual(
      expect.arrayContaining([
        "artikel: 0 ditambahkan, 0 diperbarui, 2 tidak berubah, 0 dilewati",
        "galeri: 0 ditambahkan, 0 diperbarui, 1 tidak berubah, 5 dilewati",
        "Tidak ada yang berubah.",
      ]),
    );
    // Only the two images it could not store the first time are asked for again.
    expect(asked.sort()).toEqual(["bukan-foto.jpg", "sudah-dihapus.jpg"]);
    // Same rows, counts, content version, account (its changed password kept) and objects.
    expect(await snapshot()).toEqual(before);
  });

  it("updates a record the export changed later, and leaves one an admin changed here since", async () => {
    const login = await call("admin", "POST", "/api/auth/login", {
      body: { username: "sekretaris", password: "sandi-baru-sekretaris-1" },
    });
    expect(login.json()).toMatchObject({ mustChangePassword: false });
    // An admin edits an imported article on the new site (the admin form's fields, multipart).
    const form = new FormData();
    for (const [field, value] of Object.entries({
      judul: "Kerja Bakti Selokan RT 03",
      kategori: "Sosial & Budaya",
      text: "Diperbarui di situs baru.",
      status: "terbit",
    })) {
      form.append(field, value);
    }
    const multipart = new Response(form);
    const edit = await new Promise<number>((resolve, reject) => {
      void multipart.arrayBuffer().then((body) => {
        const sent = request(
          {
            host: "127.0.0.1",
            port: PORT,
            method: "PUT",
            path: "/api/admin/artikel/tanpaKategoriLink01",
            headers: {
              Host: `admin.${PUBLIC_HOST}:${PORT}`,
              Origin: `http://admin.${PUBLIC_HOST}:${PORT}`,
              Cookie: login.cookie ?? "",
              "Content-Type": multipart.headers.get("Content-Type") ?? "",
            },
          },
          (answer) => {
            answer.resume();
            resolve(answer.statusCode ?? 0);
          },
        );
        sent.on("error", reject);
        sent.end(Buffer.from(body));
      });
    });
    expect(edit).toBe(200);

    const oldImage = (
      (await call("public", "GET", "/api/artikel/Xk3pRaNen7aYa2024AbC")).json() as { gambar: string }
    ).gambar;
    const fixture = JSON.parse(await readFile(topLevel, "utf8")) as { artikel: Record<string, object> };
    const later = path.join(work, "later.json");
    await writeFile(
      later,
      JSON.stringify({
        artikel: {
          // Edited on the old site after the first export: a new text and a new picture.
          Xk3pRaNen7aYa2024AbC: {
            judul: "Panen Raya Padi di Bulak Karangrejo",
            text: "Hasil panen ditimbang di balai.",
            link: "www.kemdikbud.go.id",
            kategori: "Pertanian",
            gambar: `${origin}/image/upload/v1724000000/padukuhan/tari-gambyong.jpg`,
            tags: ["panen", "sawah"],
            createdAt: { _seconds: 1723858200, _nanoseconds: 500000000 },
            updatedAt: { _seconds: 1724000000, _nanoseconds: 0 },
          },
          // The old site's copy, older than the admin's edit here.
          tanpaKategoriLink01: {
            ...fixture.artikel.tanpaKategoriLink01,
            text: "Versi lama dari situs lama.",
          },
        },
      }),
    );
    const report = await importNow(later);
    expect(lines(report)).toEqual(
      expect.arrayContaining([
        "artikel: 0 ditambahkan, 1 diperbarui, 0 tidak berubah, 1 dilewati",
        "  dilewati artikel/tanpaKategoriLink01: sudah diubah di situs ini setelah waktu ekspor; tidak ditimpa",
      ]),
    );
    const panenNow = (await call("public", "GET", "/api/artikel/Xk3pRaNen7aYa2024AbC")).json() as {
      text: string;
      gambar: string;
      updatedAt: string;
    };
    expect(panenNow).toMatchObject({
      text: "Hasil panen ditimbang di balai.",
      updatedAt: "2024-08-18T16:53:20.000Z",
    });
    expect(panenNow.gambar).not.toBe(oldImage);
    expect((await call("public", "GET", panenNow.gambar)).status).toBe(200);
    // The replaced picture and its copies left R2, as an admin edit's do.
    const folder = oldImage.slice("/img/".length, -"/original.jpg".length);
    expect((await target.list(folder)).map((object) => object.key)).toEqual([]);
    expect((await call("public", "GET", "/api/artikel/tanpaKategoriLink01")).json()).toMatchObject({
      text: "Diperbarui di situs baru.",
    });
  });
});
