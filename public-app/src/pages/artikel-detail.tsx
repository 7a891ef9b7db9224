import type { ArtikelDetailData } from "@padukuhan/shared/pages";
import { useLoaderData } from "react-router-dom";
import { PageHero } from "../components/page-hero";

export function ArtikelDetailPage() {
  const page = useLoaderData() as ArtikelDetailData;
  return (
    <>
      <PageHero title="Artikel" />
      <pre className="section">{JSON.stringify(page).length}</pre>
    </>
  );
}
