import { formatDateTime } from "@padukuhan/shared/format";
import { ManageScreen } from "../../components/manage-screen";
import { useContentManager } from "../../content/use-manager";
import { PengumumanForm } from "./form";
import { pengumumanKind } from "./kind";

/** /admin/pengumuman: the announcements, latest period first; the active one marked 'Aktif'. */
export function PengumumanPage() {
  const manager = useContentManager(pengumumanKind);
  return (
    <ManageScreen
      manager={manager}
      searchable={false}
      columns={[
        {
          header: "Periode",
          cell: (item) => `${formatDateTime(item.mulai)} – ${formatDateTime(item.selesai)}`,
        },
        {
          header: "Status",
          cell: (item) => (item.aktif ? <span className="badge badge-self">Aktif</span> : "Tidak aktif"),
        },
      ]}
      Form={PengumumanForm}
    />
  );
}
