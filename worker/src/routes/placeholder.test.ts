import { apiMessages } from "@padukuhan/shared/messages";
import { describe, expect, it } from "vitest";
import { errorBody, request } from "../../test/http";

describe("GET /api/placeholder/:w/:h", () => {
  it("draws an SVG of the asked size", async () => {
    const response = await request("/api/placeholder/400/300");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^image\/svg\+xml/);
    const svg = await response.text();
    expect(svg).toContain('width="400"');
    expect(svg).toContain('height="300"');
  });

  it("shows a picture icon in neutral colours (cached a year, whatever the village's), and no numbers", async () => {
    const svg = await (await request("/api/placeholder/600/600")).text();
    // Only the markup carries digits: no text element, nothing like "600×600".
    expect(svg).not.toMatch(/<text|600×600|×/);
    expect(svg).toContain('fill="#f1f1ec"');
    expect(svg).toContain('stroke="#5f6b63"');
    expect(svg).toMatch(/<circle /);
  });

  it.each(["1/1", "4000/4000", "1/4000"])("accepts the edge size %s", async (size) => {
    expect((await request(`/api/placeholder/${size}`)).status).toBe(200);
  });

  it.each(["0/10", "10/0", "4001/10", "10/4001", "abc/10", "10/-5", "12.5/10", "1e3/10", "99999/1"])(
    "refuses %s with 400 and an Indonesian message",
    async (size) => {
      const response = await request(`/api/placeholder/${size}`);
      expect(response.status).toBe(400);
      expect(await errorBody(response)).toEqual({
        error: { code: "invalid_input", message: apiMessages.placeholderSize },
      });
    },
  );
});
