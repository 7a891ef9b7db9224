import { type ImgHTMLAttributes, useEffect, useRef, useState } from "react";

/** The seed's placeholder for a missing or broken image, sized like the image it replaces. */
export function placeholderUrl(width: number, height: number): string {
  return `/api/placeholder/${Math.round(width)}/${Math.round(height)}`;
}

export interface ImageWithPlaceholderProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "width" | "height" | "alt"> {
  /** Empty or missing shows the placeholder straight away. */
  src: string | null | undefined;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image that always carries width and height (no layout jump) and falls back to the
 * placeholder when the file is missing or fails to load. Lazy unless told otherwise.
 */
export function ImageWithPlaceholder({
  src,
  alt,
  width,
  height,
  loading = "lazy",
  ...rest
}: ImageWithPlaceholderProps) {
  const [failed, setFailed] = useState(!src);
  const image = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A server-rendered image may have failed before React attached onError.
    const element = image.current;
    if (element?.complete && element.naturalWidth === 0 && element.currentSrc) setFailed(true);
  }, []);
  useEffect(() => setFailed(!src), [src]);
  return (
    <img
      {...rest}
      ref={image}
      src={failed || !src ? placeholderUrl(width, height) : src}
      alt={alt}
      width={width}
      height={height}
      loading={loading}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
