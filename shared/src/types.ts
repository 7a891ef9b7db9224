/**
 * What every record carries beside its own fields. Times are ISO 8601 strings; `updatedAt` is
 * null until the first edit. Each kind's record type is in its module (artikel.ts, umkm.ts,
 * galeri.ts, agenda.ts, pengumuman.ts), derived from its schema.
 */
export interface Stamped {
  id: string;
  createdAt: string;
  updatedAt: string | null;
}

/** The body of every API error: `{ error: { code, message } }`, message in Indonesian. */
export interface ApiError {
  error: { code: string; message: string };
}

/** The body of a write the API confirms in words: sign-out, 'Ganti Password', an admin reset or removed. */
export interface ApiConfirmation {
  success: true;
  message: string;
}

/**
 * One page of a list as the API answers it (`GET /api/<entity>`, `GET /api/admin/riwayat`):
 * pass `next` back as `cursor` for the following page; null after the last.
 */
export interface CursorPage<T> {
  data: T[];
  next: string | null;
}
