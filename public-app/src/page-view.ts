import type { ComponentType } from "react";

/**
 * A page's component, possibly in a chunk of its own. It is always resolved before it is
 * rendered (the server awaits it; the browser awaits it with the page's data), so rendering
 * never suspends: no loading flash, and no streaming scripts in the server's HTML.
 */
export interface PageView {
  resolve: () => Promise<ComponentType>;
  /** The component, once resolved. */
  current: () => ComponentType | undefined;
}

export function eagerView(Component: ComponentType): PageView {
  return { resolve: async () => Component, current: () => Component };
}

/** Code split: the component arrives in its own chunk the first time it is needed. */
export function lazyView(load: () => Promise<ComponentType>): PageView {
  let loading: Promise<ComponentType> | undefined;
  let component: ComponentType | undefined;
  return {
    resolve: () => {
      loading ??= load().then((loaded) => {
        component = loaded;
        return loaded;
      });
      return loading;
    },
    current: () => component,
  };
}
