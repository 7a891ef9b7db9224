import { env } from "cloudflare:workers";
import { DEFAULT_SETTINGS, settingsMessages } from "@padukuhan/shared/settings";
import { sampleSettings } from "@padukuhan/shared/village";
import { beforeAll, describe, expect, it } from "vitest";
import { adminRequest } from "../../test/auth";
import { request } from "../../test/http";
import {
  adminToken,
  bucketKeys,
  contentVersion,
  file,
  JPEG,
  PNG,
  sendForm,
  storageSnapshot,
} from "../../test/upload";

let token = "";

beforeAll(async () => {
  token = await adminToken();
});

const PATH = "/api/admin/pengaturan";

function settingsForm(value: unknown, files: Record<string, File> = {}): FormData {
  const form = new FormData();
  form.append("value", JSON.stringify(value));
  for (const [name, item] of Object.entries(files)) form.append(name, item);
  return form;
}

const save = (section: string, value: unknown, files: Record<string, File> = {}) =>
  sendForm(`${PATH}/${section}`, "PUT", settingsForm(value, files), token);

async function stored() {
  const response = await adminRequest(PATH, { token });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<
    string,
    { value: Record<string, unknown>; updatedAt: string | null }
  >;
}

async function activityRows(section: string) {
  const { results } = await env.DB.prepare(
    "SELECT kind, action, record_id, title FROM activity_log WHERE kind = 'pengaturan' AND record_id = ?",
  )
    .bind(section)
    .all();
  return results;
}

const otherVillage = {
  villageName: "Dusun Sukamaju",
  slogan: "Rukun lan Makmur",
  description: "Dusun Sukamaju di lereng bukit, rumah bagi petani kopi.",
  logo: null,
  colors: { primary: "#123456", secondary: "#654321", accent: "#abcdef", dark: "#111111", light: "#fafafa" },
};

describe("GET /api/admin/pengaturan", () => {
  it("gives every section, the neutral default where nothing was saved", async () => {
    const sections = await stored();
    expect(Object.keys(sections).sort()).toEqual(
      [
        "about",
        "carousel",
        "contact",
        "footer",
        "identity",
        "lapor",
        "layar",
        "profile",
        "social",
        "statistics",
        "team",
        "welcome",
      ].sort(),
    );
    expect(sections.welcome?.value).toEqual(DEFAULT_SETTINGS.welcome);
    expect(sections.welcome?.updatedAt).toBeNull();
  });

  it("answers 401 without a session", async () => {
    const response = await adminRequest(PATH);
    expect(response.status).toBe(401);
  });
});

