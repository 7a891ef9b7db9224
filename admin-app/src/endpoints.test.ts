import { describe, expect, it } from "vitest";
import { sendJson } from "./accounts/send-json";
import { apiJson } from "./api";
import type { AdminKind, EntityKey } from "./content/entities";
import { sendMultipart } from "./content/upload";
import { type AnswerOf, endpoints, type WorkerRecordOf } from "./endpoints";
import { agendaKind } from "./kinds/agenda/kind";
import { artikelKind } from "./kinds/artikel/kind";
import { galeriKind } from "./kinds/galeri/kind";
import { pengumumanKind } from "./kinds/pengumuman/kind";
import { umkmKind } from "./kinds/umkm/kind";

describe("the admin API's endpoints", () => {
  it("send each call to the Worker's route with its method", () => {
    expect(endpoints.auth.login).toEqual({ method: "POST", path: "/api/auth/login" });
    expect(endpoints.content.add(umkmKind)).toEqual({ method: "POST", path: "/api/admin/umkm" });
    expect(endpoints.content.update(galeriKind, "g1")).toEqual({
      method: "PUT",
      path: "/api/admin/galeri/g1",
    });
    expect(endpoints.content.remove(artikelKind, "a1")).toEqual({
      method: "DELETE",
      path: "/api/admin/artikel/a1",
    });
    expect(endpoints.pengaturan.save("carousel")).toEqual({
      method: "PUT",
      path: "/api/admin/pengaturan/carousel",
    });
    expect(endpoints.sesi.endOthers).toEqual({ method: "POST", path: "/api/admin/sesi/keluar-lainnya" });
    expect(endpoints.pesan.star("p1")).toEqual({ method: "PUT", path: "/api/admin/pesan/p1/bintang" });
    expect(endpoints.pesan.markMany).toEqual({ method: "POST", path: "/api/admin/pesan/tandai" });
    expect(endpoints.pesan.removeMany).toEqual({ method: "POST", path: "/api/admin/pesan/hapus" });
    expect(endpoints.lapor.one("l1")).toEqual({ method: "GET", path: "/api/admin/lapor/l1" });
    expect(endpoints.lapor.status("l1")).toEqual({ method: "PUT", path: "/api/admin/lapor/l1/status" });
    expect(endpoints.lapor.publik("l1")).toEqual({ method: "PUT", path: "/api/admin/lapor/l1/publik" });
    expect(endpoints.lapor.answer("l1")).toEqual({ method: "POST", path: "/api/admin/lapor/l1/jawaban" });
    expect(endpoints.lapor.updateAnswer("l1", "j1")).toEqual({
      method: "PUT",
      path: "/api/admin/lapor/l1/jawaban/j1",
    });
    expect(endpoints.lapor.removeAnswer("l1", "j1")).toEqual({
      method: "DELETE",
      path: "/api/admin/lapor/l1/jawaban/j1",
    });
    expect(endpoints.data.index).toEqual({ method: "GET", path: "/api/admin/data" });
    expect(endpoints.data.year(2026)).toEqual({ method: "GET", path: "/api/admin/data/2026" });
    expect(endpoints.data.save(2026, "apbdes")).toEqual({
      method: "PUT",
      path: "/api/admin/data/2026/apbdes",
    });
    expect(endpoints.data.remove(2025, "umur")).toEqual({
      method: "DELETE",
      path: "/api/admin/data/2025/umur",
    });
  });

  it("keep an id one segment of the path", () => {
    expect(endpoints.akun.resetPassword("a/b?c").path).toBe("/api/admin/akun/a%2Fb%3Fc/password");
    expect(endpoints.akun.remove("x y").path).toBe("/api/admin/akun/x%20y");
    expect(endpoints.lapor.removeAnswer("a/b", "c?d").path).toBe("/api/admin/lapor/a%2Fb/jawaban/c%3Fd");
  });

  it("ask 'Riwayat' for 20 lines, with only the filters and cursor given", () => {
    expect(endpoints.riwayat.page({ akun: "", jenis: "" }, null).path).toBe("/api/admin/riwayat?limit=20");
    expect(endpoints.riwayat.page({ akun: "k1", jenis: "masuk" }, "eyJ9").path).toBe(
      "/api/admin/riwayat?limit=20&akun=k1&jenis=masuk&cursor=eyJ9",
    );
  });

  it("ask 'Laporan Warga' for 20 reports, with only the filters and cursor given", () => {
    const all = { status: "", kategori: "", bulan: "" } as const;
    expect(endpoints.lapor.page(all, null).path).toBe("/api/admin/lapor?limit=20");
    expect(
      endpoints.lapor.page({ status: "selesai", kategori: "Saluran Air", bulan: "2026-11" }, "eyJ9").path,
    ).toBe("/api/admin/lapor?limit=20&status=selesai&kategori=Saluran+Air&bulan=2026-11&cursor=eyJ9");
    // The badge needs the counts only, which come with any page.
    expect(endpoints.lapor.counts).toEqual({ method: "GET", path: "/api/admin/lapor?limit=1" });
  });

  it("read a content list from its public address", () => {
    expect(endpoints.content.page(umkmKind, "kopi", null)).toEqual({
      method: "GET",
      path: "/api/umkm?q=kopi",
    });
  });
});

