import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { formatDate, truncate } from "@padukuhan/shared/format";
import type { ArtikelCard, UmkmCard } from "@padukuhan/shared/pages";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { Fragment, type ReactNode } from "react";
import { CARD_IMAGE } from "./image-sizes";
import "./cards.css";

/**
 * `summaryLength` / `textLength`: where the card cuts the 150-character summary further (the
 * home page and UMKM grid cards show 100).
 * `imageSizes`: how wide the grid the card sits in lays out its picture (see image-sizes.ts).
 * `imageLoading`: "eager" for a card that may be on the first screen; lazy otherwise.
 */
/**
 * The frame every content card shares: the picture, the category badge (and `meta` beside it),
 * the title linking to the record's page, then the card's own lines.
 */
function ContentCard({
  href,
  title,
  gambar,
  kategori,
  meta,
  imageSizes,
  imageLoading,
  className,
  children,
}: {
  href: string;
  title: string;
  gambar: string;
  kategori: string;
  meta?: ReactNode;
  imageSizes: string;
  imageLoading?: "eager" | "lazy" | undefined;
  className?: string | undefined;
  children: ReactNode;
}) {
  return (
    <article className={className ? `card ${className}` : "card"}>
      <ImageWithPlaceholder src={gambar} alt="" {...CARD_IMAGE} sizes={imageSizes} loading={imageLoading} />
      <div className="card-body">
        <p className="card-meta">
          <span className="badge">{kategori || DEFAULT_KATEGORI}</span>
          {meta}
        </p>
        <h3>
          <a href={href} className="card-link">
            {title}
          </a>
        </h3>
        {children}
      </div>
    </article>
  );
}

/**
 * A grid of cards, one per item, drawn by `children`. `eagerFirst`: the grid opens a list page,
 * so its first picture can be on the first screen and loads at once; every other picture waits
 * until it is scrolled near.
 */
export function CardGrid<Item extends { id: string }>({
  items,
  className,
  eagerFirst = false,
  children: card,
}: {
  items: readonly Item[];
  className?: string;
  eagerFirst?: boolean;
  children: (item: Item, imageLoading: "eager" | "lazy") => ReactNode;
}) {
  return (
    <div className={className ? `cards ${className}` : "cards"}>
      {items.map((item, index) => (
        <Fragment key={item.id}>{card(item, eagerFirst && index === 0 ? "eager" : "lazy")}</Fragment>
      ))}
    </div>
  );
}

export function ArtikelCardView({
  artikel,
  summaryLength,
  imageSizes,
  imageLoading,
}: {
  artikel: ArtikelCard;
  summaryLength?: number;
  imageSizes: string;
  imageLoading?: "eager" | "lazy";
}) {
  return (
    <ContentCard
      href={`/artikel/${artikel.id}`}
      title={artikel.judul}
      gambar={artikel.gambar}
      kategori={artikel.kategori}
      meta={<time dateTime={artikel.createdAt}>{formatDate(artikel.createdAt)}</time>}
      imageSizes={imageSizes}
      imageLoading={imageLoading}
    >
      <p>{summaryLength ? truncate(artikel.summary, summaryLength) : artikel.summary}</p>
    </ContentCard>
  );
}

/** A UMKM in the grid, or (`className` 'umkm-row') as the list view's horizontal card. */
export function UmkmCardView({
  umkm,
  textLength,
  imageSizes,
  imageLoading,
  className,
}: {
  umkm: UmkmCard;
  textLength: number;
  imageSizes: string;
  imageLoading?: "eager" | "lazy";
  className?: string;
}) {
  const href = `/umkm/${umkm.id}`;
  return (
    <ContentCard
      href={href}
      title={umkm.nama}
      gambar={umkm.gambar}
      kategori={umkm.kategori}
      imageSizes={imageSizes}
      imageLoading={imageLoading}
      className={className}
    >
      <p className="card-owner">{umkm.nama_pemilik}</p>
      <p>{truncate(umkm.summary, textLength)}</p>
      <a href={href} className="button button-small" aria-label={`Lihat Detail ${umkm.nama}`}>
        Lihat Detail
      </a>
    </ContentCard>
  );
}
