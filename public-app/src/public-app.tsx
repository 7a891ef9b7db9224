import { SmallestCopiesProvider } from "@padukuhan/shared/ui/image";
import { Footer } from "./layout/footer";
import { PengumumanBar } from "./layout/pengumuman-bar";
import { Topbar } from "./layout/topbar";
import { type LoadedPage, PageDataProvider } from "./page-data";
import { usePageLocation } from "./page-location";
import { matchPublicRoute, viewFor } from "./public-routes";
import { useSiteConfig } from "./site-config";

/** A page whose data could not be read (503): the way back is to load it again. */
function LoadFailed() {
  const location = usePageLocation();
  return (
    <div className="section" role="alert">
      <p>Gagal memuat halaman. Periksa koneksi internet Anda lalu coba lagi.</p>
      <a className="button" href={`${location.pathname}${location.search ? `?${location.search}` : ""}`}>
        Coba Lagi
      </a>
    </div>
  );
}

/**
 * A public page as the server renders it: the frame and the page of the loaded route. Only
 * its islands reach the browser as code (islands/island.tsx); the rest is HTML.
 */
export function ServerApp({ loaded }: { loaded: LoadedPage }) {
  const config = useSiteConfig();
  const { route } = matchPublicRoute(loaded.pathname);
  const Page = viewFor(route, loaded.failed) ?? LoadFailed;
  if (route.frame === "bare" && !loaded.failed)
    return (
      <PageDataProvider value={loaded}>
        <SmallestCopiesProvider value={config.saveData}>
          <main id="konten">
            <Page />
          </main>
        </SmallestCopiesProvider>
      </PageDataProvider>
    );
  return (
    <PageDataProvider value={loaded}>
      <SmallestCopiesProvider value={config.saveData}>
        <a className="skip-link" href="#konten">
          Langsung ke konten
        </a>
        <PengumumanBar pengumuman={config.pengumuman} />
        <Topbar />
        <main id="konten" tabIndex={-1}>
          <Page />
        </main>
        <Footer />
      </SmallestCopiesProvider>
    </PageDataProvider>
  );
}