// Type-checked only (`tsc -p admin-app`), never called: a call sends what its endpoint takes.
export function callsTheCompilerRefuses() {
  // @ts-expect-error a new admin needs its username, name and password
  void sendJson(endpoints.akun.add);
  // @ts-expect-error ending the other sessions sends no body
  void sendJson(endpoints.sesi.endOthers, {});
  // @ts-expect-error signing in sends both fields
  void apiJson(endpoints.auth.login, { json: { username: "a" } });
  // @ts-expect-error the session check sends nothing
  void apiJson(endpoints.auth.session, { json: {} });
  // @ts-expect-error a list is not an upload
  void sendMultipart(endpoints.akun.list, new FormData(), () => {});
  // @ts-expect-error a report's state is one of the four
  void sendJson(endpoints.lapor.status("l1"), { status: "dibuang" });
  // @ts-expect-error the resident's words are never written: an answer carries its text only
  void sendJson(endpoints.lapor.answer("l1"), { judul: "Jalan" });
  // @ts-expect-error a table's figures go as numbers, read from what was typed before sending
  void sendJson(endpoints.data.save(2026, "penduduk"), { jiwa: "1.250", kk: 410, laki: 600, perempuan: 650 });
}

// Type-checked only: the answers come from the Worker's routes (worker/src/api-type.ts), so a
// field the Worker renames or drops is a type error where the admin reads it.
export function answersTheWorkerTypes(
  session: AnswerOf<typeof endpoints.auth.session>,
  overview: AnswerOf<typeof endpoints.overview>,
  inbox: AnswerOf<ReturnType<typeof endpoints.pesan.page>>,
  reports: AnswerOf<ReturnType<typeof endpoints.lapor.page>>,
  report: AnswerOf<ReturnType<typeof endpoints.lapor.one>>,
  dataYear: AnswerOf<ReturnType<typeof endpoints.data.year>>,
) {
  const read: [string, number, string | undefined, number, boolean | undefined, number | undefined] = [
    session.user.username,
    overview.galeri,
    inbox.data[0]?.subjek,
    reports.counts.baru,
    report.jawaban[0]?.self,
    dataYear.tables.penduduk?.value.jiwa,
  ];
  // @ts-expect-error the list never carries the reporter's number
  void reports.data[0]?.no_telp;
  // @ts-expect-error the session answer has no such field
  void session.user.title;
  // @ts-expect-error the overview counts articles, UMKM and photos only
  void overview.agenda;
  return read;
}

/** The record a kind's screen works with (its descriptor's `T`). */
type RecordOfKind<Kind> = Kind extends AdminKind<EntityKey, infer T> ? T : never;
/** Whether the Worker's record can stand where the screen expects its own. */
type Fits<Answer, Expected> = [Answer] extends [Expected] ? true : false;
const kinds = {
  agenda: agendaKind,
  artikel: artikelKind,
  galeri: galeriKind,
  pengumuman: pengumumanKind,
  umkm: umkmKind,
};

// Each kind's screen reads the record its Worker routes answer an add with.
export const kindsMatchTheirRoutes: {
  [K in EntityKey]: Fits<WorkerRecordOf<K>, RecordOfKind<(typeof kinds)[K]>>;
} = {
  agenda: true,
  artikel: true,
  galeri: true,
  pengumuman: true,
  umkm: true,
};
