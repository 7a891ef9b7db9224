import type { Artikel } from "@padukuhan/shared/artikel";
import { contentMessages } from "@padukuhan/shared/content-schemas";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody, request } from "../../../test/http";
import { adminToken, file, formOf, JPEG, sendForm, storageSnapshot } from "../../../test/upload";

let token = "";
beforeAll(async () => {
  token = await adminToken();
});

const fields = {
  judul: "Posyandu balita bulan ini",
  kategori: "Kesehatan",
  text: "Posyandu Melati membuka layanan penimbangan balita di balai padukuhan.",
};

async function write(method: "POST" | "PUT", path: string, extra: Record<string, string>) {
  const image: Record<string, File> =
    method === "POST" ? { image: file(JPEG, "foto.jpg", "image/jpeg") } : {};
  return sendForm(path, method, formOf({ ...fields, ...extra }, image), token);
}

/** The article page's byline and its NewsArticle's author, as a visitor and a search engine see them. */
async function byline(id: string) {
  const response = await request(`/artikel/${id}`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const shown = /<span class="artikel-author">([^<]*)<\/span>/.exec(html)?.[1];
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    ([, text]) => JSON.parse(text ?? "") as { "@type": string; author?: { "@type": string; name: string } },
  );
  return { shown, author: blocks.find((block) => block["@type"] === "NewsArticle")?.author };
}

describe("an article's writer (penulis)", () => {
  it("is kept as typed, shown on the article's page and named as its NewsArticle's author", async () => {
    const response = await write("POST", "/api/admin/artikel", { penulis: "  Siti Rahayu " });
    expect(response.status).toBe(201);
    const record = (await response.json()) as Artikel;
    expect(record.penulis).toBe("Siti Rahayu");
    expect(((await (await request(`/api/artikel/${record.id}`)).json()) as Artikel).penulis).toBe(
      "Siti Rahayu",
    );
    expect(await byline(record.id)).toEqual({
      shown: "Siti Rahayu",
      author: { "@type": "Person", name: "Siti Rahayu" },
    });
  });

  it("left empty, or emptied in an edit, gives the seed's byline 'Admin Padukuhan' and no field", async () => {
    const added = (await (await write("POST", "/api/admin/artikel", { penulis: " " })).json()) as Artikel;
    expect(added).not.toHaveProperty("penulis");
    expect((await byline(added.id)).shown).toBe("Admin Padukuhan");

    const named = (await (
      await write("POST", "/api/admin/artikel", { penulis: "Pak Dukuh" })
    ).json()) as Artikel;
    const edited = await write("PUT", `/api/admin/artikel/${named.id}`, { penulis: "" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).not.toHaveProperty("penulis");
    const { shown, author } = await byline(named.id);
    expect(shown).toBe("Admin Padukuhan");
    expect(author).toMatchObject({ "@type": "Organization", name: "Admin Padukuhan" });
  });

  it("longer than 100 characters is refused with the field's message, writing nothing", async () => {
    const before = await storageSnapshot();
    const response = await write("POST", "/api/admin/artikel", { penulis: "a".repeat(101) });
    expect(response.status).toBe(400);
    const body = (await errorBody(response)) as { error: { fields?: Record<string, string> } };
    expect(body.error.fields).toEqual({ penulis: contentMessages.tooLong(100) });
    expect(await storageSnapshot()).toEqual(before);
  });
});
