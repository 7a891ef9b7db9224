/**
 * One JSON line per security event, for `wrangler tail` and Logpush. Never a password or a
 * token: only who (username as typed), from where (IP), what and when.
 */
export type AuditEvent =
  | "login_success"
  | "login_failure"
  | "login_locked"
  | "login_busy"
  | "logout"
  | "password_changed"
  | "password_change_failure"
  | "password_change_locked"
  | "unauthorized"
  | "forbidden_origin";

export function audit(event: AuditEvent, details: { username?: string | null; ip: string; path: string }) {
  console.log(JSON.stringify({ audit: event, time: new Date().toISOString(), ...details }));
}

/** The visitor's address as Cloudflare reports it; "unknown" under a local test client. */
export function clientIp(headers: Headers): string {
  return headers.get("CF-Connecting-IP") ?? "unknown";
}
