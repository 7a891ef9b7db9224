import * as z from "zod/mini";

/** Password rules shared by the admin forms, the Worker and `npm run admin:create`. */
export const PASSWORD_MIN_LENGTH = 8;
/** Bytes, not characters: the hash input is UTF-8. */
export const PASSWORD_MAX_BYTES = 256;

export const authMessages = {
  /** The server's answer for an unknown user and a wrong password alike (seed section 8). */
  wrongCredentials: "Username atau password salah",
  /** What the login form shows when the server gave no message (seed section 8). */
  wrongCredentialsForm: "Username atau password salah. Silakan coba lagi.",
  /** What the login form shows when the request itself failed (seed section 8). */
  loginException: "Terjadi kesalahan saat login. Silakan coba lagi nanti.",
  /** The seed's underlying text for other login failures. */
  loginError: "Terjadi error saat login",
  required: "Username dan password wajib diisi",
  passwordTooShort: `Password minimal ${PASSWORD_MIN_LENGTH} karakter`,
  passwordTooLong: `Password maksimal ${PASSWORD_MAX_BYTES} byte`,
  lockedUsername: "Terlalu banyak percobaan login untuk akun ini. Silakan coba lagi nanti.",
  lockedIp: "Terlalu banyak percobaan login dari jaringan Anda. Silakan coba lagi nanti.",
  /** 'Ganti Password' after too many wrong current passwords from this network. */
  lockedPasswordChange: "Terlalu banyak percobaan password yang salah. Silakan coba lagi nanti.",
  /** The server is already checking as many passwords as it can at once. */
  hashBusy: "Terlalu banyak percobaan masuk bersamaan. Silakan coba lagi sebentar lagi.",
  /** An auth request body over its small limit (only a hand-made client sends one). */
  bodyTooLarge: "Data yang dikirim terlalu besar.",
  unauthorized: "Sesi tidak valid atau sudah berakhir. Silakan login kembali.",
  forbiddenOrigin: "Permintaan ditolak: asal permintaan tidak diizinkan.",
  loginSuccess: "Login berhasil",
  logoutSuccess: "Logout berhasil",
  currentPasswordWrong: "Password saat ini salah",
  passwordChanged: "Password berhasil diganti",
  passwordsDiffer: "Konfirmasi password tidak sama",
  /** The new password must replace the current one, above all a first password another admin set. */
  passwordUnchanged: "Password baru harus berbeda dari password saat ini",
  /** Every admin call but the session, 'Ganti Password' and logout, while a first password is in use. */
  passwordChangeRequired: "Ganti password terlebih dahulu sebelum melanjutkan.",
} as const;

/** Why a password cannot be used, or null when it can. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return authMessages.passwordTooShort;
  if (new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES) return authMessages.passwordTooLong;
  return null;
}

/** The signed-in admin as the API describes them. */
export interface SessionUser {
  id: string;
  username: string;
  nama: string | null;
}

/** `GET /api/auth/session` and the body of a successful login. */
export interface SessionInfo {
  user: SessionUser;
  expiredAt: string;
}

/**
 * What the Worker answers to the session check and a successful login. `mustChangePassword`
 * is set while the account still has the first password another admin gave it: the app then
 * sends the admin to 'Ganti Password', and every other admin call is refused with 403.
 */
export interface SessionAnswer extends SessionInfo {
  mustChangePassword: boolean;
}

/** `POST /api/auth/login`: both fields required (seed section 5). */
export const loginSchema = z.object(
  {
    username: z
      .string({ error: authMessages.required })
      .check(
        z.trim(),
        z.minLength(1, authMessages.required),
        z.maxLength(100, authMessages.wrongCredentials),
      ),
    password: z
      .string({ error: authMessages.required })
      .check(z.minLength(1, authMessages.required), z.maxLength(1024, authMessages.passwordTooLong)),
  },
  { error: authMessages.required },
);

/** `POST /api/auth/password`: the current password proves it is really the admin. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: authMessages.required }).check(z.minLength(1, authMessages.required)),
    newPassword: z.string({ error: authMessages.required }).check(
      z.superRefine((password, context) => {
        const problem = passwordProblem(password);
        if (problem) context.addIssue({ code: "custom", message: problem });
      }),
    ),
  })
  .check(
    z.refine((body) => body.newPassword !== body.currentPassword, {
      message: authMessages.passwordUnchanged,
      path: ["newPassword"],
    }),
  );
