/**
 * 'Lapor Warga' (docs/decisions/021): the form at /lapor, and each report's private page at
 * /lapor/<code>, where its resident follows it to the office's answer. Only the form hydrates;
 * the report's page is server-rendered HTML, 'Simpan ke WhatsApp' a plain link.
 */
import { formatDate } from "@padukuhan/shared/format";
import {
  LAPOR_PATHS,
  type LaporanForResident,
  type LaporStatus,
  laporMessages,
  laporStatusLabel,
  laporWhatsAppText,
} from "@padukuhan/shared/lapor";
import { LaporAnswerList } from "../components/lapor-answers";
import { LaporForm } from "../components/lapor-form";
import { PageHero } from "../components/page-hero";
import { Paragraphs } from "../components/paragraphs";
import { Island } from "../islands/island";
import { usePageData } from "../page-data";
import { useSiteConfig } from "../site-config";
import "./lapor.css";

export function LaporFormPage() {
  const { kategori } = usePageData("laporForm");
  return (
    <>
      <PageHero title="Lapor Warga">
        <p>
          Jalan rusak, saluran tersumbat, lampu jalan mati, pohon tumbang? Laporkan ke pengurus padukuhan.
        </p>
      </PageHero>
      <section className="section lapor-page">
        <p>
          Setelah terkirim, Anda mendapat <strong>kode laporan</strong> untuk melihat tanggapan pengurus. Nama
          dan nomor Anda hanya dilihat pengurus, tidak pernah ditampilkan di situs.
        </p>
        <Island name="laporForm" component={LaporForm} props={{ kategori }} />
      </section>
    </>
  );
}

/** What each state means to the resident waiting for it. */
const STATUS_TEXT: Record<LaporStatus, string> = {
  baru: "Laporan sudah diterima dan menunggu ditinjau pengurus padukuhan.",
  diproses: "Pengurus padukuhan sedang menangani laporan ini.",
  selesai: "Laporan ini sudah selesai ditangani.",
  ditolak: "Laporan ini tidak dapat ditindaklanjuti. Lihat tanggapan pengurus di bawah.",
};

function LaporanView({ laporan }: { laporan: LaporanForResident }) {
  const { publicOrigin } = useSiteConfig();
  const link = `${publicOrigin}${LAPOR_PATHS.follow(laporan.kode)}`;
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(laporWhatsAppText(laporan.kode, link))}`;
  return (
    <>
      <PageHero title={laporan.judul}>
        <p>
          Kode laporan: <strong className="lapor-code">{laporan.kode}</strong>
        </p>
      </PageHero>
      <div className="section lapor-page">
        <div className={`lapor-status lapor-status-${laporan.status}`} role="status">
          <p>
            Status: <strong>{laporStatusLabel[laporan.status]}</strong>
          </p>
          <p>{STATUS_TEXT[laporan.status]}</p>
        </div>
        <div className="lapor-keep">
          <p>
            Simpan kode <strong>{laporan.kode}</strong> atau tautan halaman ini untuk melihat tanggapan
            pengurus. Hanya orang yang memegang kode ini yang dapat membukanya.
          </p>
          <a className="button" href={whatsApp} target="_blank" rel="noopener noreferrer">
            Simpan ke WhatsApp
          </a>
        </div>
        <dl className="lapor-facts">
          <div>
            <dt>Kategori</dt>
            <dd>{laporan.kategori}</dd>
          </div>
          <div>
            <dt>Lokasi</dt>
            <dd>
              {laporan.lokasi}
              {laporan.koordinat && (
                <>
                  {" "}
                  <a
                    href={`https://www.google.com/maps?q=${encodeURIComponent(laporan.koordinat)}`}
                    target="_blank"
                    rel="noopener noreferrer"
                  >
                    Lihat di peta
                  </a>
                </>
              )}
            </dd>
          </div>
          <div>
            <dt>Dikirim</dt>
            <dd>
              <time dateTime={laporan.createdAt}>{formatDate(laporan.createdAt)}</time>
            </dd>
          </div>
        </dl>
        <div className="lapor-text">
          <Paragraphs text={laporan.uraian} />
        </div>
        {laporan.foto.length > 0 && (
          <ul className="lapor-photos-shown" aria-label="Foto laporan">
            {laporan.foto.map((url, index) => (
              <li key={url}>
                <a href={url}>
                  <img src={url} alt={`Foto laporan ${index + 1}`} loading="lazy" decoding="async" />
                </a>
              </li>
            ))}
          </ul>
        )}
        <section className="lapor-answers" aria-labelledby="lapor-answers-title">
          <h2 id="lapor-answers-title">Tanggapan Pengurus</h2>
          {laporan.jawaban.length === 0 ? (
            <p>Belum ada tanggapan. Pengurus padukuhan akan menanggapi laporan Anda di halaman ini.</p>
          ) : (
            <LaporAnswerList jawaban={laporan.jawaban} />
          )}
        </section>
        <p>
          <a className="button button-outline" href={LAPOR_PATHS.form}>
            Buat laporan lain
          </a>
        </p>
      </div>
    </>
  );
}

export function LaporFollowPage() {
  const { laporan } = usePageData("laporFollow");
  if (laporan) return <LaporanView laporan={laporan} />;
  return (
    <>
      <PageHero title="Laporan tidak ditemukan" />
      <section className="section lapor-page">
        <p>{laporMessages.notFound}</p>
        <a className="button" href={LAPOR_PATHS.form}>
          Ke formulir Lapor Warga
        </a>
      </section>
    </>
  );
}
