import { describe, expect, it } from "vitest";
import { artikelKind } from "../kinds/artikel/kind";
import { galeriKind } from "../kinds/galeri/kind";
import { umkmKind } from "../kinds/umkm/kind";
import { appendPage, pageUrl, searchQuery } from "./list-paging";

describe("the address of a list page", () => {
  it("asks for the first page with the API's default size and nothing else", () => {
    expect(pageUrl(umkmKind.listPath, "", null)).toBe("/api/umkm");
    // Articles: the admin's own list, with drafts and scheduled ones.
    expect(pageUrl(artikelKind.listPath, "", null)).toBe("/api/admin/artikel");
    expect(pageUrl(artikelKind.listPath, "panen", "eyJhIjoxfQ")).toBe(
      "/api/admin/artikel?q=panen&cursor=eyJhIjoxfQ",
    );
  });

  it("carries the search and the cursor, in the API's canonical order", () => {
    expect(pageUrl(galeriKind.listPath, "panen raya", "eyJhIjoxfQ")).toBe(
      "/api/galeri?q=panen+raya&cursor=eyJhIjoxfQ",
    );
    expect(pageUrl(umkmKind.listPath, "kopi", null)).toBe("/api/umkm?q=kopi");
  });
});

describe("the search text", () => {
  it("is normalised as the Worker does", () => {
    expect(searchQuery("  Panen   RAYA ")).toBe("panen raya");
  });

  it("is empty without a letter or digit, so the screen never claims to show matches", () => {
    expect(searchQuery("   ")).toBe("");
    expect(searchQuery("?!")).toBe("");
  });
});

describe("appending the next page", () => {
  it("adds the new rows after the ones shown, skipping any already there", () => {
    const shown = [{ id: "a" }, { id: "b" }];
    expect(appendPage(shown, [{ id: "b" }, { id: "c" }])).toEqual([{ id: "a" }, { id: "b" }, { id: "c" }]);
  });
});
