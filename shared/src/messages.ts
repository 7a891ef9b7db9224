/**
 * Indonesian texts the API answers with. Where the seed has a wording it is used verbatim;
 * the rest follows its tone.
 */
export const apiMessages = {
  imageNotFound: "Gambar tidak ditemukan",
  routeNotFound: "Alamat API tidak ditemukan",
  methodNotAllowed: "Metode tidak diizinkan untuk alamat ini",
  cursorInvalid: "Parameter cursor tidak valid. Mulai lagi dari halaman pertama.",
  placeholderSize: "Ukuran placeholder harus bilangan bulat 1 sampai 4000",
  serverError: "Terjadi kesalahan pada server. Silakan coba lagi nanti.",
} as const;

/** Stable machine-readable codes beside the Indonesian message. */
export type ApiErrorCode =
  | "not_found"
  | "method_not_allowed"
  | "invalid_input"
  | "server_error"
  | "unauthorized"
  | "forbidden"
  | "too_many_attempts"
  | "inbox_full"
  | "reports_full"
  | "payload_too_large"
  | "unsupported_media_type";
