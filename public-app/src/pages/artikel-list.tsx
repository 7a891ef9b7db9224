import type { ArtikelListData } from "@padukuhan/shared/pages";
import { useLoaderData } from "react-router-dom";
import { PageHero } from "../components/page-hero";

export function ArtikelListPage() {
  const page = useLoaderData() as ArtikelListData;
  return (
    <>
      <PageHero title="Artikel" />
      <pre className="section">{JSON.stringify(page).length}</pre>
    </>
  );
}
