import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, matchRoutes, type RouteObject, RouterProvider } from "react-router-dom";
import { clientLoad } from "./client-load";
import type { HydrationPayload } from "./entry-server";
import { createRoutes } from "./routes";
import { SiteConfigProvider } from "./site-config";
import "./styles.css";

/**
 * Hydration must render what the server rendered, so the code of the current page's lazy
 * routes is loaded before React takes over.
 */
async function loadLazyMatches(routes: RouteObject[]) {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      Object.assign(route, { ...(await route.lazy()), lazy: undefined });
    }),
  );
}

const container = document.getElementById("root");
const payloadScript = document.getElementById("page-data");
if (container && payloadScript?.textContent) {
  const payload = JSON.parse(payloadScript.textContent) as HydrationPayload;
  const routes = createRoutes(clientLoad);
  await loadLazyMatches(routes);
  const router = createBrowserRouter(routes, { hydrationData: payload.router });
  hydrateRoot(
    container,
    <StrictMode>
      <SiteConfigProvider value={payload.config}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </StrictMode>,
  );
}
