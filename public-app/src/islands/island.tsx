/**
 * The server's side of an island. `<Island name="carousel" component={Carousel} props={{ slides }} />`
 * renders the component as a React root of its own (a nested `renderToString`, with the same
 * wrapper, providers and `useId` prefix the browser's `hydrateRoot` uses: islands/hydrate.tsx),
 * so `useId` values and context match at hydration whatever the island's place in the page.
 * Its props travel beside its HTML, in the wrapper's `data-props`.
 *
 * Inside another island (or in the browser) there is no island render going on: the component
 * is then simply rendered, as part of the island around it.
 */
import { type ComponentProps, type ComponentType, createContext, type ReactNode, useContext } from "react";
import { renderToString } from "../server/render-to-string.cjs";
import { type IslandPage, IslandRoot, type IslandWhen, islandIdPrefix } from "./island-root";
import type { IslandComponent, IslandName } from "./registry";

interface IslandRender {
  page: IslandPage;
  /** Islands rendered so far on this page: the next one's index. */
  count: number;
  /**
   * Preloads React wrote ahead of an island's markup (for its `<img fetchpriority="high">`):
   * inside the island's element hydration would meet them instead of the island's first
   * element, so the page puts them before its markup instead.
   */
  preloads: string;
}

const IslandRenderContext = createContext<IslandRender | null>(null);
export const IslandRenderProvider = IslandRenderContext.Provider;

/** A new page render's island state. */
export const islandRender = (page: IslandPage): IslandRender => ({ page, count: 0, preloads: "" });

const LEADING_PRELOADS = /^(?:<link rel="preload"[^>]*\/>)+/;

export function Island<N extends IslandName>({
  name,
  component,
  props,
  when = "load",
}: {
  name: N;
  component: IslandComponent<N>;
  props: ComponentProps<IslandComponent<N>> & object;
  when?: IslandWhen;
}) {
  const render = useContext(IslandRenderContext);
  const Component = component as ComponentType<object>;
  if (!render) return <Component {...props} />;
  const index = render.count++;
  const html = renderToString(
    <IslandRoot page={render.page}>
      <Component {...props} />
    </IslandRoot>,
    { identifierPrefix: islandIdPrefix(index) },
  );
  const preloads = html.match(LEADING_PRELOADS)?.[0] ?? "";
  render.preloads += preloads;
  return (
    <div
      data-island={name}
      data-when={when === "load" ? undefined : when}
      data-props={JSON.stringify(props)}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: React's own rendering of the island
      dangerouslySetInnerHTML={{ __html: html.slice(preloads.length) }}
    />
  );
}

/**
 * An island the server does not render: its wrapper and props only, drawn by the browser
 * (`createRoot`, main.tsx). For a page that is all behaviour and no reading (the hall's display,
 * pages/layar.tsx): its code stays out of the Worker, and `children` is what shows until (or
 * without) JavaScript.
 */
export function ClientIsland<N extends IslandName>({
  name,
  props,
  children,
}: {
  name: N;
  props: ComponentProps<IslandComponent<N>> & object;
  children?: ReactNode;
}) {
  return (
    <div data-island={name} data-client="" data-props={JSON.stringify(props)}>
      {children}
    </div>
  );
}
