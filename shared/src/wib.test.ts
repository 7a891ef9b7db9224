import { describe, expect, it } from "vitest";
import { wibInput, wibInputToDate } from "./wib";

describe("WIB field values", () => {
  it("reads a typed time as WIB, seven hours ahead of UTC", () => {
    expect(wibInputToDate("2026-12-01T09:30")?.toISOString()).toBe("2026-12-01T02:30:00.000Z");
    // Just after midnight in the village is still the previous day in UTC.
    expect(wibInputToDate("2027-01-01T00:15")?.toISOString()).toBe("2026-12-31T17:15:00.000Z");
  });

  it("shows an instant on the village clock", () => {
    expect(wibInput(new Date("2026-12-31T17:15:00.000Z"))).toBe("2027-01-01T00:15");
    expect(wibInput(new Date("2026-06-15T10:00:59.999Z"))).toBe("2026-06-15T17:00");
  });

  it("refuses what is not a date and time on the calendar", () => {
    for (const value of [
      "",
      "2026-12-01",
      "2026-12-01 09:30",
      "2026-02-31T10:00",
      "2026-12-01T24:00",
      "besok",
    ]) {
      expect(wibInputToDate(value), value).toBeNull();
    }
  });
});
