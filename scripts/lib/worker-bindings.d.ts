/**
 * The Worker's database modules (worker/src/db/) name its binding types as globals. The
 * scripts run those modules in Node against Miniflare's bindings, so they get the types
 * alone, not the Workers runtime's globals, which Node does not have.
 */
import type * as Workers from "@cloudflare/workers-types/2023-07-01";

declare global {
  type D1Database = Workers.D1Database;
  type D1PreparedStatement = Workers.D1PreparedStatement;
  type D1Result<T = unknown> = Workers.D1Result<T>;
  type R2Bucket = Workers.R2Bucket;
}
