import type { ReactNode } from "react";

/**
 * The dark band each page opens with, so the transparent top bar always sits on something
 * it can be read against. `children` go under the title (breadcrumb, intro text, search).
 */
export function PageHero({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="page-hero">
      <div className="page-hero-inner">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
