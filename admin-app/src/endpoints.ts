/**
 * Every call the admin app makes to the API, in one table: its method, its address and what
 * it answers. A call site names the endpoint (`endpoints.akun.list`) and gets the answer's
 * type from here, so no call casts; a new screen's calls are new entries. Hono's `hc` client
 * would derive this from the Worker, but only by type-checking the app against Worker code.
 */

import type { DataTable } from "@padukuhan/shared/data-padukuhan";
import type { LaporStatus } from "@padukuhan/shared/lapor";
import type { SettingsSection, StoredSection } from "@padukuhan/shared/settings";
import type { CursorPage } from "@padukuhan/shared/types";
import type { AdminAppApi } from "@padukuhan/worker-api";
import type { hc, InferRequestType, InferResponseType } from "hono/client";
import type { SuccessStatusCode } from "hono/utils/http-status";
import type { AdminKind, EntityKey } from "./content/entities";
import { ADMIN_PAGE_SIZE, pageUrl } from "./content/list-paging";

/** The Worker's API as the admin app calls it: its routes' types (worker/src/api-type.ts). */
type Api = ReturnType<typeof hc<AdminAppApi>>["api"];
/** What a route answers when it succeeds, as the Worker's handler writes it. */
type Ok<Route> = InferResponseType<Route, SuccessStatusCode>;
/** The JSON body a route's validator reads. */
type JsonOf<Route> = InferRequestType<Route> extends { json: infer Body } ? Body : never;

declare const types: unique symbol;

/**
 * One call of the API. `Answer` is what a 2xx response holds and `Body` what the call sends
 * (`undefined`: nothing; `FormData`: multipart); both are types only, nothing at runtime.
 * `in out`: a call sends exactly the endpoint's body, never a wider type inferred from it.
 */
export interface Endpoint<out Answer, in out Body = undefined> {
  method: "GET" | "POST" | "PUT" | "DELETE";
  path: string;
  readonly [types]?: { answer: Answer; body: Body };
}

/** What the Worker answers an add of kind `K` with: its record as stored. */
export type WorkerRecordOf<K extends EntityKey> = Ok<Api["admin"][K]["$post"]>;

/** What an endpoint answers when it succeeds. */
export type AnswerOf<E> = E extends Endpoint<infer Answer, infer _Body> ? Answer : never;

const endpoint = <Answer, Body = undefined>(
  method: Endpoint<Answer, Body>["method"],
  path: string,
): Endpoint<Answer, Body> => ({ method, path });

/** An id as one segment of a path. */
const segment = encodeURIComponent;

/** What 'Riwayat' is filtered by; empty means all. */
export interface ActivityFilter {
  akun: string;
  jenis: string;
}

/** What 'Laporan Warga' is filtered by: a state, a category, a WIB month ('2026-11'); empty means all. */
export interface LaporFilter {
  status: LaporStatus | "";
  kategori: string;
  bulan: string;
}

