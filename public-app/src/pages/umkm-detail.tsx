import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { mailtoLink, phoneText, telLink, whatsappLink } from "@padukuhan/shared/contact";
import { formatRupiah } from "@padukuhan/shared/format";
import type { UmkmCard } from "@padukuhan/shared/pages";
import { pageUrl } from "@padukuhan/shared/routes";
import { paragraphs as paragraphsOf } from "@padukuhan/shared/site";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { Breadcrumb } from "../components/breadcrumb";
import { CategoryList } from "../components/category-list";
import { HeroImage } from "../components/hero-image";
import { CARD_IMAGE, PRODUCT_SIZES, UMKM_RELATED_SIZES } from "../components/image-sizes";
import { PageHero } from "../components/page-hero";
import { ShareButtons } from "../components/share-buttons";
import { TagList } from "../components/tag-list";
import { Island } from "../islands/island";
import { usePageData } from "../page-data";
import { useSite, useSiteConfig } from "../site-config";
import "./umkm-detail.css";
import type { Produk, Umkm } from "@padukuhan/shared/umkm";

const PRODUCT_IMAGE = { width: 600, height: 600 } as const;

const registrationSubject = (villageName: string) => `Pendaftaran UMKM ${villageName}`;
/** Asks for exactly what the admin form needs (seed section 5). */
const registrationBody = (villageName: string) =>
  [
    `Halo Pengelola Website ${villageName},`,
    "",
    `Saya ingin mendaftarkan usaha saya di website ${villageName}. Berikut datanya:`,
    "",
    "Nama usaha: ",
    "Nama pemilik: ",
    "Nomor telepon/WhatsApp: ",
    "Kategori: ",
    "Deskripsi usaha: ",
    "",
    "Terima kasih.",
  ].join("\n");

/**
 * 'Hubungi via WhatsApp': says which business the visitor found, and where. The page's link on
 * a line of its own, so WhatsApp shows it as a link with its preview.
 */
function whatsappMessage(nama: string, villageName: string, pageUrl: string): string {
  return `Halo ${nama}, saya melihat usaha Anda di website ${villageName} dan ingin bertanya.\n${pageUrl}`;
}

/** A product's 'Pesan': the product and its price as the page shows them, and the page's link. */
function orderMessage(nama: string, item: Produk, villageName: string, pageUrl: string): string {
  return `Halo ${nama}, saya ingin memesan ${item.nama} (${formatRupiah(item.harga)}) yang saya lihat di website ${villageName}.\n${pageUrl}`;
}

