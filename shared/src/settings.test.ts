import { describe, expect, it } from "vitest";
import {
  DEFAULT_SETTINGS,
  isMapLocation,
  SETTINGS_IMAGE_FIELDS,
  SETTINGS_SCHEMAS,
  SETTINGS_SECTIONS,
  setAtPath,
  settingsFieldErrors,
  settingsFromRows,
  settingsImages,
} from "./settings";
import { colorVariables, mapUrls, paragraphs, siteChrome } from "./site";
import { sampleSettings } from "./village";

const slide = {
  image: "/img/sample/carousel-joglo/original.jpg",
  alt: "Joglo",
  caption: "Pendapa",
  description: "",
};

describe("the section schemas", () => {
  it("take the built-in hamlet and the neutral defaults as they are", () => {
    for (const section of SETTINGS_SECTIONS) {
      expect(SETTINGS_SCHEMAS[section].parse(sampleSettings[section])).toEqual(sampleSettings[section]);
      // A new village has no slide until it adds its first (the home page shows its name instead).
      if (section !== "carousel")
        expect(SETTINGS_SCHEMAS[section].parse(DEFAULT_SETTINGS[section])).toEqual(DEFAULT_SETTINGS[section]);
    }
    expect(DEFAULT_SETTINGS.carousel.slides).toEqual([]);
  });

  it("need a village name and trim it", () => {
    const identity = { ...DEFAULT_SETTINGS.identity, villageName: "  Dusun Sukamaju " };
    expect(SETTINGS_SCHEMAS.identity.parse(identity).villageName).toBe("Dusun Sukamaju");
    expect(settingsFieldErrors(SETTINGS_SCHEMAS.identity, { ...identity, villageName: " " })).toEqual({
      villageName: "Nama padukuhan wajib diisi",
    });
  });

  it("take colours only as #rrggbb", () => {
    const colors = { ...DEFAULT_SETTINGS.identity.colors, primary: "green" };
    expect(settingsFieldErrors(SETTINGS_SCHEMAS.identity, { ...DEFAULT_SETTINGS.identity, colors })).toEqual({
      "colors.primary": "Warna harus berupa kode heksadesimal, misalnya #2e6b3f",
    });
  });

  it("read statistics as typed: '615', '1.250', a number; refuse words, fractions and negatives", () => {
    const parse = (population: unknown) =>
      SETTINGS_SCHEMAS.statistics.safeParse({ ...DEFAULT_SETTINGS.statistics, population });
    expect(parse("615").data?.population).toBe(615);
    expect(parse("1.250").data?.population).toBe(1250);
    expect(parse(92).data?.population).toBe(92);
    for (const bad of ["enam ratus", "12,5", "-3", "", 1.5, -1]) expect(parse(bad).success).toBe(false);
  });

  it("keep one to ten missions, in order", () => {
    const profile = (missions: string[]) =>
      settingsFieldErrors(SETTINGS_SCHEMAS.profile, { ...DEFAULT_SETTINGS.profile, missions });
    expect(profile(["Satu", "Dua"])).toEqual({});
    expect(profile([])).toEqual({ missions: "Isi 1 sampai 10 misi" });
    expect(profile(Array.from({ length: 11 }, (_, index) => `Misi ${index}`))).toEqual({
      missions: "Isi 1 sampai 10 misi",
    });
    expect(profile(["Satu", " "])).toEqual({ "missions.1": "Misi wajib diisi" });
  });

  it("keep one to six slides, each with an image of this site", () => {
    const carousel = (slides: unknown[]) => settingsFieldErrors(SETTINGS_SCHEMAS.carousel, { slides });
    expect(carousel([slide])).toEqual({});
    expect(carousel([])).toEqual({ slides: "Isi 1 sampai 6 slide" });
    expect(carousel(Array.from({ length: 7 }, () => slide))).toEqual({ slides: "Isi 1 sampai 6 slide" });
    expect(carousel([{ ...slide, image: "https://example.com/a.jpg" }])).toEqual({
      "slides.0.image": "Gambar tidak valid: pilih ulang gambarnya",
    });
    expect(carousel([{ ...slide, image: "/img/uploads/../../etc" }])).toEqual({
      "slides.0.image": "Gambar tidak valid: pilih ulang gambarnya",
    });
  });

  it("check email addresses and the map location", () => {
    const contact = (change: object) =>
      settingsFieldErrors(SETTINGS_SCHEMAS.contact, { ...DEFAULT_SETTINGS.contact, ...change });
    expect(contact({ email: "kantor@dusun.id" })).toEqual({});
    expect(contact({ teamEmail: "bukan email" })).toEqual({ teamEmail: "Alamat email tidak valid" });
    expect(contact({ mapLocation: "https://evil.example/maps" })).toHaveProperty("mapLocation");
    for (const location of [
      "",
      "-7.7712, 110.2485",
      "https://maps.app.goo.gl/abc",
      "https://www.google.com/maps?q=x",
    ])
      expect(contact({ mapLocation: location })).toEqual({});
    expect(isMapLocation("-95, 110")).toBe(false);
  });

  it("take a map link only on Google Maps' own hosts, stored with https://", () => {
    const parse = (mapLocation: string) =>
      SETTINGS_SCHEMAS.contact.safeParse({ ...DEFAULT_SETTINGS.contact, mapLocation });
    expect(parse("maps.app.goo.gl/abc123").data?.mapLocation).toBe("https://maps.app.goo.gl/abc123");
    expect(parse(" -7.7712, 110.2485 ").data?.mapLocation).toBe("-7.7712, 110.2485");
    for (const lookAlike of [
      "https://google.evil.example/",
      "https://google.evil.example/maps?q=balai",
      "https://maps.google.com.evil.example/",
      "https://www.google.evil.co/maps",
      "https://maps.google.com@evil.example/",
      "//maps.google.com/maps",
      "http://maps.google.com/",
      "javascript:alert(1)",
      "data:text/html,<p>peta</p>",
    ]) {
      expect(parse(lookAlike).success).toBe(false);
      expect(
        settingsFieldErrors(SETTINGS_SCHEMAS.contact, {
          ...DEFAULT_SETTINGS.contact,
          mapLocation: lookAlike,
        }),
      ).toEqual({
        mapLocation:
          "Isi dengan link Google Maps (https://maps.google.com/...) atau koordinat, misalnya -7.7712, 110.2485",
      });
    }
  });

  it("store social links with https:// and keep empty ones empty", () => {
    const parsed = SETTINGS_SCHEMAS.social.parse({
      facebook: "facebook.com/dusun",
      instagram: "",
      youtube: "",
      twitter: "",
    });
    expect(parsed).toEqual({
      facebook: "https://facebook.com/dusun",
      instagram: "",
      youtube: "",
      twitter: "",
    });
    expect(
      settingsFieldErrors(SETTINGS_SCHEMAS.social, { ...parsed, youtube: "javascript:alert(1)" }),
    ).toHaveProperty("youtube");
  });

  it("take each social link only on its own network's hosts", () => {
    const social = (change: object) =>
      SETTINGS_SCHEMAS.social.safeParse({ ...DEFAULT_SETTINGS.social, ...change });
    expect(social({ facebook: "https://www.facebook.com/karangrejo" }).success).toBe(true);
    expect(social({ instagram: "instagram.com/karangrejo" }).data?.instagram).toBe(
      "https://instagram.com/karangrejo",
    );
    expect(social({ youtube: "https://youtu.be/dQw4w9WgXcQ" }).success).toBe(true);
    expect(social({ twitter: "https://x.com/karangrejo" }).success).toBe(true);
    const refused = (network: string, link: string) =>
      settingsFieldErrors(SETTINGS_SCHEMAS.social, { ...DEFAULT_SETTINGS.social, [network]: link });
    for (const link of [
      "https://facebook.com.evil.example/karangrejo",
      "https://evil.example/facebook.com",
      "https://www.facebook.com@evil.example/karangrejo",
      "//www.facebook.com/karangrejo",
      "https://www.facebook.com/",
      "https://www.instagram.com/karangrejo",
      "javascript:alert(1)",
      "data:text/html,facebook",
    ])
      expect(refused("facebook", link)).toEqual({
        facebook:
          "Link Facebook harus berupa alamat facebook.com, misalnya https://www.facebook.com/padukuhankita",
      });
    expect(refused("instagram", "https://instagram.evil.example/karangrejo")).toEqual({
      instagram:
        "Link Instagram harus berupa alamat instagram.com, misalnya https://www.instagram.com/padukuhankita",
    });
    expect(refused("youtube", "https://youtube.com.evil.example/@karangrejo")).toEqual({
      youtube:
        "Link YouTube harus berupa alamat youtube.com, misalnya https://www.youtube.com/@padukuhankita",
    });
    expect(refused("twitter", "https://x.com.evil.example/karangrejo")).toEqual({
      twitter:
        "Link Twitter/X harus berupa alamat x.com atau twitter.com, misalnya https://x.com/padukuhankita",
    });
  });

  it("take footer services that link to a page of the site or a web address", () => {
    const footer = (link: string) =>
      settingsFieldErrors(SETTINGS_SCHEMAS.footer, { services: [{ label: "UMKM", link }] });
    expect(footer("/umkm")).toEqual({});
    expect(footer("www.kemdikbud.go.id")).toEqual({});
    expect(footer("bukan link")).toHaveProperty("services.0.link");
    // Stored as a browser reads it: a bare 'www.…' would be a path of this site.
    const parsed = SETTINGS_SCHEMAS.footer.safeParse({
      services: [{ label: "Dinas", link: "www.kemdikbud.go.id" }],
    });
    expect(parsed.data?.services[0]?.link).toBe("https://www.kemdikbud.go.id");
  });

  it("refuse footer links that leave for another host while looking like a page of the site", () => {
    for (const link of [
      "//evil.example",
      "//evil.example/umkm",
      "/\\evil.example",
      "/\t/evil.example",
      "https://www.kemdikbud.go.id@evil.example/",
      "javascript:alert(1)",
      "data:text/html,<p>layanan</p>",
    ]) {
      expect(SETTINGS_SCHEMAS.footer.safeParse({ services: [{ label: "Layanan", link }] }).success).toBe(
        false,
      );
      expect(
        settingsFieldErrors(SETTINGS_SCHEMAS.footer, { services: [{ label: "Layanan", link }] }),
      ).toEqual({
        "services.0.link":
          "Link harus berupa halaman situs ini, misalnya /umkm, atau alamat web lengkap, misalnya https://contoh.go.id",
      });
    }
  });
});

