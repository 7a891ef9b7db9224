import { formatDateTime } from "@padukuhan/shared/format";
import { ManageScreen } from "../../components/manage-screen";
import { useContentManager } from "../../content/use-manager";
import { AgendaForm } from "./form";
import { agendaKind } from "./kind";

/** /admin/agenda: every event, latest start first; ended ones marked 'Arsip'. */
export function AgendaPage() {
  const manager = useContentManager(agendaKind);
  return (
    <ManageScreen
      manager={manager}
      columns={[
        { header: "Waktu (WIB)", cell: (item) => formatDateTime(item.mulai) },
        { header: "Lokasi", cell: (item) => item.lokasi },
        {
          header: "Status",
          cell: (item) => (item.arsip ? "Arsip" : <span className="badge badge-self">Mendatang</span>),
        },
      ]}
      Form={AgendaForm}
    />
  );
}