/** 'Buka di Google Maps': the map link the admin gave, else a search for the address; null without either. */
function mapLink(umkm: Pick<Umkm, "alamat" | "peta">): string | null {
  if (umkm.peta) return umkm.peta;
  return umkm.alamat
    ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(umkm.alamat)}`
    : null;
}

/** Owner, phone, location and the WhatsApp button; disabled when there is no number (seed). */
function ContactBox({ umkm, ownUrl }: { umkm: Umkm; ownUrl: string }) {
  const { identity } = useSite();
  const whatsapp = whatsappLink(umkm.no_telp, whatsappMessage(umkm.nama, identity.villageName, ownUrl));
  const phone = umkm.no_telp.trim();
  const tel = telLink(phone);
  const map = mapLink(umkm);
  return (
    <section className="umkm-contact" aria-labelledby="umkm-kontak">
      <h2 id="umkm-kontak">Informasi Kontak</h2>
      <dl>
        <div>
          <dt>Pemilik</dt>
          <dd>{umkm.nama_pemilik}</dd>
        </div>
        <div>
          <dt>Telepon</dt>
          <dd>{tel ? <a href={tel}>{phoneText(phone)}</a> : "Belum tersedia"}</dd>
        </div>
        <div>
          <dt>Lokasi</dt>
          {/* Every UMKM is in the hamlet: without an address of its own, the hamlet's name (seed). */}
          <dd className={map ? "umkm-location" : undefined}>
            {umkm.alamat ?? identity.villageName}
            {map && (
              <a href={map} target="_blank" rel="noopener noreferrer">
                Buka di Google Maps
              </a>
            )}
          </dd>
        </div>
      </dl>
      {whatsapp ? (
        <a className="button button-whatsapp" href={whatsapp} target="_blank" rel="noopener noreferrer">
          Hubungi via WhatsApp
        </a>
      ) : (
        <>
          <button type="button" className="button" disabled aria-describedby="umkm-tanpa-wa">
            Hubungi via WhatsApp
          </button>
          <p id="umkm-tanpa-wa" className="umkm-note">
            Nomor WhatsApp belum tersedia.
          </p>
        </>
      )}
    </section>
  );
}

/** Products with their prices; each has its own 'Pesan' on WhatsApp when there is a number. */
function ProductList({
  produk,
  orderLink,
}: {
  produk: Produk[];
  orderLink: (item: Produk) => string | null;
}) {
  return (
    <section className="umkm-block" aria-labelledby="umkm-produk">
      <h2 id="umkm-produk">Produk</h2>
      <ul className="umkm-products">
        {produk.map((item, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: products have no id and names may repeat
          <li key={index} className="umkm-product">
            <ImageWithPlaceholder src={item.gambar} alt="" {...PRODUCT_IMAGE} sizes={PRODUCT_SIZES} />
            <h3>{item.nama}</h3>
            <p className="umkm-price">{formatRupiah(item.harga)}</p>
            <OrderButton item={item} link={orderLink(item)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OrderButton({ item, link }: { item: Produk; link: string | null }) {
  if (!link) return null;
  return (
    <a
      className="button button-small button-whatsapp umkm-order"
      href={link}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`Pesan ${item.nama} via WhatsApp`}
    >
      Pesan
    </a>
  );
}

function RelatedList({ related }: { related: UmkmCard[] }) {
  return (
    <section className="sidebar-box" aria-labelledby="umkm-lainnya">
      <h2 id="umkm-lainnya">UMKM Lainnya</h2>
      {related.length === 0 ? (
        <p className="empty">Belum ada UMKM lain di kategori ini.</p>
      ) : (
        <ul className="umkm-related">
          {related.map((other) => (
            <li key={other.id}>
              <ImageWithPlaceholder src={other.gambar} alt="" {...CARD_IMAGE} sizes={UMKM_RELATED_SIZES} />
              <div>
                <h3>
                  <a href={`/umkm/${other.id}`}>{other.nama}</a>
                </h3>
                <p>{other.nama_pemilik}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function RegisterBox() {
  const { identity, contact } = useSite();
  return (
    <section className="sidebar-box umkm-register" aria-labelledby="umkm-daftar">
      <h2 id="umkm-daftar">Punya Usaha di {identity.villageName}?</h2>
      <p>Daftarkan usaha Anda agar lebih mudah ditemukan pembeli. Kirim datanya lewat email ke tim kami.</p>
      <a
        className="button"
        href={mailtoLink(
          contact.teamEmail,
          registrationSubject(identity.villageName),
          registrationBody(identity.villageName),
        )}
      >
        Daftar Sekarang
      </a>
    </section>
  );
}

export function UmkmDetailPage() {
  const { umkm, related, categories } = usePageData("umkmDetail");
  const { publicOrigin, site } = useSiteConfig();
  // The route sends unknown ids to /, so this only satisfies the type.
  if (!umkm) return null;
  const paragraphs = paragraphsOf(umkm.text);
  const path = `/umkm/${umkm.id}`;
  const ownUrl = new URL(path, publicOrigin).href;
  const orderLink = (item: Produk) =>
    whatsappLink(umkm.no_telp, orderMessage(umkm.nama, item, site.identity.villageName, ownUrl));

  return (
    <>
      <PageHero title={umkm.nama}>
        <p className="umkm-hero-meta">
          <span className="badge">{umkm.kategori || DEFAULT_KATEGORI}</span>
          <span>oleh {umkm.nama_pemilik}</span>
        </p>
        <Breadcrumb list={{ to: "/umkm", label: "UMKM" }} current={umkm.nama} />
      </PageHero>

      <div className="section with-sidebar umkm-detail">
        <div className="umkm-main">
          <HeroImage className="umkm-photo" src={umkm.gambar} alt={`Foto usaha ${umkm.nama}`} />

          <ContactBox umkm={umkm} ownUrl={ownUrl} />

          <section className="umkm-block" aria-labelledby="umkm-tentang">
            <h2 id="umkm-tentang">Tentang Usaha</h2>
            {paragraphs.length === 0 ? (
              <p className="empty">Deskripsi belum tersedia.</p>
            ) : (
              paragraphs.map((paragraph, index) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs are static text and may repeat
                <p key={index}>{paragraph}</p>
              ))
            )}
          </section>

          {umkm.produk.length > 0 && <ProductList produk={umkm.produk} orderLink={orderLink} />}

          {umkm.tags.length > 0 && (
            <section className="umkm-block" aria-labelledby="umkm-tag">
              <h2 id="umkm-tag">Tag</h2>
              <TagList tags={umkm.tags} />
            </section>
          )}

          <Island name="share" component={ShareButtons} props={{ path, title: umkm.nama }} when="visible" />

          <a className="button button-outline umkm-back" href="/umkm">
            Kembali ke Daftar UMKM
          </a>
        </div>

        <aside className="umkm-sidebar" aria-label="Info lainnya">
          <CategoryList
            title="Kategori UMKM"
            categories={categories}
            linkTo={(kategori) => pageUrl("/umkm", { kategori })}
          />
          <RelatedList related={related} />
          <RegisterBox />
        </aside>
      </div>
    </>
  );
}
