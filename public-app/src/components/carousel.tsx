import { timing } from "@padukuhan/shared/constants";
import type { SiteSettings } from "@padukuhan/shared/settings";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { useEffect, useState } from "react";
import { useSiteConfig } from "../site-config";
import { CAROUSEL_SIZES } from "./image-sizes";

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
  return reduced;
}

/**
 * The home hero: slides fade every 5000 ms (seed section 9). It pauses while the pointer or
 * the keyboard focus is on it and stands still for visitors who ask for reduced motion.
 * The first slide is the page's largest image, so it loads eagerly and first.
 */
type Slide = SiteSettings["carousel"]["slides"][number];

/** The slides' nominal size: wide pictures, cropped to the hero's box whatever their own size. */
const SLIDE_SIZE = { width: 1600, height: 900 } as const;

export function Carousel({ slides: allSlides }: { slides: Slide[] }) {
  // A visitor saving data gets the first slide alone, as a village with one slide: the
  // others' pictures are never in the page nor fetched, and nothing rotates.
  const slides = useSiteConfig().saveData ? allSlides.slice(0, 1) : allSlides;
  const [current, setCurrent] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const paused = hovered || focused || reducedMotion;

  useEffect(() => {
    if (paused || slides.length < 2) return;
    const timer = window.setInterval(
      () => setCurrent((index) => (index + 1) % slides.length),
      timing.carouselIntervalMs,
    );
    return () => window.clearInterval(timer);
  }, [paused, slides.length]);

  // Only the first slide's picture is in the server's HTML: the others cannot be shown before
  // the app runs, so their bytes wait until then instead of competing with the first screen.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const go = (step: number) => setCurrent((index) => (index + step + slides.length) % slides.length);
  const slide = slides[current];

  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label="Sorotan padukuhan"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {slides.map((item, index) => (
        // biome-ignore lint/a11y/useSemanticElements: a slide is a group by the WAI-ARIA carousel pattern, not a form fieldset
        <div
          // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order while shown
          key={index}
          className={`carousel-slide${index === current ? " carousel-slide-current" : ""}`}
          role="group"
          aria-roledescription="slide"
          aria-label={`${index + 1} dari ${slides.length}`}
          aria-hidden={index !== current}
        >
          {(index === 0 || hydrated) && (
            <ImageWithPlaceholder
              src={item.image}
              alt={item.alt}
              {...SLIDE_SIZE}
              sizes={CAROUSEL_SIZES}
              loading={index === 0 ? "eager" : "lazy"}
              fetchPriority={index === 0 ? "high" : "auto"}
              decoding={index === 0 ? "sync" : "async"}
            />
          )}
        </div>
      ))}
      <div className="carousel-caption" aria-live={paused ? "polite" : "off"}>
        <h1>{slide?.caption}</h1>
        <p>{slide?.description}</p>
      </div>
      <div className="carousel-controls">
        <button type="button" onClick={() => go(-1)} aria-label="Slide sebelumnya">
          ‹
        </button>
        {slides.map((item, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: slides keep their order while shown
            key={index}
            type="button"
            className="carousel-dot"
            aria-label={`Tampilkan slide ${index + 1}: ${item.caption}`}
            aria-current={index === current}
            onClick={() => setCurrent(index)}
          />
        ))}
        <button type="button" onClick={() => go(1)} aria-label="Slide berikutnya">
          ›
        </button>
      </div>
    </section>
  );
}
