import { createContext, type ImgHTMLAttributes, useContext, useEffect, useRef, useState } from "react";
import { placeholderUrl, srcSetFor } from "../images";

/**
 * True when the visitor's browser asked to save data (`Save-Data: on`): every image below
 * offers its smallest copy alone. The public app provides it from the page's payload, so the
 * browser renders what the server did; elsewhere (the admin) it is unset.
 */
export const SmallestCopies = createContext<boolean | undefined>(undefined);
export const SmallestCopiesProvider = SmallestCopies.Provider;

export interface ImageWithPlaceholderProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt" | "sizes"> {
  /** Empty or missing shows the placeholder straight away. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
  /**
   * How wide the CSS lays the image out, as the `sizes` attribute says it. The image's WebP
   * copies are offered (`srcset`) only with it: without it the browser would assume the
   * whole screen width and pick a copy far too large for a thumbnail.
   */
  sizes?: string;
}

/** What is shown, in the order tried: the copies, then the original, then the placeholder. */
type Source = "copies" | "original" | "placeholder";

/**
 * An image that always carries width and height (no layout jump), offers its WebP copies
 * when it has them (the smallest alone when the visitor saves data), and falls back to the
 * original when a copy fails to load, then to the placeholder when the original does too. Lazy
 * and decoded off the main thread unless told otherwise.
 */
export function ImageWithPlaceholder({
  src,
  alt,
  width,
  height,
  sizes,
  loading = "lazy",
  decoding = "async",
  ...rest
}: ImageWithPlaceholderProps) {
  const smallestOnly = useContext(SmallestCopies);
  const srcSet = sizes ? srcSetFor(src, smallestOnly) : undefined;
  // Failures count per URL, so a new src starts over without an effect resetting it.
  const [failures, setFailures] = useState({ src, count: 0 });
  const failed = failures.src === src ? failures.count : 0;
  const sources: Source[] = !src ? [] : srcSet ? ["copies", "original"] : ["original"];
  const source = sources[failed] ?? "placeholder";
  // Moves past the source this render showed, once: the mount check and a late error event
  // may both report the same failure.
  const fail = () =>
    setFailures((current) =>
      current.src === src && current.count > failed ? current : { src, count: failed + 1 },
    );

  const image = useRef<HTMLImageElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: only the server-rendered first load needs this check
  useEffect(() => {
    // A server-rendered image may have failed before the app attached onError.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) fail();
  }, []);

  return (
    <img
      {...rest}
      // A fresh element for each fallback: Chromium would keep the failed copy's pixel density.
      key={source}
      ref={image}
      src={source === "placeholder" || !src ? placeholderUrl(width, height) : src}
      srcSet={source === "copies" ? srcSet : undefined}
      sizes={source === "copies" ? sizes : undefined}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding={decoding}
      onError={fail}
    />
  );
}
