import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { HERO_SIZES } from "./image-sizes";

/**
 * The picture at the top of a detail page (article, UMKM, agenda): the page's largest image, so
 * fetched at once and first rather than lazily. Stored at 3:2, as every content picture is.
 */
export function HeroImage({ className, src, alt }: { className: string; src: string; alt: string }) {
  return (
    <ImageWithPlaceholder
      className={className}
      src={src}
      alt={alt}
      width={1200}
      height={800}
      sizes={HERO_SIZES}
      loading="eager"
      fetchPriority="high"
    />
  );
}
