import { exports } from "cloudflare:workers";

// As wrangler.toml's [vars]: one registrable domain, as in production.
export const PUBLIC_HOST = "padukuhan.localhost:8787";
export const ADMIN_HOST = "admin.padukuhan.localhost:8787";

/**
 * Sends a request through the Worker's own fetch handler, as a browser on `host` would.
 * Node-style resolvers do not know `*.localhost`, so the host goes in the header.
 */
export function request(path: string, init: RequestInit & { host?: string } = {}) {
  const { host = PUBLIC_HOST, ...rest } = init;
  const headers = new Headers(rest.headers);
  headers.set("Host", host);
  return exports.default.fetch(
    new Request(`http://${host}${path}`, { ...rest, headers, redirect: "manual" }),
  );
}

export async function errorBody(response: Response) {
  return (await response.json()) as { error: { code: string; message: string } };
}

/** The records of the first page of a public list (`{ data, next }`). */
export async function listData<T>(path: string): Promise<T[]> {
  const body = (await (await request(path)).json()) as { data: T[] };
  return body.data;
}
