/** The columns every content table ends with (schema.ts and each kind's table.ts). */
import { sql } from "drizzle-orm";
import { integer } from "drizzle-orm/sqlite-core";

export const createdAt = () =>
  integer("created_at", { mode: "number" }).notNull().default(sql`(unixepoch() * 1000)`);
export const updatedAt = () => integer("updated_at", { mode: "number" });
