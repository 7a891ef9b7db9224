import { env } from "cloudflare:workers";
import { sampleArtikel } from "@padukuhan/shared/sample-content";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { request } from "../../test/http";
import { adminToken, file, JPEG, jpegHeader, sendForm, webp } from "../../test/upload";
import { loadSampleContent } from "../content/sample-content";

/** The manifest as a phone's browser reads it. */
interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

async function manifest(headers: Record<string, string> = {}) {
  const response = await request("/manifest.webmanifest", { headers });
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toBe("application/manifest+json");
  return { body: (await response.json()) as Manifest, response };
}

/** Width and height from a PNG's IHDR chunk (right after the 8-byte signature). */
function pngSize(bytes: Uint8Array): { width: number; height: number } {
  expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  expect(String.fromCharCode(...bytes.subarray(12, 16))).toBe("IHDR");
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The top-left pixel of an 8-bit RGB or RGBA PNG, as [r, g, b, a]. Row 0's first pixel is stored
 * as it is under every filter (each adds neighbours that are zero there), so no unfiltering.
 */
async function topLeftPixel(bytes: Uint8Array): Promise<number[]> {
  const view = new DataView(bytes.buffer, bytes.byteOffset);
  const colourType = bytes[25];
  expect(bytes[24], "bit depth").toBe(8);
  const chunks: Uint8Array[] = [];
  for (let at = 8; at < bytes.length; ) {
    const length = view.getUint32(at);
    if (String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === "IDAT") {
      chunks.push(bytes.subarray(at + 8, at + 8 + length));
    }
    at += 12 + length;
  }
  // IDAT is a zlib stream, which DecompressionStream calls 'deflate'.
  const inflated = new Uint8Array(
    await new Response(
      new Blob(chunks).stream().pipeThrough(new DecompressionStream("deflate")),
    ).arrayBuffer(),
  );
  const [r, g, b] = [inflated[1], inflated[2], inflated[3]];
  return colourType === 6 ? ([r, g, b, inflated[4]] as number[]) : ([r, g, b, 255] as number[]);
}

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const saveIdentity = (value: unknown, files: Record<string, File> = {}) => {
  const form = new FormData();
  form.append("value", JSON.stringify(value));
  for (const [name, item] of Object.entries(files)) form.append(name, item);
  return sendForm("/api/admin/pengaturan/identity", "PUT", form, token);
};

/**
 * A PNG of `width` × `height` as far as its header goes (signature and IHDR), then zero bytes:
 * enough for the Worker, which reads only the header.
 */
function pngHeader(width: number, height = width): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(64);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** A logo as the admin's browser sends it: the original with its copies, and its icons if given. */
function logoFiles(icons: Record<string, Uint8Array<ArrayBuffer>> | null): Record<string, File> {
  const files: Record<string, File> = {
    logo: file(JPEG, "logo.jpg", "image/jpeg"),
    logo_w400: file(webp(400), "logo-400.webp", "image/webp"),
    logo_w800: file(webp(800), "logo-800.webp", "image/webp"),
    logo_w1200: file(webp(1200), "logo-1200.webp", "image/webp"),
    logo_share: file(jpegHeader(1200, 630), "logo-share.jpg", "image/jpeg"),
  };
  for (const [field, bytes] of Object.entries(icons ?? {}))
    files[field] = file(bytes, `${field}.png`, "image/png");
  return files;
}

const PENDING = "/img/uploads/pending";

const ownVillage = {
  villageName: "Padukuhan Sidomulyo Wetan",
  slogan: "Guyub rukun",
  description: "Padukuhan di tepi Kali Opak, rumah bagi perajin gerabah.",
  logo: null,
  colors: { primary: "#8a2be2", secondary: "#654321", accent: "#abcdef", dark: "#111111", light: "#fdf5e6" },
};

// In file order: the neutral defaults first, before any identity is saved.
describe("GET /manifest.webmanifest", () => {
  it("names a village that has saved nothing neutrally, in Indonesian, standalone from the root", async () => {
    const { body } = await manifest();
    expect(body).toEqual({
      id: "/",
      name: "Nama Padukuhan",
      short_name: "Padukuhan",
      description: "Website resmi padukuhan. Isi profil, kontak dan sambutan di menu Pengaturan Situs.",
      lang: "id",
      dir: "ltr",
      start_url: "/",
      scope: "/",
      display: "standalone",
      theme_color: "#2e6b3f",
      background_color: "#f6f2e7",
      icons: [
        { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
        { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
        { src: "/icons/maskable-192.png", sizes: "192x192", type: "image/png", purpose: "maskable" },
        { src: "/icons/maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
      ],
    });
  });

  it("is cached at the edge, revalidated by the browser, and changes as soon as the identity is saved", async () => {
    const first = await manifest();
    const again = await manifest();
    expect(again.response.headers.get("x-cache")).toBe("HIT");
    expect(again.response.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    const etag = again.response.headers.get("etag") ?? "";
    expect(etag).not.toBe("");
    const revalidated = await request("/manifest.webmanifest", { headers: { "If-None-Match": etag } });
    expect(revalidated.status).toBe(304);
    // A query string a manifest does not take is the same copy, never a new cache entry.
    expect((await request("/manifest.webmanifest?v=2")).headers.get("x-cache")).toBe("HIT");
    expect(first.body.name).toBe("Nama Padukuhan");

    expect((await saveIdentity(ownVillage)).status).toBe(200);
    const saved = await manifest({ "If-None-Match": etag });
    expect(saved.response.headers.get("x-cache")).toBe("MISS");
    expect(saved.body.name).toBe("Padukuhan Sidomulyo Wetan");
    expect(saved.body.short_name).toBe("Sidomulyo");
    expect(saved.body.description).toBe("Padukuhan di tepi Kali Opak, rumah bagi perajin gerabah.");
    expect(saved.body.theme_color).toBe("#8a2be2");
    expect(saved.body.background_color).toBe("#fdf5e6");
  });

  it("keeps a short name whole and shortens a long one to a label a launcher shows in full", async () => {
    const cases: [string, string][] = [
      ["Karangrejo", "Karangrejo"],
      ["Dusun Sukamaju", "Sukamaju"],
      ["Padukuhan Karangrejo", "Karangrejo"],
      ["Padukuhan Ngemplak Baru Lor", "Ngemplak"],
      ["Purwomartanijaya Kidul", "Purwomartani"],
    ];
    for (const [villageName, shortName] of cases) {
      expect((await saveIdentity({ ...ownVillage, villageName })).status).toBe(200);
      const { body } = await manifest();
      expect(body.name, villageName).toBe(villageName);
      expect(body.short_name, villageName).toBe(shortName);
    }
  });

  it("is not found on the admin host, which is never installed as the public site", async () => {
    const response = await adminRequest("/manifest.webmanifest");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).not.toContain("manifest");
  });
});

describe("the home-screen icons", () => {
  it("every icon the manifest names, and the apple-touch-icon, is a PNG of the size it states", async () => {
    const { body } = await manifest();
    const wanted = [
      ...body.icons.map((icon) => ({ src: icon.src, size: Number(icon.sizes.split("x")[0]) })),
      { src: "/icons/apple-touch-icon.png", size: 180 },
    ];
    expect(wanted.map((icon) => icon.size)).toEqual([192, 512, 192, 512, 180]);
    for (const { src, size } of wanted) {
      const response = await request(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get("content-type"), src).toBe("image/png");
      expect(response.headers.get("cache-control"), src).toBe("public, max-age=86400");
      expect(pngSize(new Uint8Array(await response.arrayBuffer())), src).toEqual({
        width: size,
        height: size,
      });
    }
  });

  it("a maskable icon and the apple-touch-icon fill their square; the 'any' icon keeps the favicon's round corners", async () => {
    const corner = async (src: string) =>
      topLeftPixel(new Uint8Array(await (await request(src)).arrayBuffer()));
    // The favicon's background green, to the edge: a launcher's mask never shows a gap.
    for (const src of ["/icons/maskable-192.png", "/icons/maskable-512.png", "/icons/apple-touch-icon.png"]) {
      expect(await corner(src), src).toEqual([0x2f, 0x6b, 0x3f, 255]);
    }
    expect((await corner("/icons/icon-192.png"))[3]).toBe(0);
  });

  it("an unknown icon is 404", async () => {
    expect((await request("/icons/tidak-ada.png")).status).toBe(404);
  });
});

describe("a village with a logo", () => {
  it("installs with the logo's own icons, any and maskable, and iOS takes its smaller one", async () => {
    const icons = { logo_icon192: pngHeader(192), logo_icon512: pngHeader(512) };
    const saved = await saveIdentity({ ...ownVillage, logo: PENDING }, logoFiles(icons));
    expect(saved.status).toBe(200);
    const logo = ((await saved.json()) as { value: { logo: string } }).value.logo;
    const folder = logo.replace(/\/original\.jpg$/, "");
    expect(folder).toMatch(/^\/img\/uploads\/[A-Za-z0-9]{20}$/);
    const { body } = await manifest();
    expect(body.icons).toEqual([
      { src: `${folder}/icon-192.png`, sizes: "192x192", type: "image/png", purpose: "any" },
      { src: `${folder}/icon-512.png`, sizes: "512x512", type: "image/png", purpose: "any" },
      { src: `${folder}/icon-192.png`, sizes: "192x192", type: "image/png", purpose: "maskable" },
      { src: `${folder}/icon-512.png`, sizes: "512x512", type: "image/png", purpose: "maskable" },
    ]);
    for (const size of [192, 512]) {
      const response = await request(`${folder}/icon-${size}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(pngHeader(size));
    }
    const html = await (await request("/")).text();
    expect(html).toContain(`<link rel="apple-touch-icon" sizes="192x192" href="${folder}/icon-192.png">`);
  });

  it("a logo stored without icons (before them, or a browser that could not draw them) shows the neutral ones", async () => {
    const saved = await saveIdentity({ ...ownVillage, logo: PENDING }, logoFiles(null));
    expect(saved.status).toBe(200);
    const folder = ((await saved.json()) as { value: { logo: string } }).value.logo.replace(
      /\/original\.jpg$/,
      "",
    );
    const { body } = await manifest();
    expect(body.icons[0]?.src).toBe(`${folder}/icon-192.png`);
    for (const size of [192, 512]) {
      const response = await request(`${folder}/icon-${size}.png`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/png");
      const bytes = new Uint8Array(await response.arrayBuffer());
      expect(pngSize(bytes)).toEqual({ width: size, height: size });
      // The build's neutral icon, byte for byte.
      expect(bytes).toEqual(new Uint8Array(await (await request(`/icons/icon-${size}.png`)).arrayBuffer()));
    }
    // Any other missing file of the folder stays missing.
    expect((await request(`${folder}/icon-300.png`)).status).toBe(404);
  });

  it("refuses icons that are incomplete, not square PNGs of their size, or too large, and stores nothing", async () => {
    const cases: [Record<string, Uint8Array<ArrayBuffer>>, number, string][] = [
      [
        { logo_icon192: pngHeader(192) },
        400,
        "Ikon logo harus dikirim lengkap (192 dan 512 piksel) bersama salinan gambarnya.",
      ],
      [
        { logo_icon192: pngHeader(192), logo_icon512: pngHeader(192) },
        400,
        "Ikon logo harus berformat PNG persegi berukuran 192 atau 512 piksel.",
      ],
      [
        { logo_icon192: pngHeader(192, 190), logo_icon512: pngHeader(512) },
        400,
        "Ikon logo harus berformat PNG persegi berukuran 192 atau 512 piksel.",
      ],
      [
        { logo_icon192: jpegHeader(192, 192), logo_icon512: pngHeader(512) },
        415,
        "Ikon logo harus berformat PNG persegi berukuran 192 atau 512 piksel.",
      ],
      [
        {
          logo_icon192: pngHeader(192),
          logo_icon512: new Uint8Array([...pngHeader(512), ...new Uint8Array(300 * 1024)]),
        },
        413,
        "Ukuran ikon logo terlalu besar. Maksimum 300KB.",
      ],
    ];
    const before = await env.IMAGES.list();
    for (const [icons, status, message] of cases) {
      const response = await saveIdentity({ ...ownVillage, logo: PENDING }, logoFiles(icons));
      expect(response.status, Object.keys(icons).join()).toBe(status);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect((await env.IMAGES.list()).objects.length).toBe(before.objects.length);
  });

  it("icons without the logo's other copies are refused: they would lie beside nothing", async () => {
    const response = await saveIdentity(
      { ...ownVillage, logo: PENDING },
      {
        logo: file(JPEG, "logo.jpg", "image/jpeg"),
        logo_icon192: file(pngHeader(192), "a.png", "image/png"),
        logo_icon512: file(pngHeader(512), "b.png", "image/png"),
      },
    );
    expect(response.status).toBe(400);
  });
});

describe("GET /sw.js", () => {
  it("serves the built service worker as JavaScript that the browser always revalidates, never from the edge cache", async () => {
    const response = await request("/sw.js");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/javascript");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    expect(response.headers.get("x-cache")).toBeNull();
    expect((await response.text()).length).toBeGreaterThan(0);
    const etag = response.headers.get("etag");
    expect(etag).not.toBeNull();
    const unchanged = await request("/sw.js", { headers: { "If-None-Match": etag ?? "" } });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("cache-control")).toBe("no-cache");
  });

  it("is not found on the admin host", async () => {
    expect((await adminRequest("/sw.js")).status).toBe(404);
  });
});

describe("the page head", () => {
  it("a public page links the manifest, the apple-touch-icon and the village's colour for the browser bar", async () => {
    expect((await saveIdentity(ownVillage)).status).toBe(200);
    const html = await (await request("/")).text();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
    expect(html).toContain(
      '<link rel="apple-touch-icon" sizes="180x180" href="/icons/apple-touch-icon.png">',
    );
    expect(html).toContain('<meta name="theme-color" content="#8a2be2">');
  });

  it("public and admin pages name a 48 px PNG icon the site serves, not the SVG a browser would parse on the page's main thread", async () => {
    const pages = [await request("/"), await adminRequest("/admin", { token })];
    for (const page of pages) {
      const html = await page.text();
      expect(html).toContain('<link rel="icon" href="/icons/favicon-48.png" sizes="48x48" type="image/png">');
      expect(html).not.toMatch(/rel="icon"[^>]*svg/);
    }
    const icon = await request("/icons/favicon-48.png");
    expect(icon.status).toBe(200);
    expect(icon.headers.get("content-type")).toBe("image/png");
    expect(pngSize(new Uint8Array(await icon.arrayBuffer()))).toEqual({ width: 48, height: 48 });
  });

  it("no admin page links them: the app shell and an article's preview", async () => {
    await loadSampleContent(env.DB);
    const pages = ["/admin", `/admin/artikel/${sampleArtikel[0]?.id}/pratinjau`];
    for (const path of pages) {
      const response = await adminRequest(path, { token });
      expect(response.status, path).toBe(200);
      const html = await response.text();
      expect(html, path).not.toContain('rel="manifest"');
      expect(html, path).not.toContain("apple-touch-icon");
    }
  });
});
