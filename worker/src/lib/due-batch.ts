import type { Database, Statement } from "../db/client";

/**
 * At most this many records of one kind per minute; the rest follow a minute later. Here, with
 * `DueStep`, so the steps in the kinds' stores can use both without importing
 * content/due-changes.ts, which imports them (an import cycle leaves `DUE_STEPS` holding a step
 * not yet defined).
 */
export const DUE_BATCH = 50;

/** One kind of change that comes due: the read that finds its records, and what writes them. */
export interface DueStep<Row> {
  name: string;
  /** The due records at `now`: an indexed read of at most `DUE_BATCH` rows. */
  find(db: Database, now: number): Statement;
  /**
   * The statements that apply the change to `rows`. Each must re-check its condition in SQL,
   * since an admin may have changed the record since it was read.
   */
  apply(db: Database, rows: Row[], now: number): Statement[];
}
