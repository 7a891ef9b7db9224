/**
 * The `sizes` attribute of every public image: how wide its CSS lays it out, so the browser
 * fetches the smallest WebP copy that is still sharp (on a 360 px phone at DPR 2 a full-width
 * image needs the 800 copy, a half-width one the 400). Worked out from the stylesheets, phone
 * first; keep them in step when a layout changes. Breakpoints rather than `min()`, which older
 * phone browsers do not read in `sizes`.
 *
 * The frame all pages share: `.section` is at most 72rem wide with 1rem padding, so content is
 * `100vw - 2rem` and at most 70rem; `.with-sidebar` puts a 20rem sidebar 2rem beside the main
 * column from 56rem, leaving it `100vw - 24rem`, at most 48rem.
 */

/**
 * Uploaded and sample images are 3:2; cards show them at that ratio. Kept here rather than in
 * cards.tsx so that pages showing pictures without cards (the gallery) do not load the cards.
 */
export const CARD_IMAGE = { width: 1200, height: 800 } as const;

/** The home carousel fills the screen's width (it crops the height, not the width). */
export const CAROUSEL_SIZES = "100vw";

/**
 * `.cards` columns are at least 17rem with 1rem gaps: one column below 37rem, two below 55rem,
 * then three (the sidebar only starts at 56rem, so this holds for every `.cards` below it).
 */
const CARD_COLUMNS =
  "(min-width: 55rem) calc(33.3vw - 1.33rem), (min-width: 37rem) calc(50vw - 1.5rem), calc(100vw - 2rem)";

/** `.cards` in a full-width section (home, UMKM list). */
export const CARD_SIZES = `(min-width: 72rem) 363px, ${CARD_COLUMNS}`;

/** `.cards` in the main column beside a sidebar (article list): one column from 56rem, two from 59rem. */
export const MAIN_CARD_SIZES = `(min-width: 72rem) 376px, (min-width: 59rem) calc(50vw - 12.5rem), (min-width: 56rem) calc(100vw - 24rem), ${CARD_COLUMNS}`;

/** One column of cards in a sidebar box (1rem padding): under the article below 56rem. */
export const SIDEBAR_CARD_SIZES = "(min-width: 56rem) 18rem, calc(100vw - 4rem)";

/** The about page's culture cards: four in a row from 56rem. */
export const CULTURE_CARD_SIZES = `(min-width: 72rem) 268px, (min-width: 56rem) calc(25vw - 1.25rem), ${CARD_COLUMNS}`;

/** The picture at the top of an article or a UMKM: the whole main column. */
export const HERO_SIZES =
  "(min-width: 72rem) 48rem, (min-width: 56rem) calc(100vw - 24rem), calc(100vw - 2rem)";

/** `.home-gallery`: two columns with 0.5rem gaps, four from 48rem. */
export const HOME_GALLERY_SIZES =
  "(min-width: 72rem) 274px, (min-width: 48rem) calc(25vw - 0.875rem), calc(50vw - 1.25rem)";

/** `.galeri-grid`: two columns with 0.75rem gaps, three from 40rem, four from 56rem. */
export const GALERI_GRID_SIZES =
  "(min-width: 72rem) 271px, (min-width: 56rem) calc(25vw - 1.07rem), (min-width: 40rem) calc(33.3vw - 1.17rem), calc(50vw - 1.375rem)";

/** The first 'Foto Pilihan': full width, two thirds of the row from 56rem. */
export const GALERI_FEATURED_FIRST_SIZES =
  "(min-width: 72rem) 739px, (min-width: 56rem) calc(66.7vw - 1.83rem), calc(100vw - 2rem)";

/** The other two 'Foto Pilihan': full width, the last third of the row from 56rem. */
export const GALERI_FEATURED_SIZES =
  "(min-width: 72rem) 369px, (min-width: 56rem) calc(33.3vw - 0.92rem), calc(100vw - 2rem)";

/** 'Sorotan Kategori': one column, three from 40rem. */
export const GALERI_HIGHLIGHT_SIZES =
  "(min-width: 72rem) 365px, (min-width: 40rem) calc(33.3vw - 1.17rem), calc(100vw - 2rem)";

/** The large view: the dialog is the screen less 1rem, at most 60rem, inside 0.75rem (1.25rem) padding. */
export const GALERI_DIALOG_SIZES =
  "(min-width: 61rem) 920px, (min-width: 40rem) calc(100vw - 3.5rem), calc(100vw - 2.5rem)";

/** About page gallery: the newest photo spans the row on a phone, then three columns from 40rem. */
export const ABOUT_GALLERY_FIRST_SIZES =
  "(min-width: 72rem) 363px, (min-width: 40rem) calc(33.3vw - 1.33rem), calc(100vw - 2rem)";
export const ABOUT_GALLERY_SIZES =
  "(min-width: 72rem) 363px, (min-width: 40rem) calc(33.3vw - 1.33rem), calc(50vw - 1.5rem)";

/**
 * UMKM products: columns of at least 9.5rem with 1rem gaps in the main column, so their count
 * steps up with the width: one, two from 22rem, three from 32.5rem, four from 43rem, five from
 * 53.5rem; beside the sidebar from 56rem three again, four from 65rem.
 */
export const PRODUCT_SIZES =
  "(min-width: 72rem) 180px, (min-width: 65rem) calc(25vw - 6.75rem), (min-width: 56rem) calc(33.33vw - 8.67rem), (min-width: 53.5rem) calc(20vw - 1.2rem), (min-width: 43rem) calc(25vw - 1.25rem), (min-width: 32.5rem) calc(33.33vw - 1.33rem), (min-width: 22rem) calc(50vw - 1.5rem), calc(100vw - 2rem)";

/** 'UMKM Lainnya': a 5rem square beside the name. */
export const UMKM_RELATED_SIZES = "5rem";

/** UMKM list view: a 6.5rem picture beside the text, 14rem from 40rem. */
export const UMKM_ROW_SIZES = "(min-width: 40rem) 14rem, 6.5rem";
