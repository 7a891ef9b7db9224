/**
 * scrypt runs on the isolate's only thread (workerd computes `node:crypto` scrypt there, about
 * 0.1-0.3 s per hash) and nothing else in the isolate moves meanwhile, public pages included.
 * So at most `hashSlots.limit` requests per isolate may be checking a password at once; one
 * more is refused at once, before it reads D1 or hashes anything (docs/decisions/008).
 */
export const hashSlots = {
  /**
   * One: hashes in one isolate run one after another on its thread anyway, so a second slot
   * would only lengthen the line a visitor's request may wait behind. Tests widen it to stand
   * for many isolates.
   */
  limit: 1,
  inUse: 0,
};

/** `Retry-After` for a refused request: a slot frees within a hash or two. */
export const HASH_BUSY_RETRY_SECONDS = 1;

/** Whether a slot is free now: checked first, so a request is refused before it costs D1 anything. */
export const hashSlotFree = () => hashSlots.inUse < hashSlots.limit;

/** A slot to hash in, with its release (safe to call twice), or null when all are taken. */
export function takeHashSlot(): (() => void) | null {
  if (hashSlots.inUse >= hashSlots.limit) return null;
  hashSlots.inUse += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    hashSlots.inUse -= 1;
  };
}
