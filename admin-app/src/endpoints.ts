/**
 * Every call the admin app makes to the API, in one table: its method, its address and what
 * it answers. A call site names the endpoint (`endpoints.akun.list`) and gets the answer's
 * type from here, so no call casts; a new screen's calls are new entries. Hono's `hc` client
 * would derive this from the Worker, but only by type-checking the app against Worker code.
 */
import type {
  AccountCreateInput,
  AccountSummary,
  ActivityEntry,
  PasswordResetInput,
  SessionSummary,
} from "@padukuhan/shared/accounts";
import type { SessionAnswer } from "@padukuhan/shared/auth";
import type { PesanEntry, PesanUnread } from "@padukuhan/shared/pesan";
import type { PesanBulkInput, PesanBulkMarkInput } from "@padukuhan/shared/pesan-schema";
import type { SettingsSection, StoredSection, StoredSettings } from "@padukuhan/shared/settings";
import type { ApiConfirmation, CursorPage } from "@padukuhan/shared/types";
import type { Umkm } from "@padukuhan/shared/umkm";
import type { AdminKind, EntityKey } from "./content/entities";
import { ADMIN_PAGE_SIZE, pageUrl } from "./content/list-paging";

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

export const endpoints = {
  auth: {
    session: endpoint<SessionAnswer>("GET", "/api/auth/session"),
    login: endpoint<ApiConfirmation & SessionAnswer, { username: string; password: string }>(
      "POST",
      "/api/auth/login",
    ),
    logout: endpoint<ApiConfirmation>("POST", "/api/auth/logout"),
    changePassword: endpoint<ApiConfirmation, { currentPassword: string; newPassword: string }>(
      "POST",
      "/api/auth/password",
    ),
  },
  overview: endpoint<Record<EntityKey, number>>("GET", "/api/admin/overview"),
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
    one: (recordId: string) => endpoint<Umkm>("GET", `/api/umkm/${segment(recordId)}`),
  },
  pengaturan: {
    all: endpoint<StoredSettings>("GET", "/api/admin/pengaturan"),
    save: <S extends SettingsSection>(section: S) =>
      endpoint<StoredSection<S>, FormData>("PUT", `/api/admin/pengaturan/${section}`),
  },
  akun: {
    list: endpoint<{ data: AccountSummary[] }>("GET", "/api/admin/akun"),
    add: endpoint<AccountSummary, AccountCreateInput>("POST", "/api/admin/akun"),
    resetPassword: (akunId: string) =>
      endpoint<ApiConfirmation, PasswordResetInput>("POST", `/api/admin/akun/${segment(akunId)}/password`),
    remove: (akunId: string) => endpoint<ApiConfirmation>("DELETE", `/api/admin/akun/${segment(akunId)}`),
  },
  /** The signed-in admin's own sessions. */
  sesi: {
    list: endpoint<{ data: SessionSummary[] }>("GET", "/api/admin/sesi"),
    endOthers: endpoint<ApiConfirmation & { ended: number }>("POST", "/api/admin/sesi/keluar-lainnya"),
  },
  riwayat: {
    page: ({ akun, jenis }: ActivityFilter, cursor: string | null) => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
      if (akun) params.set("akun", akun);
      if (jenis) params.set("jenis", jenis);
      if (cursor) params.set("cursor", cursor);
      return endpoint<CursorPage<ActivityEntry>>("GET", `/api/admin/riwayat?${params}`);
    },
  },
  /** 'Pesan Masuk': what visitors sent with 'Kirim Pesan'. */
  pesan: {
    page: (cursor: string | null) => {
      const params = new URLSearchParams({ limit: String(ADMIN_PAGE_SIZE) });
      if (cursor) params.set("cursor", cursor);
      return endpoint<CursorPage<PesanEntry>>("GET", `/api/admin/pesan?${params}`);
    },
    /** The badge's count, and whether the inbox is full. */
    unread: endpoint<PesanUnread>("GET", "/api/admin/pesan/belum-dibaca"),
    mark: (pesanId: string) =>
      endpoint<{ id: string; dibaca: boolean }, { dibaca: boolean }>(
        "PUT",
        `/api/admin/pesan/${segment(pesanId)}/dibaca`,
      ),
    star: (pesanId: string) =>
      endpoint<{ id: string; berbintang: boolean }, { berbintang: boolean }>(
        "PUT",
        `/api/admin/pesan/${segment(pesanId)}/bintang`,
      ),
    remove: (pesanId: string) => endpoint<{ id: string }>("DELETE", `/api/admin/pesan/${segment(pesanId)}`),
    /** The messages ticked on one page (at most 50): only those that still exist are answered. */
    markMany: endpoint<{ ids: string[]; dibaca: boolean }, PesanBulkMarkInput>(
      "POST",
      "/api/admin/pesan/tandai",
    ),
    removeMany: endpoint<{ ids: string[] }, PesanBulkInput>("POST", "/api/admin/pesan/hapus"),
  },
};
