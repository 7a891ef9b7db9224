/**
 * What the contact form needs up front (docs/decisions/013): its limits, its paths and the one
 * text it shows without the sending code. Kept apart from pesan.ts so the home page's first
 * bundle carries no more than this.
 */

/** The longest value each field may have (the form's `maxLength` and the Worker's check). */
export const PESAN_LIMITS = { nama: 100, email: 120, subjek: 150, pesan: 3_000 } as const;

/**
 * At most `limit` messages from one address (IPv6: its /64) and `blockLimit` from one block
 * (IPv6: its /48, which one subscriber may hold whole) in `windowMs`.
 */
export const PESAN_THROTTLE = { limit: 5, blockLimit: 20, windowMs: 60 * 60_000 } as const;

/**
 * The hidden field a person never fills (it is off-screen and skipped by keyboard and screen
 * readers); a form that arrives with it filled was sent by a robot.
 */
export const PESAN_HONEYPOT = "situs_web";

/**
 * Where 'Kirim Pesan' posts (public host; never cached: the edge cache keeps only GET), and
 * the page a form sent without JavaScript is redirected to.
 */
export const PESAN_PATHS = { kirim: "/kontak", terkirim: "/kontak/terkirim" } as const;

/** Said when the message could not be sent at all (no connection): the form's only text up front. */
export const PESAN_SEND_FAILED = "Pesan gagal dikirim. Periksa koneksi internet Anda lalu coba lagi.";
