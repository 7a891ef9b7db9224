/**
 * What `ImageWithPlaceholder` (shared/src/ui/image.tsx) does when a picture fails, for the
 * pictures no island hydrates (most of a page is the server's HTML alone): a WebP copy that
 * fails falls back to the original, and the original to the seed's placeholder of the same
 * size. Run by the boot script; a hydrated island's pictures are React's to handle.
 */
import { placeholderUrl } from "@padukuhan/shared/images";

function fallBack(image: HTMLImageElement) {
  if (image.closest("[data-island][data-hydrated]")) return;
  // A new element, as the component renders one: the old one keeps the density it chose
  // among the copies, which would shrink the original it then shows.
  const fresh = image.cloneNode() as HTMLImageElement;
  if (image.hasAttribute("srcset")) {
    // Its `src` is the original: without the copies, that is what the browser loads.
    fresh.removeAttribute("sizes");
    fresh.removeAttribute("srcset");
  } else {
    const placeholder = placeholderUrl(
      Number(image.getAttribute("width")),
      Number(image.getAttribute("height")),
    );
    if (new URL(image.src, location.href).pathname === placeholder) return;
    fresh.src = placeholder;
  }
  image.replaceWith(fresh);
}

export function fallBackOnImageErrors() {
  // `error` does not bubble, but it is seen on its way down.
  document.addEventListener(
    "error",
    (event) => {
      if (event.target instanceof HTMLImageElement) fallBack(event.target);
    },
    true,
  );
  // Those that failed before this script ran.
  for (const image of Array.from(document.images))
    if (image.complete && image.naturalWidth === 0 && image.currentSrc) fallBack(image);
}
