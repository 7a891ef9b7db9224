import { createElement } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { srcSetFor } from "../images";
import { ImageWithPlaceholder, type ImageWithPlaceholderProps, SmallestCopiesProvider } from "./image";

/** The server-rendered <img>, without the preload links React puts in front of eager images. */
function render(props: ImageWithPlaceholderProps): string {
  const html = renderToString(createElement(ImageWithPlaceholder, props));
  return html.slice(html.indexOf("<img"));
}

const base = { alt: "", width: 1200, height: 800 };

describe("ImageWithPlaceholder", () => {
  it("offers the WebP copies of an image stored with them, with the sizes it was given", () => {
    const html = render({ ...base, src: "/img/uploads/abc/original.jpg", sizes: "100vw" });
    expect(html).toContain('src="/img/uploads/abc/original.jpg"');
    expect(html).toContain(
      'srcSet="/img/uploads/abc/400.webp 400w, /img/uploads/abc/800.webp 800w, /img/uploads/abc/1200.webp 1200w"',
    );
    expect(html).toContain('sizes="100vw"');
    expect(html).toContain('width="1200"');
    expect(html).toContain('height="800"');
    expect(html).toContain('loading="lazy"');
  });

  it("keeps an older or imported image without copies as it is: no srcset, no sizes", () => {
    for (const src of ["/img/uploads/x.jpg", "/img/sample/old.jpg", "https://example.com/a/original.jpg"]) {
      expect(srcSetFor(src)).toBeUndefined();
      const html = render({ ...base, src, sizes: "100vw" });
      expect(html).toContain(`src="${src}"`);
      expect(html).not.toContain("srcSet");
      expect(html).not.toContain("sizes");
      expect(html).toContain('width="1200"');
    }
  });

  it("offers no copies without sizes, so a thumbnail never gets a screen-wide copy", () => {
    const html = render({ ...base, src: "/img/uploads/abc/original.png" });
    expect(html).toContain('src="/img/uploads/abc/original.png"');
    expect(html).not.toContain("srcSet");
  });

  it("offers only the smallest copy inside SmallestCopiesProvider (Save-Data), the original staying the fallback", () => {
    const props = { ...base, src: "/img/uploads/abc/original.jpg", sizes: "100vw" };
    const html = renderToString(
      createElement(SmallestCopiesProvider, { value: true }, createElement(ImageWithPlaceholder, props)),
    );
    const image = html.slice(html.indexOf("<img"));
    expect(image).toContain('srcSet="/img/uploads/abc/400.webp 400w"');
    expect(image).toContain('src="/img/uploads/abc/original.jpg"');
    expect(html).not.toMatch(/\/(800|1200)\.webp/);
    // Without it, or set to false, every copy is offered as before.
    const usual = renderToString(
      createElement(SmallestCopiesProvider, { value: false }, createElement(ImageWithPlaceholder, props)),
    );
    expect(usual).toContain("/img/uploads/abc/1200.webp 1200w");
  });

  it("shows the placeholder at the image's size when there is no image", () => {
    const html = render({ ...base, src: "", sizes: "100vw" });
    expect(html).toContain('src="/api/placeholder/1200/800"');
    expect(html).not.toContain("srcSet");
  });

  it("passes loading and fetchpriority through for the first screen's largest image", () => {
    const html = render({
      ...base,
      src: "/img/uploads/abc/original.jpg",
      sizes: "100vw",
      loading: "eager",
      fetchPriority: "high",
    });
    expect(html).toContain('loading="eager"');
    expect(html).toContain('fetchPriority="high"');
  });
});
