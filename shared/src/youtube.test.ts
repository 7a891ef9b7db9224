import { describe, expect, it } from "vitest";
import { contentMessages, schemaProblems } from "./content-schemas";
import { galeriMessages, galeriSchema } from "./galeri";
import { youtubeEmbedUrl, youtubeVideoId } from "./youtube";

const ID = "dQw4w9WgXcQ";

describe("youtubeVideoId", () => {
  it.each([
    `https://youtu.be/${ID}`,
    `https://youtu.be/${ID}?si=AbCdEfGhIjKlMnOp`,
    `https://youtu.be/${ID}?t=42`,
    `youtu.be/${ID}`,
    `http://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID}`,
    `www.youtube.com/watch?v=${ID}`,
    `https://m.youtube.com/watch?v=${ID}`,
    `https://music.youtube.com/watch?v=${ID}&feature=share`,
    `https://www.youtube.com/watch?v=${ID}&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=3`,
    `https://www.youtube.com/watch?feature=youtu.be&v=${ID}`,
    `https://www.youtube.com/watch?v=${ID}&t=1m30s#komentar`,
    `https://www.youtube.com/watch/?v=${ID}`,
    `https://www.youtube.com/shorts/${ID}`,
    `https://youtube.com/shorts/${ID}?feature=share`,
    `https://m.youtube.com/shorts/${ID}`,
    `https://www.youtube.com/embed/${ID}`,
    `https://www.youtube.com/embed/${ID}?start=10&rel=0`,
    `https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`,
    `https://www.youtube.com/live/${ID}?si=xyz`,
    `https://www.youtube.com/v/${ID}`,
    `HTTPS://WWW.YOUTUBE.COM/watch?v=${ID}`,
    `  https://youtu.be/${ID}  `,
  ])("finds the id in %s", (link) => {
    expect(youtubeVideoId(link)).toBe(ID);
  });

  it("keeps ids with - and _ as they are", () => {
    expect(youtubeVideoId("https://youtu.be/a-b_C1d2E3f")).toBe("a-b_C1d2E3f");
  });

  it.each([
    "",
    "   ",
    ID,
    "bukan link",
    `https://youtube.com.evil.example/watch?v=${ID}`,
    `https://evil.example/watch?v=${ID}`,
    `https://evilyoutube.com/watch?v=${ID}`,
    `https://youtu.be.evil.example/${ID}`,
    `https://notyoutu.be/${ID}`,
    `https://www.youtube.com.evil.example/shorts/${ID}`,
    `https://evil.example/?u=https://youtu.be/${ID}`,
    `https://www.youtube.com@evil.example/watch?v=${ID}`,
    `https://user@www.youtube.com/watch?v=${ID}`,
    `https://www.youtube.com:8443/watch?v=${ID}`,
    `javascript:alert(1)//youtu.be/${ID}`,
    `ftp://youtu.be/${ID}`,
    `https://www.youtube.com/watch?v=${ID}x`,
    `https://www.youtube.com/watch?v=${ID.slice(0, 10)}`,
    "https://www.youtube.com/watch?v=dQw4w9WgX%3C",
    "https://www.youtube.com/watch?v=<script>xx",
    "https://www.youtube.com/watch",
    "https://www.youtube.com/",
    `https://www.youtube.com/channel/${ID}`,
    `https://www.youtube.com/playlist?list=${ID}`,
    `https://www.youtube.com/@${ID}`,
    `https://www.youtube.com/shorts/${ID}/extra`,
    `https://youtu.be/${ID}/extra`,
    `https://youtu.be/watch?v=${ID}`,
    `https://www.youtube-nocookie.com/watch?v=${ID}`,
    `https://youtube.com/watch?v=${ID} https://evil.example`,
    `https://i.ytimg.com/vi/${ID}/hqdefault.jpg`,
    "https://vimeo.com/76979871",
  ])("refuses %j", (link) => {
    expect(youtubeVideoId(link)).toBeNull();
  });
});

describe("youtubeEmbedUrl", () => {
  it("plays from the privacy-enhanced host, at once when opened", () => {
    expect(youtubeEmbedUrl(ID)).toBe(`https://www.youtube-nocookie.com/embed/${ID}?autoplay=1`);
  });
});

describe("galeriSchema", () => {
  it("keeps a photo's title and no video, whatever link came with it", () => {
    expect(galeriSchema.parse({ judul: " Sawah " })).toEqual({ judul: "Sawah", videoId: null });
    expect(galeriSchema.parse({ judul: "Sawah", jenis: "foto", video: `https://youtu.be/${ID}` })).toEqual({
      judul: "Sawah",
      videoId: null,
    });
  });

  it("keeps only a video's id", () => {
    expect(
      galeriSchema.parse({
        judul: "Kirab",
        jenis: "video",
        video: ` https://m.youtube.com/watch?v=${ID}&t=5 `,
      }),
    ).toEqual({ judul: "Kirab", videoId: ID });
  });

  it("asks for the link of a video, and refuses one that is not YouTube's", () => {
    expect(schemaProblems(galeriSchema, { judul: "", jenis: "video", video: "" })).toEqual({
      judul: contentMessages.judulRequired,
      video: galeriMessages.videoLinkRequired,
    });
    expect(
      schemaProblems(galeriSchema, {
        judul: "Kirab",
        jenis: "video",
        video: `https://youtube.com.evil.example/watch?v=${ID}`,
      }),
    ).toEqual({ video: galeriMessages.videoLinkInvalid });
  });

  it("refuses a kind other than foto or video", () => {
    expect(schemaProblems(galeriSchema, { judul: "Kirab", jenis: "audio" })).toEqual({
      jenis: galeriMessages.jenisInvalid,
    });
  });
});