export const endpoints = {
  auth: {
    session: endpoint<Ok<Api["auth"]["session"]["$get"]>>("GET", "/api/auth/session"),
    login: endpoint<Ok<Api["auth"]["login"]["$post"]>, JsonOf<Api["auth"]["login"]["$post"]>>(
      "POST",
      "/api/auth/login",
    ),
    logout: endpoint<Ok<Api["auth"]["logout"]["$post"]>>("POST", "/api/auth/logout"),
    changePassword: endpoint<Ok<Api["auth"]["password"]["$post"]>, JsonOf<Api["auth"]["password"]["$post"]>>(
      "POST",
      "/api/auth/password",
    ),
  },
  overview: endpoint<Ok<Api["admin"]["overview"]["$get"]>>("GET", "/api/admin/overview"),
  /**
   * Articles, UMKM and photos, written through the admin API; read from the admin's list of
   * articles (every status) and the public lists of UMKM and photos (each kind's `listPath`).
   */
  content: {
    page: <T>(kind: AdminKind<EntityKey, T>, query: string, cursor: string | null) =>
      endpoint<CursorPage<T>>("GET", pageUrl(kind.listPath, query, cursor)),
    add: <T>(kind: AdminKind<EntityKey, T>) => endpoint<T, FormData>("POST", `/api/admin/${kind.key}`),
    update: <T>(kind: AdminKind<EntityKey, T>, recordId: string) =>
      endpoint<T, FormData>("PUT", `/api/admin/${kind.key}/${segment(recordId)}`),
    remove: <T>(kind: AdminKind<EntityKey, T>, recordId: string) =>
      endpoint<{ success: true }>("DELETE", `/api/admin/${kind.key}/${segment(recordId)}`),
  },
  /** A whole UMKM, with the address and map link its list leaves out (public API, read for an edit). */
  umkm: {
    one: (recordId: string) =>
      endpoint<Ok<Api["umkm"][":id"]["$get"]>>("GET", `/api/umkm/${segment(recordId)}`),
  },
  pengaturan: {
    all: endpoint<Ok<Api["admin"]["pengaturan"]["$get"]>>("GET", "/api/admin/pengaturan"),
    save: <S extends SettingsSection>(section: S) =>
      endpoint<StoredSection<S>, FormData>("PUT", `/api/admin/pengaturan/${section}`),
  },
  akun: {
    list: endpoint<Ok<Api["admin"]["akun"]["$get"]>>("GET", "/api/admin/akun"),
    add: endpoint<Ok<Api["admin"]["akun"]["$post"]>, JsonOf<Api["admin"]["akun"]["$post"]>>(
      "POST",
      "/api/admin/akun",
    ),
    resetPassword: (akunId: string) =>
      endpoint<
        Ok<Api["admin"]["akun"][":id"]["password"]["$post"]>,
        JsonOf<Api["admin"]["akun"][":id"]["password"]["$post"]>
      >("POST", `/api/admin/akun/${segment(akunId)}/password`),
    remove: (akunId: string) =>
      endpoint<Ok<Api["admin"]["akun"][":id"]["$delete"]>>("DELETE", `/api/admin/akun/${segment(akunId)}`),
  },
  /** The signed-in admin's own sessions. */
  sesi: {
    list: endpoint<Ok<Api["admin"]["sesi"]["$get"]>>("GET", "/api/admin/sesi"),
    endOthers: endpoint<Ok<Api["admin"]["sesi"]["keluar-lainnya"]["$post"]>>(
      "POST",
      "/api/admin/sesi/keluar-lainnya",
    ),
  },
  riwayat: {
    page: ({ akun, jenis }: ActivityFilter, cursor: string | null) => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
      if (akun) params.set("akun", akun);
      if (jenis) params.set("jenis", jenis);
      if (cursor) params.set("cursor", cursor);
      return endpoint<Ok<Api["admin"]["riwayat"]["$get"]>>("GET", `/api/admin/riwayat?${params}`);
    },
  },
  /** 'Pesan Masuk': what visitors sent with 'Kirim Pesan'. */
  pesan: {
    page: (cursor: string | null) => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
      if (cursor) params.set("cursor", cursor);
      return endpoint<Ok<Api["admin"]["pesan"]["$get"]>>("GET", `/api/admin/pesan?${params}`);
    },
    /** The badge's count, and whether the inbox is full. */
    unread: endpoint<Ok<Api["admin"]["pesan"]["belum-dibaca"]["$get"]>>(
      "GET",
      "/api/admin/pesan/belum-dibaca",
    ),
    mark: (pesanId: string) =>
      endpoint<
        Ok<Api["admin"]["pesan"][":id"]["dibaca"]["$put"]>,
        JsonOf<Api["admin"]["pesan"][":id"]["dibaca"]["$put"]>
      >("PUT", `/api/admin/pesan/${segment(pesanId)}/dibaca`),
    star: (pesanId: string) =>
      endpoint<
        Ok<Api["admin"]["pesan"][":id"]["bintang"]["$put"]>,
        JsonOf<Api["admin"]["pesan"][":id"]["bintang"]["$put"]>
      >("PUT", `/api/admin/pesan/${segment(pesanId)}/bintang`),
    remove: (pesanId: string) =>
      endpoint<Ok<Api["admin"]["pesan"][":id"]["$delete"]>>("DELETE", `/api/admin/pesan/${segment(pesanId)}`),
    /** The messages ticked on one page (at most 50): only those that still exist are answered. */
    markMany: endpoint<
      Ok<Api["admin"]["pesan"]["tandai"]["$post"]>,
      JsonOf<Api["admin"]["pesan"]["tandai"]["$post"]>
    >("POST", "/api/admin/pesan/tandai"),
    removeMany: endpoint<
      Ok<Api["admin"]["pesan"]["hapus"]["$post"]>,
      JsonOf<Api["admin"]["pesan"]["hapus"]["$post"]>
    >("POST", "/api/admin/pesan/hapus"),
  },
  /** 'Laporan Warga': residents' reports (docs/decisions/021). */
  lapor: {
    page: ({ status, kategori, bulan }: LaporFilter, cursor: string | null) => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
      if (status) params.set("status", status);
      if (kategori) params.set("kategori", kategori);
      if (bulan) params.set("bulan", bulan);
      if (cursor) params.set("cursor", cursor);
      return endpoint<Ok<Api["admin"]["lapor"]["$get"]>>("GET", `/api/admin/lapor?${params}`);
    },
    /** The navigation's badge: the counts come with any page, so it asks for one report. */
    counts: endpoint<Ok<Api["admin"]["lapor"]["$get"]>>("GET", "/api/admin/lapor?limit=1"),
    one: (laporId: string) =>
      endpoint<Ok<Api["admin"]["lapor"][":id"]["$get"]>>("GET", `/api/admin/lapor/${segment(laporId)}`),
    status: (laporId: string) =>
      endpoint<
        Ok<Api["admin"]["lapor"][":id"]["status"]["$put"]>,
        JsonOf<Api["admin"]["lapor"][":id"]["status"]["$put"]>
      >("PUT", `/api/admin/lapor/${segment(laporId)}/status`),
    publik: (laporId: string) =>
      endpoint<
        Ok<Api["admin"]["lapor"][":id"]["publik"]["$put"]>,
        JsonOf<Api["admin"]["lapor"][":id"]["publik"]["$put"]>
      >("PUT", `/api/admin/lapor/${segment(laporId)}/publik`),
    answer: (laporId: string) =>
      endpoint<
        Ok<Api["admin"]["lapor"][":id"]["jawaban"]["$post"]>,
        JsonOf<Api["admin"]["lapor"][":id"]["jawaban"]["$post"]>
      >("POST", `/api/admin/lapor/${segment(laporId)}/jawaban`),
    /** Only the answer's author may change or delete it (the Worker answers 403 otherwise). */
    updateAnswer: (laporId: string, jawabanId: string) =>
      endpoint<
        Ok<Api["admin"]["lapor"][":id"]["jawaban"][":jawabanId"]["$put"]>,
        JsonOf<Api["admin"]["lapor"][":id"]["jawaban"][":jawabanId"]["$put"]>
      >("PUT", `/api/admin/lapor/${segment(laporId)}/jawaban/${segment(jawabanId)}`),
    removeAnswer: (laporId: string, jawabanId: string) =>
      endpoint<Ok<Api["admin"]["lapor"][":id"]["jawaban"][":jawabanId"]["$delete"]>>(
        "DELETE",
        `/api/admin/lapor/${segment(laporId)}/jawaban/${segment(jawabanId)}`,
      ),
  },
  /** 'Data Padukuhan': the population and the APBDes per year, one table at a time (decision 022). */
  data: {
    /** Which tables each year has, newest year first. */
    index: endpoint<Ok<Api["admin"]["data"]["$get"]>>("GET", "/api/admin/data"),
    /** The tables of one year that are filled in, each with its warnings. */
    year: (tahun: number) =>
      endpoint<Ok<Api["admin"]["data"][":tahun"]["$get"]>>("GET", `/api/admin/data/${tahun}`),
    /** One table saved whole: its figures as the table's schema reads them. */
    save: (tahun: number, tabel: DataTable) =>
      endpoint<
        Ok<Api["admin"]["data"][":tahun"][":tabel"]["$put"]>,
        JsonOf<Api["admin"]["data"][":tahun"][":tabel"]["$put"]>
      >("PUT", `/api/admin/data/${tahun}/${tabel}`),
    remove: (tahun: number, tabel: DataTable) =>
      endpoint<Ok<Api["admin"]["data"][":tahun"][":tabel"]["$delete"]>>(
        "DELETE",
        `/api/admin/data/${tahun}/${tabel}`,
      ),
  },
};

/** Which tables each year of 'Data Padukuhan' has, newest year first. */
export type DataIndex = AnswerOf<typeof endpoints.data.index>;
/** The tables of one year that are filled in. */
export type DataYear = AnswerOf<ReturnType<typeof endpoints.data.year>>;
/** One table of a year as stored, with the warnings the Worker finds in it. */
export type StoredDataTable = AnswerOf<ReturnType<typeof endpoints.data.save>>;
