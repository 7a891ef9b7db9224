/**
 * Server rendering of the public site, called by the Worker. The same routes and components
 * as the browser; the page's data goes into the HTML so the first paint needs no API call.
 */
import type { PageDataMap, PageName } from "@padukuhan/shared/pages";
import { StrictMode } from "react";
import { renderToString } from "react-dom/server";
import {
  createStaticHandler,
  createStaticRouter,
  type LoaderFunctionArgs,
  type StaticHandler,
  type StaticHandlerContext,
  StaticRouterProvider,
} from "react-router-dom";
import { defaultMeta, type PageMeta, type RouteHandle } from "./page-meta";
import { createRoutes } from "./routes";
import { type SiteConfig, SiteConfigProvider } from "./site-config";

/** The Worker's way to fetch a page's data (from D1), passed per request. */
export type ServerPageLoad = <P extends PageName>(page: P, id: string | undefined) => Promise<PageDataMap[P]>;

/** What the browser reads back from the page to hydrate. */
export interface HydrationPayload {
  config: SiteConfig;
  router: {
    loaderData: StaticHandlerContext["loaderData"];
    actionData: null;
    errors: Record<string, { message: string }> | null;
  };
}

export type RenderResult =
  | { kind: "redirect"; status: number; location: string }
  | { kind: "page"; status: number; html: string; meta: PageMeta; payload: HydrationPayload };

// The route tree is built once per isolate; each request brings its own loader in `context`.
let handler: StaticHandler | undefined;
function staticHandler(): StaticHandler {
  handler ??= createStaticHandler(
    createRoutes((page, args: LoaderFunctionArgs) => {
      const load = args.context as unknown as ServerPageLoad;
      return load(page, args.params.id);
    }),
  );
  return handler;
}

function metaOf(context: StaticHandlerContext): PageMeta {
  for (const match of [...context.matches].reverse()) {
    const handle = match.route.handle as RouteHandle | undefined;
    if (handle) return handle.meta(context.loaderData[match.route.id]);
  }
  return defaultMeta;
}

/** Plain messages only: Error objects do not survive JSON, and details stay on the server. */
function serializableErrors(errors: StaticHandlerContext["errors"]): HydrationPayload["router"]["errors"] {
  if (!errors) return null;
  return Object.fromEntries(Object.keys(errors).map((routeId) => [routeId, { message: "error" }]));
}

/** Runs the route's loader and returns the data alone: the body of `GET /api/pages/*`. */
export async function loadPageData(
  request: Request,
  load: ServerPageLoad,
): Promise<{ status: number; body: { data: unknown } | { redirect: string } }> {
  const result = await staticHandler().query(request, { requestContext: load as never });
  if (result instanceof Response) {
    return { status: 200, body: { redirect: result.headers.get("Location") ?? "/" } };
  }
  if (result.errors) throw Object.values(result.errors)[0];
  const leaf = result.matches[result.matches.length - 1];
  return {
    status: result.statusCode,
    body: { data: leaf ? (result.loaderData[leaf.route.id] ?? null) : null },
  };
}

export async function renderPage(
  request: Request,
  load: ServerPageLoad,
  config: SiteConfig,
): Promise<RenderResult> {
  const { dataRoutes, query } = staticHandler();
  const context = await query(request, { requestContext: load as never });
  if (context instanceof Response) {
    return { kind: "redirect", status: context.status, location: context.headers.get("Location") ?? "/" };
  }
  const router = createStaticRouter(dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <SiteConfigProvider value={config}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </SiteConfigProvider>
    </StrictMode>,
  );
  return {
    kind: "page",
    status: context.statusCode,
    html,
    meta: metaOf(context),
    payload: {
      config,
      router: {
        loaderData: context.loaderData,
        actionData: null,
        errors: serializableErrors(context.errors),
      },
    },
  };
}
