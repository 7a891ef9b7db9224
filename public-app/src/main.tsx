import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { BrowserRouter } from "react-router-dom";
import type { HydrationPayload } from "./entry-server";
import { rememberAdminHint } from "./layout/topbar";
import { BrowserApp } from "./public-app";
import { matchPublicRoute, viewFor } from "./public-routes";
import { SiteConfigProvider } from "./site-config";
import "./styles.css";

const container = document.getElementById("root");
const payloadScript = document.getElementById("page-data");
if (container && payloadScript?.textContent) {
  const payload = JSON.parse(payloadScript.textContent) as HydrationPayload;
  rememberAdminHint();
  // The server rendered the canonical URL (unknown parameters dropped, values normalised):
  // the address bar says the same, so hydration sees the query the page was rendered for.
  const { pathname, search } = payload.page;
  const canonical = search ? `?${search}` : "";
  if (window.location.pathname === pathname && window.location.search !== canonical) {
    window.history.replaceState(window.history.state, "", `${pathname}${canonical}${window.location.hash}`);
  }
  // The current page's code first: hydration then renders exactly what the server did.
  await viewFor(matchPublicRoute(payload.page.pathname).route, payload.page.failed)?.resolve();
  // `react-dom/client` is Preact's compatibility layer here (scripts/build.ts, decision 015):
  // hydration is one short synchronous pass, so there is nothing to slice.
  hydrateRoot(
    container,
    <StrictMode>
      <SiteConfigProvider value={payload.config}>
        <BrowserRouter>
          <BrowserApp initial={payload.page} />
        </BrowserRouter>
      </SiteConfigProvider>
    </StrictMode>,
  );
}
