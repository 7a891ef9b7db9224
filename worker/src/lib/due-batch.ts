/**
 * At most this many records of one kind per minute; the rest follow a minute later. On its
 * own so the steps in db/*.ts can use it without importing lib/due-changes.ts, which imports
 * them (an import cycle leaves `DUE_STEPS` holding a step not yet defined).
 */
export const DUE_BATCH = 50;
