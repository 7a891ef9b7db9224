import { useEffect } from "react";
import { Outlet, ScrollRestoration, useMatches, useNavigation } from "react-router-dom";
import type { RouteHandle } from "../page-meta";
import { Footer } from "./footer";
import { Topbar } from "./topbar";

/** After a client-side navigation, the tab title follows the page (the server set the first). */
function useDocumentTitle() {
  const matches = useMatches();
  useEffect(() => {
    const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.meta);
    if (match) document.title = (match.handle as RouteHandle).meta(match.loaderData).title;
  }, [matches]);
}

export function Layout() {
  useDocumentTitle();
  const navigation = useNavigation();
  return (
    <>
      <a className="skip-link" href="#konten">
        Langsung ke konten
      </a>
      <Topbar />
      <main id="konten" tabIndex={-1} aria-busy={navigation.state === "loading"}>
        <Outlet />
      </main>
      <Footer />
      <ScrollRestoration />
    </>
  );
}
