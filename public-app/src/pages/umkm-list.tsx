import type { UmkmListData } from "@padukuhan/shared/pages";
import { useLoaderData } from "react-router-dom";
import { PageHero } from "../components/page-hero";

export function UmkmListPage() {
  const page = useLoaderData() as UmkmListData;
  return (
    <>
      <PageHero title="UMKM" />
      <pre className="section">{JSON.stringify(page).length}</pre>
    </>
  );
}

/** The seed's message when the UMKM list cannot be fetched. */
export function UmkmListError() {
  return (
    <>
      <PageHero title="UMKM" />
      <p className="section" role="alert">
        Gagal mengambil data UMKM
      </p>
    </>
  );
}
