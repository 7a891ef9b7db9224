import type { GaleriData } from "@padukuhan/shared/pages";
import { useLoaderData } from "react-router-dom";
import { PageHero } from "../components/page-hero";

export function GaleriPage() {
  const page = useLoaderData() as GaleriData;
  return (
    <>
      <PageHero title="Galeri" />
      <pre className="section">{JSON.stringify(page).length}</pre>
    </>
  );
}
