import { ARTIKEL_STATUS_LABEL, type Artikel } from "@padukuhan/shared/artikel";
import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { formatDate, formatWhen, truncate } from "@padukuhan/shared/format";
import { ManageScreen } from "../../components/manage-screen";
import { useContentManager } from "../../content/use-manager";
import { ArtikelForm } from "./form";
import { artikelKind } from "./kind";

/** The preview the Worker renders with the public article page (routes/artikel-preview.ts). */
const previewPath = (id: string) => `/admin/artikel/${encodeURIComponent(id)}/pratinjau`;

/** 'Draf', 'Terjadwal' with its publish time, or 'Terbit'. */
function StatusBadge({ item }: { item: Artikel }) {
  return (
    <span className="status">
      <span className={`status-badge status-${item.status}`}>{ARTIKEL_STATUS_LABEL[item.status]}</span>
      {item.status === "terjadwal" && <span className="status-when">{formatWhen(item.publishAt)} WIB</span>}
    </span>
  );
}

/** /admin/artikel: the seed's 'Kelola Artikel' with add, edit, delete, status and preview. */
export function ArtikelPage() {
  const manager = useContentManager(artikelKind);
  return (
    <ManageScreen
      manager={manager}
      columns={[
        { header: "Status", cell: (item) => <StatusBadge item={item} /> },
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
      extraActions={(item) => (
        <a className="button button-outline" href={previewPath(item.id)}>
          Pratinjau<span className="visually-hidden"> {item.judul}</span>
        </a>
      )}
    />
  );
}
