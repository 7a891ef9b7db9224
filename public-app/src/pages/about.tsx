import type { AboutData } from "@padukuhan/shared/pages";
import { useLoaderData } from "react-router-dom";
import { PageHero } from "../components/page-hero";

export function AboutPage() {
  const page = useLoaderData() as AboutData;
  return (
    <>
      <PageHero title="Tentang Kami" />
      <pre className="section">{JSON.stringify(page).length}</pre>
    </>
  );
}
