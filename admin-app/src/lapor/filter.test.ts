import { describe, expect, it } from "vitest";
import { endpoints } from "../endpoints";
import { isBulan, kategoriOptions, laporFilterOf, withFilter, withoutFilters } from "./filter";

const filterOf = (query: string) => laporFilterOf(new URLSearchParams(query));

describe("the filters of 'Laporan Warga' in the address", () => {
  it("are read from ?status=&kategori=&bulan=, absent ones meaning all", () => {
    expect(filterOf("")).toEqual({ status: "", kategori: "", bulan: "" });
    expect(filterOf("status=diproses&kategori=Saluran+Air&bulan=2026-11")).toEqual({
      status: "diproses",
      kategori: "Saluran Air",
      bulan: "2026-11",
    });
  });

  it("drop what the API would refuse, so a mistyped address still lists reports", () => {
    expect(filterOf("status=dibuang").status).toBe("");
    expect(filterOf("status=Baru").status).toBe("");
    expect(filterOf("bulan=2026-13").bulan).toBe("");
    expect(filterOf("bulan=2026-1").bulan).toBe("");
    expect(filterOf("bulan=0026-01").bulan).toBe("");
    expect(filterOf(`kategori=${"x".repeat(61)}`).kategori).toBe("");
  });

  it("go to the API as its query, the month on the WIB calendar as typed", () => {
    const filter = filterOf("status=baru&kategori=Jalan+dan+Jembatan&bulan=2026-01");
    expect(endpoints.lapor.page(filter, null).path).toBe(
      "/api/admin/lapor?limit=20&status=baru&kategori=Jalan+dan+Jembatan&bulan=2026-01",
    );
  });

  it("change one at a time and keep the others; an empty one goes away", () => {
    const current = new URLSearchParams("status=baru&kategori=Bencana");
    expect(withFilter(current, "bulan", "2026-11").toString()).toBe(
      "status=baru&kategori=Bencana&bulan=2026-11",
    );
    expect(withFilter(current, "kategori", "").toString()).toBe("status=baru");
    expect(withFilter(current, "status", "selesai").toString()).toBe("status=selesai&kategori=Bencana");
    // The address the screen reads from is never changed in place.
    expect(current.toString()).toBe("status=baru&kategori=Bencana");
  });

  it("are cleared together by 'Hapus filter', the state's tab kept", () => {
    const current = new URLSearchParams("status=ditolak&kategori=Bencana&bulan=2026-11");
    expect(withoutFilters(current).toString()).toBe("status=ditolak");
  });
});

describe("the month typed where a browser has no month picker", () => {
  it("is a month only once whole", () => {
    expect(isBulan("2026-11")).toBe(true);
    expect(isBulan("2026-1")).toBe(false);
    expect(isBulan("2026-00")).toBe(false);
    expect(isBulan("11-2026")).toBe(false);
    expect(isBulan("")).toBe(false);
  });
});

describe("the categories the filter offers", () => {
  it("are the village's, in its order", () => {
    expect(kategoriOptions(["Saluran Air", "Penerangan"], "")).toEqual(["Saluran Air", "Penerangan"]);
    expect(kategoriOptions(["Saluran Air", "Penerangan"], "Penerangan")).toEqual([
      "Saluran Air",
      "Penerangan",
    ]);
  });

  it("keep a category removed from the settings while the address filters by it", () => {
    expect(kategoriOptions(["Saluran Air"], "Lampu Jalan")).toEqual(["Saluran Air", "Lampu Jalan"]);
  });
});
