import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { formatDate, truncate } from "@padukuhan/shared/format";
import { ManageScreen } from "../components/manage-screen";
import { useContentManager } from "../content/use-manager";
import { ArtikelForm } from "./artikel-form";

/** /admin/artikel: the seed's 'Kelola Artikel' with add, edit and delete. */
export function ArtikelPage() {
  const manager = useContentManager("artikel");
  return (
    <ManageScreen
      manager={manager}
      titleHeader="Judul"
      title={(item) => item.judul}
      image={(item) => item.gambar}
      columns={[
        { header: "Kategori", cell: (item) => item.kategori || DEFAULT_KATEGORI },
        { header: "Isi", cell: (item) => truncate(item.text, limits.adminText) },
        {
          header: "Link",
          cell: (item) =>
            item.link ? (
              <span className="cell-link" title={item.link}>
                {truncate(item.link, limits.adminLink)}
              </span>
            ) : (
              "–"
            ),
        },
        { header: "Tanggal", cell: (item) => formatDate(item.createdAt) },
      ]}
      Form={ArtikelForm}
    />
  );
}