describe("PUT /api/admin/pengaturan/:section", () => {
  it("stores a section, logs it, bumps the content version, and the next public page shows it", async () => {
    const version = await contentVersion();
    const response = await save("identity", otherVillage);
    expect(response.status).toBe(200);
    const body = (await response.json()) as { value: typeof otherVillage; updatedAt: string };
    expect(body.value.villageName).toBe("Dusun Sukamaju");
    expect(await contentVersion()).not.toBe(version);
    expect((await stored()).identity?.value).toEqual(otherVillage);
    expect(await activityRows("identity")).toEqual([
      { kind: "pengaturan", action: "ubah", record_id: "identity", title: "Identitas Padukuhan" },
    ]);

    const page = await (await request("/")).text();
    expect(page).toContain("<title>Dusun Sukamaju</title>");
    expect(page).toContain('<meta name="theme-color" content="#123456">');
    // After the app's stylesheet, whose own :root colours it overrides.
    expect(page.indexOf("--primary:#123456")).toBeGreaterThan(page.indexOf(".button{"));
    expect(page).not.toContain(sampleSettings.identity.villageName);
  });

  it("refuses bad input with Indonesian messages per field and changes nothing", async () => {
    const before = await stored();
    const snapshot = await storageSnapshot();
    const response = await save("statistics", {
      population: "enam ratus",
      areaHa: "92",
      families: "-3",
      hamlets: "5",
      asOf: "kemarin",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      population: settingsMessages.wholeNumber,
      families: settingsMessages.wholeNumber,
      asOf: settingsMessages.date,
    });
    expect(await stored()).toEqual(before);
    expect(await storageSnapshot()).toEqual(snapshot);
    expect(await activityRows("statistics")).toEqual([]);
  });

  it("takes '1.250' as one thousand two hundred and fifty, and stores numbers", async () => {
    const response = await save("statistics", {
      population: "1.250",
      areaHa: 92,
      families: "310",
      hamlets: "6",
      asOf: "2026-01-01",
    });
    expect(response.status).toBe(200);
    expect((await stored()).statistics?.value).toEqual({
      population: 1250,
      areaHa: 92,
      families: 310,
      hamlets: 6,
      asOf: "2026-01-01",
    });
  });

  it("refuses Layar Balai choices out of range with Indonesian messages, storing nothing", async () => {
    const before = await stored();
    const response = await save("layar", {
      blok: [],
      detik: 3,
      teksBerjalan: "",
      jamTenang: { aktif: true, mulai: "21:00", selesai: "21.00" },
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({
      blok: "Pilih paling sedikit satu isi layar",
      detik: "Lama tiap slide harus antara 5 dan 60 detik",
      "jamTenang.selesai": "Jam mulai dan jam selesai waktu tenang tidak boleh sama",
    });
    expect(await stored()).toEqual(before);
    // Nothing saved before either: the display keeps its defaults.
    expect(before.layar).toEqual({ value: DEFAULT_SETTINGS.layar, updatedAt: null });
    expect(await activityRows("layar")).toEqual([]);
  });

  it("stores the Layar Balai choices as the display reads them, and logs them in Riwayat", async () => {
    const response = await save("layar", {
      blok: ["galeri", "pengumuman"],
      detik: "20",
      teksBerjalan: "  Kerja bakti Minggu pagi di balai  ",
      jamTenang: { aktif: true, mulai: "22.00", selesai: "5:30" },
    });
    expect(response.status).toBe(200);
    const layar = {
      blok: ["pengumuman", "galeri"],
      detik: 20,
      teksBerjalan: "Kerja bakti Minggu pagi di balai",
      jamTenang: { aktif: true, mulai: "22:00", selesai: "05:30" },
    };
    expect(((await response.json()) as { value: unknown }).value).toEqual(layar);
    expect((await stored()).layar?.value).toEqual(layar);
    expect(await activityRows("layar")).toEqual([
      { kind: "pengaturan", action: "ubah", record_id: "layar", title: "Layar Balai" },
    ]);
  });

  it("marks the exact row of a list: 'slides.1.alt'", async () => {
    const response = await save("carousel", {
      slides: [
        { image: "/img/sample/carousel-joglo/original.jpg", alt: "Joglo", caption: "Joglo", description: "" },
        { image: "/img/sample/carousel-joglo/original.jpg", alt: "", caption: "Sawah", description: "" },
      ],
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ "slides.1.alt": "Teks alternatif wajib diisi" });
  });

  it("refuses no slide at all and more than six", async () => {
    const slide = {
      image: "/img/sample/carousel-joglo/original.jpg",
      alt: "a",
      caption: "b",
      description: "",
    };
    for (const slides of [[], Array.from({ length: 7 }, () => slide)]) {
      const response = await save("carousel", { slides });
      expect(response.status).toBe(400);
      const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
      expect(error.fields.slides).toBe(settingsMessages.slides);
    }
  });

  it("stores a new slide image as an upload, and removes the replaced one after the next save", async () => {
    const first = await save(
      "carousel",
      { slides: [{ image: null, alt: "Balai", caption: "Balai Dusun", description: "Tempat musyawarah" }] },
      { "slides.0.image": file(JPEG, "balai.jpg", "image/jpeg") },
    );
    expect(first.status).toBe(200);
    const firstUrl = ((await first.json()) as { value: { slides: Array<{ image: string }> } }).value.slides[0]
      ?.image;
    expect(firstUrl).toMatch(/^\/img\/uploads\/.+\.jpg$/);
    expect(await bucketKeys()).toContain(firstUrl?.replace("/img/", ""));
    expect((await request(firstUrl as string)).status).toBe(200);

    const second = await save(
      "carousel",
      { slides: [{ image: null, alt: "Balai baru", caption: "Balai Dusun", description: "" }] },
      { "slides.0.image": file(PNG, "balai.png", "image/png") },
    );
    expect(second.status).toBe(200);
    const secondUrl = ((await second.json()) as { value: { slides: Array<{ image: string }> } }).value
      .slides[0]?.image;
    expect(secondUrl).toMatch(/^\/img\/uploads\/.+\.png$/);
    const keys = await bucketKeys();
    expect(keys).toContain(secondUrl?.replace("/img/", ""));
    expect(keys).not.toContain(firstUrl?.replace("/img/", ""));
  });

  it("keeps an image only the section held: another record's upload cannot be claimed", async () => {
    const response = await save("identity", {
      ...otherVillage,
      logo: "/img/uploads/bukan-milik-bagian-ini.jpg",
    });
    expect(response.status).toBe(400);
    const { error } = (await response.json()) as { error: { fields: Record<string, string> } };
    expect(error.fields).toEqual({ logo: settingsMessages.image });
  });

  it("refuses an image from another host and a file at a place that takes none, storing nothing", async () => {
    const snapshot = await storageSnapshot();
    const foreign = await save("identity", { ...otherVillage, logo: "https://example.com/logo.png" });
    expect(foreign.status).toBe(400);
    const misplaced = await save("welcome", DEFAULT_SETTINGS.welcome, {
      "title.image": file(JPEG, "a.jpg", "image/jpeg"),
    });
    expect(misplaced.status).toBe(400);
    const notAnImage = await save(
      "identity",
      { ...otherVillage, logo: null },
      {
        logo: file(
          new TextEncoder().encode("<svg onload=alert(1)>") as Uint8Array<ArrayBuffer>,
          "logo.jpg",
          "image/jpeg",
        ),
      },
    );
    expect(notAnImage.status).toBe(415);
    expect(await storageSnapshot()).toEqual(snapshot);
  });

  it("adds https:// to a social link typed without it and refuses what is not a link", async () => {
    const ok = await save("social", {
      facebook: "facebook.com/sukamaju",
      instagram: "",
      youtube: "",
      twitter: "",
    });
    expect(ok.status).toBe(200);
    expect((await stored()).social?.value.facebook).toBe("https://facebook.com/sukamaju");
    const bad = await save("social", { facebook: "bukan link", instagram: "", youtube: "", twitter: "" });
    expect(bad.status).toBe(400);
  });

  it("refuses links to a look-alike host or without a scheme, naming the field, and stores nothing", async () => {
    const before = await stored();
    const refused = async (section: string, value: unknown) => {
      const response = await save(section, value);
      expect(response.status).toBe(400);
      return ((await response.json()) as { error: { fields: Record<string, string> } }).error.fields;
    };
    expect(
      await refused("contact", { ...sampleSettings.contact, mapLocation: "https://google.evil.example/" }),
    ).toEqual({
      mapLocation:
        "Isi dengan link Google Maps (https://maps.google.com/...) atau koordinat, misalnya -7.7712, 110.2485",
    });
    expect(
      await refused("footer", {
        services: [
          { label: "Potensi Desa", link: "/umkm" },
          { label: "Layanan", link: "//evil.example" },
        ],
      }),
    ).toEqual({
      "services.1.link":
        "Link harus berupa halaman situs ini, misalnya /umkm, atau alamat web lengkap, misalnya https://contoh.go.id",
    });
    expect(
      await refused("social", {
        facebook: "https://facebook.com.evil.example/sukamaju",
        instagram: "",
        youtube: "",
        twitter: "javascript:alert(1)",
      }),
    ).toEqual({
      facebook:
        "Link Facebook harus berupa alamat facebook.com, misalnya https://www.facebook.com/padukuhankita",
      twitter:
        "Link Twitter/X harus berupa alamat x.com atau twitter.com, misalnya https://x.com/padukuhankita",
    });
    expect(await stored()).toEqual(before);
  });

  it("never puts a stored link that no longer passes on a public page, and shows the rest", async () => {
    const rows = {
      contact: {
        ...sampleSettings.contact,
        address: "Jl. Kenanga 7, Sukamaju",
        mapLocation: "https://google.evil.example/",
      },
      social: {
        facebook: "https://facebook.com.evil.example/sukamaju",
        instagram: "https://www.instagram.com/sukamaju",
        youtube: "",
        twitter: "",
      },
      footer: {
        services: [
          { label: "Layanan Palsu", link: "//evil.example" },
          { label: "Potensi Sukamaju", link: "/umkm" },
        ],
      },
    };
    // Written as an older version of the form let them through, not through today's checks.
    await env.DB.batch([
      ...Object.entries(rows).map(([section, value]) =>
        env.DB.prepare(
          "INSERT INTO site_settings (section, value, updated_at) VALUES (?, ?, 0) ON CONFLICT (section) DO UPDATE SET value = excluded.value",
        ).bind(section, JSON.stringify(value)),
      ),
      // A new content version, as every admin write makes: the edge's copy of '/' goes stale.
      env.DB.prepare(
        "INSERT INTO app_meta (key, value) VALUES ('content_version', ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value",
      ).bind(crypto.randomUUID()),
    ]);
    const page = await (await request("/")).text();
    expect(page).not.toContain("evil.example");
    expect(page).not.toContain("Layanan Palsu");
    expect(page).toContain("Jl. Kenanga 7, Sukamaju");
    expect(page).toContain('href="https://www.instagram.com/sukamaju"');
    expect(page).toContain('href="/umkm">Potensi Sukamaju</a>');
    // The map link falls back to the address.
    expect(page).toContain('href="https://www.google.com/maps?q=Jl.%20Kenanga%207%2C%20Sukamaju"');
    await env.DB.prepare("DELETE FROM site_settings WHERE section IN ('contact', 'social', 'footer')").run();
  });

  it("answers 404 for an unknown section and 400 for a body that is not JSON", async () => {
    expect((await save("rahasia", {})).status).toBe(404);
    const form = new FormData();
    form.append("value", "{not json");
    const response = await sendForm(`${PATH}/welcome`, "PUT", form, token);
    expect(response.status).toBe(400);
  });

  it("refuses a write without a session", async () => {
    const response = await sendForm(`${PATH}/welcome`, "PUT", settingsForm(DEFAULT_SETTINGS.welcome), "");
    expect(response.status).toBe(401);
  });
});
