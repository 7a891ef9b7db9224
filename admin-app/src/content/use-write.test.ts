import { describe, expect, it } from "vitest";
import { ApiError } from "../api";
import { commonTexts } from "./entities";
import { failureDetail } from "./use-write";

describe("failureDetail", () => {
  it("gives the Worker's own reason when it answered with one", () => {
    expect(failureDetail(new ApiError(404, "UMKM tidak ditemukan"))).toBe("UMKM tidak ditemukan");
  });

  it("gives no detail when the Worker answered without a reason", () => {
    expect(failureDetail(new ApiError(500, ""))).toBeNull();
  });

  it("says the connection failed when no answer came", () => {
    expect(failureDetail(new TypeError("Failed to fetch"))).toBe(commonTexts.offline);
    expect(failureDetail(new ApiError(0, "network"))).toBe(commonTexts.offline);
  });
});
