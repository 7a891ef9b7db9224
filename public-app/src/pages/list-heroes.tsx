/**
 * The list pages' heroes, and the UMKM list's error view: what these pages show that never
 * changes in the browser. The server renders them outside the page's island (public-routes.tsx,
 * `live`), so their code is not part of what visitors download.
 */
import type { AgendaListData } from "@padukuhan/shared/pages";
import { PageHero } from "../components/page-hero";
import { useLoadedPage } from "../page-data";
import { useSite } from "../site-config";

export function ArtikelHero() {
  const { identity } = useSite();
  return (
    <PageHero title="Artikel">
      <p className="artikel-intro">Kabar, kegiatan, dan cerita dari warga {identity.villageName}.</p>
    </PageHero>
  );
}

export function UmkmHero() {
  const { identity } = useSite();
  return (
    <PageHero title="UMKM">
      <p className="umkm-intro">
        Kenali usaha kecil warga {identity.villageName}: kuliner, minuman, kerajinan, dan lainnya. Hubungi
        pemiliknya langsung untuk memesan.
      </p>
    </PageHero>
  );
}

export function GaleriHero() {
  const { identity } = useSite();
  return (
    <PageHero title="Galeri">
      <p className="galeri-intro">
        Potret kegiatan, pemandangan, budaya, dan kehidupan warga {identity.villageName} dalam satu tempat.
      </p>
    </PageHero>
  );
}

/** 'Agenda Kegiatan' or 'Arsip Agenda': each list is a document of its own. */
export function AgendaHero() {
  const { arsip } = useLoadedPage().data as AgendaListData;
  return (
    <PageHero title={arsip ? "Arsip Agenda" : "Agenda Kegiatan"}>
      <p className="agenda-intro">
        {arsip
          ? "Kegiatan warga yang sudah berlangsung."
          : "Kegiatan warga yang akan datang. Semua waktu dalam WIB."}
      </p>
    </PageHero>
  );
}

/** The seed's message when the UMKM list cannot be fetched. */
export function UmkmListError() {
  return (
    <>
      <PageHero title="UMKM" />
      <div className="section">
        <p className="umkm-error" role="alert">
          Gagal mengambil data UMKM
        </p>
        <a className="button" href="/umkm">
          Coba Lagi
        </a>
      </div>
    </>
  );
}
