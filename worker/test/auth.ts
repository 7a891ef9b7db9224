import { env } from "cloudflare:workers";
import { hashPassword } from "../src/auth/password";
import { insertStatement } from "../src/db/client";
import { newId } from "../src/lib/ids";
import { ADMIN_HOST, PUBLIC_HOST, request } from "./http";

export const ADMIN_ORIGIN = `http://${ADMIN_HOST}`;
export const PUBLIC_ORIGIN = `http://${PUBLIC_HOST}`;

export async function createAccount(username: string, password: string, nama: string | null = "Pak Dukuh") {
  const id = newId();
  await insertStatement(env.DB, "akun", {
    id,
    username,
    password_hash: await hashPassword(password),
    nama,
  }).run();
  return id;
}

/** A request to the admin host as the admin app sends it (same origin). */
export function adminRequest(path: string, init: RequestInit & { token?: string } = {}) {
  const { token, ...rest } = init;
  const headers = new Headers(rest.headers);
  if (!headers.has("Origin") && rest.method && rest.method !== "GET") headers.set("Origin", ADMIN_ORIGIN);
  if (token !== undefined) headers.set("Cookie", `__Host-padukuhan_session=${token}`);
  return request(path, { ...rest, headers, host: ADMIN_HOST });
}

export function login(username: string, password: string, headers: Record<string, string> = {}) {
  return adminRequest("/api/auth/login", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...headers },
    body: JSON.stringify({ username, password }),
  });
}

/** The session token the login response set, read from its Set-Cookie header. */
export function tokenFrom(response: Response): string {
  const cookie = response.headers.get("set-cookie") ?? "";
  const token = /__Host-padukuhan_session=([^;]*)/.exec(cookie)?.[1];
  if (!token) throw new Error(`no session cookie in ${cookie}`);
  return token;
}

export async function signIn(username: string, password: string) {
  const response = await login(username, password);
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`);
  return tokenFrom(response);
}
