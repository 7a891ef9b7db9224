import { describe, expect, it } from "vitest";
import { request } from "../../test/http";

// wrangler.toml's local [vars]: http://padukuhan.localhost:8787 and its admin host.
describe("a bare loopback name", () => {
  it.each([
    ["localhost:8787", "/", "http://padukuhan.localhost:8787/"],
    [
      "localhost:8787",
      "/artikel?q=panen&kategori=Pertanian",
      "http://padukuhan.localhost:8787/artikel?q=panen&kategori=Pertanian",
    ],
    ["127.0.0.1:8787", "/galeri", "http://padukuhan.localhost:8787/galeri"],
    ["[::1]:8787", "/umkm", "http://padukuhan.localhost:8787/umkm"],
    ["LOCALHOST:8787", "/about", "http://padukuhan.localhost:8787/about"],
    ["localhost:9000", "/", "http://padukuhan.localhost:8787/"],
    [
      "localhost:8787",
      "/img/sample/galeri-balai/400.webp",
      "http://padukuhan.localhost:8787/img/sample/galeri-balai/400.webp",
    ],
    ["admin.localhost:8787", "/login", "http://admin.padukuhan.localhost:8787/login"],
    ["admin.localhost:8787", "/admin/artikel", "http://admin.padukuhan.localhost:8787/admin/artikel"],
  ])("%s%s is sent to %s, for a while only", async (host, path, location) => {
    const response = await request(path, { host });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe(location);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("keeps the method of a form sent there (307)", async () => {
    const response = await request("/login", { host: "admin.localhost:8787", method: "POST" });
    expect(response.status).toBe(307);
    expect(response.headers.get("location")).toBe("http://admin.padukuhan.localhost:8787/login");
  });

  it.each(["/api/galeri", "/api/artikel?limit=1"])(
    "still answers the public API at %s, for health checks that cannot resolve *.localhost",
    async (path) => {
      const response = await request(path, { host: "127.0.0.1:8787" });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("application/json");
    },
  );
});

describe("the configured hosts", () => {
  it.each([
    ["padukuhan.localhost:8787", "/"],
    ["admin.padukuhan.localhost:8787", "/login"],
  ])("%s%s answers in place", async (host, path) => {
    const response = await request(path, { host });
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
  });

  it("leaves a name that is not this machine's alone", async () => {
    const response = await request("/", { host: "padukuhan.example" });
    expect(response.headers.get("location")).toBeNull();
  });
});
