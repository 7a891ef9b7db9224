import { authMessages } from "@padukuhan/shared/auth";

/**
 * What the login form says when signing in did not succeed (seed section 8): the server's own
 * message for a wrong password or a lock; 'Username atau password salah...' for a 401 without
 * one; 'Terjadi error saat login' for another refusal without one; and for a server error or
 * no answer at all, 'Terjadi kesalahan saat login...' — never a hint that the password was wrong.
 */
export function loginFailureMessage(failure: { status: number; message: string } | "network"): string {
  if (failure === "network" || failure.status >= 500) return authMessages.loginException;
  if (failure.message) return failure.message;
  return failure.status === 401 ? authMessages.wrongCredentialsForm : authMessages.loginError;
}
