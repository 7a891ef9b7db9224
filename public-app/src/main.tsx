import { StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { createBrowserRouter, RouterProvider } from "react-router-dom";
import { clientLoad } from "./client-load";
import type { HydrationPayload } from "./entry-server";
import { createRoutes } from "./routes";
import { SiteConfigProvider } from "./site-config";
import "./styles.css";

const container = document.getElementById("root");
const payloadScript = document.getElementById("page-data");
if (container && payloadScript?.textContent) {
  const payload = JSON.parse(payloadScript.textContent) as HydrationPayload;
  const router = createBrowserRouter(createRoutes(clientLoad), { hydrationData: payload.router });
  hydrateRoot(
    container,
    <StrictMode>
      <SiteConfigProvider value={payload.config}>
        <RouterProvider router={router} />
      </SiteConfigProvider>
    </StrictMode>,
  );
}
