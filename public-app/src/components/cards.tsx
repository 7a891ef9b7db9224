import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { formatDate, truncate } from "@padukuhan/shared/format";
import type { ArtikelCard, UmkmCard } from "@padukuhan/shared/pages";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { Link } from "react-router-dom";

/** Uploaded and sample images are 3:2; cards show them at that ratio. */
export const CARD_IMAGE = { width: 1200, height: 800 } as const;

/**
 * `summaryLength` / `textLength`: where the card cuts the 150-character summary further (the
 * home page and UMKM grid cards show 100).
 * `imageSizes`: how wide the grid the card sits in lays out its picture (see image-sizes.ts).
 * `imageLoading`: "eager" for a card that may be on the first screen; lazy otherwise.
 */
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
    <article className="card">
      <ImageWithPlaceholder
        src={artikel.gambar}
        alt=""
        {...CARD_IMAGE}
        sizes={imageSizes}
        loading={imageLoading}
      />
      <div className="card-body">
        <p className="card-meta">
          <span className="badge">{artikel.kategori || DEFAULT_KATEGORI}</span>
          <time dateTime={artikel.createdAt}>{formatDate(artikel.createdAt)}</time>
        </p>
        <h3>
          <Link to={`/artikel/${artikel.id}`} className="card-link">
            {artikel.judul}
          </Link>
        </h3>
        <p>{summaryLength ? truncate(artikel.summary, summaryLength) : artikel.summary}</p>
      </div>
    </article>
  );
}

export function UmkmCardView({
  umkm,
  textLength,
  imageSizes,
  imageLoading,
}: {
  umkm: UmkmCard;
  textLength: number;
  imageSizes: string;
  imageLoading?: "eager" | "lazy";
}) {
  return (
    <article className="card">
      <ImageWithPlaceholder
        src={umkm.gambar}
        alt=""
        {...CARD_IMAGE}
        sizes={imageSizes}
        loading={imageLoading}
      />
      <div className="card-body">
        <p className="card-meta">
          <span className="badge">{umkm.kategori || DEFAULT_KATEGORI}</span>
        </p>
        <h3>
          <Link to={`/umkm/${umkm.id}`} className="card-link">
            {umkm.nama}
          </Link>
        </h3>
        <p className="card-owner">{umkm.nama_pemilik}</p>
        <p>{truncate(umkm.summary, textLength)}</p>
        <Link
          to={`/umkm/${umkm.id}`}
          className="button button-small"
          aria-label={`Lihat Detail ${umkm.nama}`}
        >
          Lihat Detail
        </Link>
      </div>
    </article>
  );
}