describe("settingsFromRows", () => {
  it("puts each stored section over its default and ignores rows that no longer pass", () => {
    const settings = settingsFromRows([
      {
        section: "welcome",
        value: JSON.stringify({ title: "Sugeng Rawuh", description: "Isi", additionalInfo: "" }),
      },
      { section: "statistics", value: JSON.stringify({ population: "banyak" }) },
      { section: "rahasia", value: "{}" },
      { section: "contact", value: "{not json" },
    ]);
    expect(settings.welcome.title).toBe("Sugeng Rawuh");
    expect(settings.statistics).toEqual(DEFAULT_SETTINGS.statistics);
    expect(settings.contact).toEqual(DEFAULT_SETTINGS.contact);
  });

  it("leaves out stored links that no longer pass, keeping the rest of their section", () => {
    const settings = settingsFromRows([
      {
        section: "contact",
        value: JSON.stringify({ ...sampleSettings.contact, mapLocation: "https://google.evil.example/" }),
      },
      {
        section: "social",
        value: JSON.stringify({
          facebook: "https://facebook.com.evil.example/dusun",
          instagram: "https://www.instagram.com/dusun",
          youtube: "",
          twitter: "",
        }),
      },
      {
        section: "footer",
        value: JSON.stringify({
          services: [
            { label: "Palsu", link: "//evil.example" },
            { label: "Potensi Desa", link: "/umkm" },
          ],
        }),
      },
    ]);
    expect(settings.contact).toEqual({ ...sampleSettings.contact, mapLocation: "" });
    expect(settings.social).toEqual({
      facebook: "",
      instagram: "https://www.instagram.com/dusun",
      youtube: "",
      twitter: "",
    });
    expect(settings.footer).toEqual({ services: [{ label: "Potensi Desa", link: "/umkm" }] });
  });
});

