import type { UmkmDetailData } from "@padukuhan/shared/pages";
import { useLoaderData } from "react-router-dom";
import { PageHero } from "../components/page-hero";

export function UmkmDetailPage() {
  const page = useLoaderData() as UmkmDetailData;
  return (
    <>
      <PageHero title="UMKM" />
      <pre className="section">{JSON.stringify(page).length}</pre>
    </>
  );
}
