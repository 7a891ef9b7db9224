/**
 * The tables that belong to no content kind: accounts, sessions, settings, counts, the activity
 * log and the inbox. Each kind's tables are in its folder (worker/src/content/<kind>/table.ts).
 * These files are the one source of truth for tables: `npm run db:generate` turns changes in
 * them into SQL under `migrations/`, which wrangler applies in dev, in tests and on deploy.
 *
 * Column names follow the seed's fields (`judul`, `nama_pemilik`, `foto`, ...). Times are
 * milliseconds since the epoch; `updated_at` stays null until the first edit, as in the seed.
 */
import { ACTIVITY_KINDS } from "@padukuhan/shared/accounts";
import { sql } from "drizzle-orm";
import { index, integer, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { createdAt, updatedAt } from "./columns";

export const akun = sqliteTable("akun", {
  id: text("id").primaryKey(),
  username: text("username").notNull().unique(),
  /** Self-describing slow hash; never the password itself. */
  passwordHash: text("password_hash").notNull(),
  nama: text("nama"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  /**
   * 1 while the account signs in with a first password another admin set ('Kelola Admin'):
   * every admin call but 'Ganti Password' is refused until it is changed.
   */
  mustChangePassword: integer("must_change_password", { mode: "number" }).notNull().default(0),
  lastSignInAt: integer("last_sign_in_at", { mode: "number" }),
});

export const sessions = sqliteTable(
  "sessions",
  {
    /** SHA-256 of the cookie token, hex; the token itself is never stored. */
    tokenHash: text("token_hash").primaryKey(),
    akunId: text("akun_id")
      .notNull()
      .references(() => akun.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "number" }).notNull(),
    /** A coarse label made from the User-Agent at sign-in ('Chrome di Android'), never the header. */
    device: text("device"),
    /** When the session was last used, to within `LAST_SEEN_STEP_MS` (auth/sessions.ts). */
    lastSeenAt: integer("last_seen_at", { mode: "number" }),
  },
  (table) => [index("sessions_akun_idx").on(table.akunId), index("sessions_expires_idx").on(table.expiresAt)],
);

/**
 * Sign-in throttling (docs/decisions/008). An 'attempt' row is one password check that was
 * allowed to run: written, in the same statement that counts the earlier ones, before the
 * hash starts; removed for its (username, address) pair when that pair signs in. A 'known'
 * row remembers that the pair signed in, which spares that address the account-wide ceiling.
 * `address` is IPv4 as it is or an IPv6 /64; `username` is lower-cased.
 */
export const loginAttempts = sqliteTable(
  "login_attempts",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    kind: text("kind", { enum: ["attempt", "known"] }).notNull(),
    username: text("username").notNull(),
    address: text("address").notNull(),
    at: integer("at", { mode: "number" }).notNull(),
  },
  (table) => [
    // The counts per username (and per pair: the address is read from the index), per address,
    // and the removal of old rows.
    index("login_attempts_username_idx").on(table.kind, table.username, table.at, table.address),
    index("login_attempts_address_idx").on(table.kind, table.address, table.at),
    index("login_attempts_age_idx").on(table.kind, table.at),
  ],
);

/**
 * How many records each category of each collection holds, so sidebars and totals read a few
 * rows instead of every record. Kept by triggers on the content tables (migration
 * 0002_search_and_counts.sql), inside the same transaction as the write they count.
 */
export const contentCounts = sqliteTable(
  "content_counts",
  {
    koleksi: text("koleksi", { enum: ["artikel", "umkm", "galeri", "agenda", "pesan", "laporan"] }).notNull(),
    kategori: text("kategori").notNull(),
    jumlah: integer("jumlah").notNull(),
  },
  (table) => [primaryKey({ columns: [table.koleksi, table.kategori] })],
);

/** Small key-value facts about the data itself (whether sample content was loaded, ...). */
export const appMeta = sqliteTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

/**
 * The village's own texts, numbers and pictures, one row per section of 'Pengaturan Situs'
 * (`shared/src/settings.ts` names the sections and validates `value`, a JSON object). A
 * section without a row shows its neutral default, so an empty database still renders.
 */
export const siteSettings = sqliteTable("site_settings", {
  section: text("section").primaryKey(),
  value: text("value").notNull(),
  updatedAt: integer("updated_at", { mode: "number" }).notNull(),
  /** The admin who saved it last (akun.id); kept as text so removing an admin keeps the row. */
  updatedBy: text("updated_by"),
});

/**
 * 'Riwayat': one row per admin write, sign-in, failed sign-in and lockout (lib/activity-log.ts),
 * kept a year. Who, what and when only: never a password, token, hash or request body.
 * `akun_id` has no foreign key, so removing an admin keeps their history.
 */
export const activityLog = sqliteTable(
  "activity_log",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    at: integer("at", { mode: "number" }).notNull(),
    akunId: text("akun_id"),
    /** The account's username, or for a failed sign-in the username as typed. */
    username: text("username").notNull(),
    kind: text("kind", { enum: ACTIVITY_KINDS }).notNull(),
    action: text("action").notNull(),
    recordId: text("record_id"),
    title: text("title"),
  },
  // Newest first (and the yearly prune), per person, per kind; each walked with a keyset cursor.
  (table) => [
    index("activity_log_newest_idx").on(table.at, table.id),
    index("activity_log_akun_idx").on(table.akunId, table.at, table.id),
    index("activity_log_kind_idx").on(table.kind, table.at, table.id),
  ],
);

/**
 * 'Pesan Masuk': what visitors send with 'Kirim Pesan' (docs/decisions/013). `pengirim` is a
 * keyed hash of the sender's address (IPv6 by /64) and `pengirim_blok` of its block (IPv6 by
 * /48), kept only to count messages per hour: the minute job empties both once that hour has
 * passed. Read messages not starred (`berbintang`) are pruned by the daily job after 180 days.
 * The unread count and the stored size are kept in `content_counts` by triggers (migration
 * 0009), for the inbox's ceiling.
 */
export const pesan = sqliteTable(
  "pesan",
  {
    id: text("id").primaryKey(),
    nama: text("nama").notNull(),
    email: text("email").notNull(),
    subjek: text("subjek").notNull(),
    pesan: text("pesan").notNull(),
    dibaca: integer("dibaca", { mode: "number" }).notNull().default(0),
    berbintang: integer("berbintang", { mode: "number" }).notNull().default(0),
    /** Empty once cleared: the hashes name no one after their hour (docs/decisions/013). */
    pengirim: text("pengirim").notNull(),
    pengirimBlok: text("pengirim_blok").notNull().default(""),
    createdAt: createdAt(),
  },
  (table) => [
    index("pesan_newest_idx").on(table.createdAt, table.id),
    index("pesan_unread_idx").on(table.createdAt).where(sql`dibaca = 0`),
    index("pesan_pengirim_idx").on(table.pengirim, table.createdAt),
    index("pesan_pengirim_blok_idx").on(table.pengirimBlok, table.createdAt),
    // The few rows whose hashes the minute job has still to clear.
    index("pesan_pengirim_lama_idx").on(table.createdAt).where(sql`pengirim <> ''`),
    // What the daily job may prune: read and not starred.
    index("pesan_lama_idx").on(table.createdAt).where(sql`dibaca = 1 AND berbintang = 0`),
  ],
);