describe("images inside a section", () => {
  it("finds every image URL of a section", () => {
    expect(
      settingsImages({ slides: [slide, { ...slide, image: "/img/uploads/a.jpg" }], note: "teks" }),
    ).toEqual([slide.image, "/img/uploads/a.jpg"]);
  });

  it("sets a value at a path whose parent exists, and refuses one that does not", () => {
    const value = { slides: [{ image: null }] };
    expect(setAtPath(value, "slides.0.image", "/img/uploads/b.jpg")).toBe(true);
    expect(value.slides[0]?.image).toBe("/img/uploads/b.jpg");
    expect(setAtPath(value, "slides.3.image", "x")).toBe(false);
    expect(setAtPath(value, "__proto__.polluted", "x")).toBe(false);
  });

  it("accepts new files only where a section holds an image", () => {
    expect(SETTINGS_IMAGE_FIELDS.carousel?.test("slides.5.image")).toBe(true);
    expect(SETTINGS_IMAGE_FIELDS.carousel?.test("slides.6.image")).toBe(false);
    expect(SETTINGS_IMAGE_FIELDS.identity?.test("logo")).toBe(true);
    expect(SETTINGS_IMAGE_FIELDS.welcome).toBeUndefined();
  });
});

describe("what the pages derive", () => {
  it("builds the map from coordinates, a Google Maps link, or the address", () => {
    expect(mapUrls({ mapLocation: "-7.7712, 110.2485", address: "x" })).toEqual({
      embed: "https://www.google.com/maps?q=-7.7712%2C110.2485&output=embed",
      link: "https://www.google.com/maps?q=-7.7712%2C110.2485",
    });
    expect(mapUrls({ mapLocation: "https://www.google.com/maps?q=Balai+Dusun", address: "x" })).toEqual({
      embed: "https://www.google.com/maps?q=Balai%20Dusun&output=embed",
      link: "https://www.google.com/maps?q=Balai+Dusun",
    });
    expect(mapUrls({ mapLocation: "", address: "Jl. Kenanga 1" }).embed).toBe(
      "https://www.google.com/maps?q=Jl.%20Kenanga%201&output=embed",
    );
  });

  it("writes the colours as CSS variables, with a darker primary for hover", () => {
    expect(
      colorVariables({
        primary: "#336699",
        secondary: "#000000",
        accent: "#ffffff",
        dark: "#111111",
        light: "#eeeeee",
      }),
    ).toBe(
      ":root{--primary:#336699;--primary-dark:#224467;--secondary:#000000;--accent:#ffffff;--dark:#111111;--light:#eeeeee}",
    );
  });

  it("gives the frame the first slide as the share picture, the credit from the team card", () => {
    const chrome = siteChrome(sampleSettings);
    expect(chrome.shareImage).toBe("/img/sample/carousel-sawah-merapi/original.jpg");
    expect(chrome.credit).toEqual({ developerName: "Raka Adi Nugroho", teamTitle: "Tim KKN Karangrejo" });
    expect(siteChrome(DEFAULT_SETTINGS).shareImage).toBeNull();
  });

  it("splits a text into paragraphs at line breaks", () => {
    expect(paragraphs("Satu\n\n Dua \n")).toEqual(["Satu", "Dua"]);
  });
});
