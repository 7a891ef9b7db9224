import { describe, expect, it } from "vitest";
import {
  API_ROUTES,
  canonicalPageSearch,
  canonicalSearch,
  matchPageRoute,
  matchRoute,
  withSearch,
} from "./routes";

const canonical = (path: string) => {
  const url = new URL(path, "http://x");
  return withSearch(url.pathname, canonicalPageSearch(url.pathname, url.searchParams));
};

describe("matchPageRoute", () => {
  it.each([
    ["/", "home", {}],
    ["/artikel", "artikelList", {}],
    ["/artikel/", "artikelList", {}],
    ["/artikel/abc", "artikelDetail", { id: "abc" }],
    ["/artikel/a%20b", "artikelDetail", { id: "a b" }],
    ["/umkm/x1", "umkmDetail", { id: "x1" }],
    ["/galeri", "galeri", {}],
    ["/about", "about", {}],
    ["/katalog", null, {}],
    ["/artikel/a/b", null, {}],
    ["/tidak-ada", null, {}],
    ["/artikel/%E0%A4%A", null, {}],
  ])("%s is the %s page", (path, page, params) => {
    const match = matchPageRoute(path);
    expect(match.route.page).toBe(page);
    expect(match.params).toEqual(params);
  });

  it("sends unknown paths to the catch-all, which is not cached", () => {
    expect(matchPageRoute("/apa-saja").route).toMatchObject({ path: "*", cached: false });
  });
});

describe("canonical page URLs", () => {
  it.each([
    ["/?x=1", "/"],
    ["/artikel?q=%20%20Panen%20Raya%20&fbclid=abc", "/artikel?q=panen+raya"],
    ["/artikel?kategori=sosial+%26+budaya", "/artikel?kategori=Sosial+%26+Budaya"],
    ["/artikel?kategori=Bukan", "/artikel"],
    ["/artikel?halaman=1", "/artikel"],
    ["/artikel?halaman=-3", "/artikel"],
    ["/artikel?halaman=2.5", "/artikel"],
    ["/artikel?halaman=007", "/artikel?halaman=7"],
    ["/artikel?halaman=3&q=a", "/artikel?q=a&halaman=3"],
    ["/galeri?kategori=BUDAYA", "/galeri?kategori=Budaya"],
    ["/umkm?urut=terbaru&tampilan=grid", "/umkm"],
    ["/umkm?urut=relevan", "/umkm"],
    ["/umkm?q=batik&urut=relevan", "/umkm?q=batik"],
    ["/umkm?q=batik&urut=terbaru", "/umkm?q=batik&urut=terbaru"],
    ["/umkm?tampilan=DAFTAR&urut=Nama", "/umkm?urut=nama&tampilan=daftar"],
    [`/artikel?q=${"a".repeat(300)}`, `/artikel?q=${"a".repeat(100)}`],
    ["/artikel/abc?q=x", "/artikel/abc"],
  ])("%s → %s", (path, expected) => {
    expect(canonical(path)).toBe(expected);
  });
});

describe("canonical API parameters", () => {
  const artikelApi = API_ROUTES[0];
  const api = (query: string) => canonicalSearch(artikelApi, new URLSearchParams(query)).toString();
  it("keeps limit within 1 to 50 and drops the default 20", () => {
    expect(api("limit=20")).toBe("");
    expect(api("limit=5")).toBe("limit=5");
    expect(api("limit=500")).toBe("limit=50");
    expect(api("limit=0")).toBe("");
    expect(api("limit=x")).toBe("");
  });
  it("keeps only cursors made of URL-safe base64", () => {
    expect(api("cursor=abc_-123")).toBe("cursor=abc_-123");
    expect(api("cursor=a%2Fb")).toBe("");
  });
  it("matches the API routes, and nothing else", () => {
    expect(matchRoute(API_ROUTES, "/api/umkm/xyz")?.params).toEqual({ id: "xyz" });
    expect(matchRoute(API_ROUTES, "/api/berita")).toBeNull();
  });
});
