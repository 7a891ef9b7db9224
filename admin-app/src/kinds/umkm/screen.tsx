import { DEFAULT_KATEGORI } from "@padukuhan/shared/categories";
import { limits } from "@padukuhan/shared/constants";
import { truncate } from "@padukuhan/shared/format";
import { ManageScreen } from "../../components/manage-screen";
import { useContentManager } from "../../content/use-manager";
import { UmkmForm } from "./form";
import { umkmKind } from "./kind";

/** /admin/umkm: the seed's 'Kelola UMKM' with add, edit and delete. */
export function UmkmPage() {
  const manager = useContentManager(umkmKind);
  return (
    <ManageScreen
      manager={manager}
      columns={[
        { header: "Pemilik", cell: (item) => item.nama_pemilik },
        { header: "Telepon", cell: (item) => item.no_telp },
        { header: "Kategori", cell: (item) => item.kategori || DEFAULT_KATEGORI },
        { header: "Deskripsi", cell: (item) => truncate(item.text, limits.adminText) },
        { header: "Produk", cell: (item) => `${item.produk.length} produk` },
      ]}
      Form={UmkmForm}
    />
  );
}
