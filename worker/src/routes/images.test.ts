import { env } from "cloudflare:workers";
import { apiMessages } from "@padukuhan/shared/messages";
import { beforeAll, describe, expect, it } from "vitest";
import { errorBody, request } from "../../test/http";

// The smallest valid GIF: what the Worker serves must be these exact bytes.
const GIF = Uint8Array.from(atob("R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw=="), (c) =>
  c.charCodeAt(0),
);

beforeAll(async () => {
  await env.IMAGES.put("upload/abc123.gif", GIF, { httpMetadata: { contentType: "image/gif" } });
});

describe("GET /img/:key", () => {
  it("serves the stored bytes with their stored type, an ETag and nosniff", async () => {
    const response = await request("/img/upload/abc123.gif");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/gif");
    expect(response.headers.get("etag")).toMatch(/^"[0-9a-f]+"$/);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-security-policy")).toBe("default-src 'none'; sandbox");
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(GIF);
  });

  it("answers 304 with no body when the browser already has it", async () => {
    const first = await request("/img/upload/abc123.gif");
    const etag = first.headers.get("etag") ?? "";
    await first.arrayBuffer();
    const again = await request("/img/upload/abc123.gif", { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("etag")).toBe(etag);
    expect(await again.text()).toBe("");
  });

  it("sends the full image again when the ETag does not match", async () => {
    const response = await request("/img/upload/abc123.gif", { headers: { "If-None-Match": '"stale"' } });
    expect(response.status).toBe(200);
    expect((await response.arrayBuffer()).byteLength).toBe(GIF.length);
  });

  it.each(["/img/upload/missing.gif", "/img/..%2fsecret.gif", "/img/upload/abc123.svg", "/img/"])(
    "answers %s with a JSON 404",
    async (path) => {
      const response = await request(path);
      expect(response.status).toBe(404);
      expect((await errorBody(response)).error.message).toBe(apiMessages.imageNotFound);
    },
  );

  it("answers a share.jpg its folder never had with the folder's original, and a missing folder's with 404", async () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    await env.IMAGES.put("uploads/lama/original.jpg", jpeg, { httpMetadata: { contentType: "image/jpeg" } });
    await env.IMAGES.put("uploads/lama-png/original.png", GIF, {
      httpMetadata: { contentType: "image/png" },
    });
    const older = await request("/img/uploads/lama/share.jpg");
    expect(older.status).toBe(200);
    expect(older.headers.get("content-type")).toBe("image/jpeg");
    expect(new Uint8Array(await older.arrayBuffer())).toEqual(jpeg);
    const png = await request("/img/uploads/lama-png/share.jpg");
    expect(png.headers.get("content-type")).toBe("image/png");
    await png.arrayBuffer();
    const missing = await request("/img/uploads/tidak-ada/share.jpg");
    expect(missing.status).toBe(404);
    await missing.arrayBuffer();
  });
});
