import { describe, expect, it } from "vitest";
import { sharedContentVersion } from "./content-version";

/**
 * A stand-in for D1 that counts the reads and answers the version read slowly: after 20 ms, or
 * when `answered` settles.
 */
function slowVersionStore(
  initial: string,
  answered: () => Promise<unknown> = () => new Promise((resolve) => setTimeout(resolve, 20)),
) {
  const store = { value: initial, reads: 0, failNext: false };
  const statement = {
    bind: () => statement,
    first: async () => {
      store.reads += 1;
      const failing = store.failNext;
      store.failNext = false;
      const answer = store.value;
      await answered();
      if (failing) throw new Error("D1 unavailable");
      return { value: answer };
    },
  };
  const d1 = { prepare: () => statement } as unknown as D1Database;
  return { d1, store };
}

describe("sharedContentVersion", () => {
  it("answers a burst of requests with one read in flight at a time", async () => {
    // The read answers once all 20 have arrived, not after a time: on a busy machine a timer
    // came so late that the joiners had given up waiting and read for themselves (a CI run).
    let answer = () => {};
    const allArrived = new Promise<void>((resolve) => (answer = resolve));
    const { d1, store } = slowVersionStore("v1", () => allArrived);
    const burst = Array.from({ length: 20 }, () => sharedContentVersion(d1));
    answer();
    const versions = await Promise.all(burst);
    expect(versions).toEqual(Array(20).fill("v1"));
    expect(store.reads).toBe(1);
  });

  it("never reuses a finished read: the next request sees a write made in between", async () => {
    const { d1, store } = slowVersionStore("v1");
    expect(await sharedContentVersion(d1)).toBe("v1");
    store.value = "v2";
    expect(await sharedContentVersion(d1)).toBe("v2");
    expect(store.reads).toBe(2);
  });

  it("lets joiners read for themselves when the read they joined fails", async () => {
    const { d1, store } = slowVersionStore("v1");
    store.failNext = true;
    const [first, second] = await Promise.allSettled([sharedContentVersion(d1), sharedContentVersion(d1)]);
    expect(first.status).toBe("rejected");
    expect(second).toEqual({ status: "fulfilled", value: "v1" });
  });
});
