import { formatDate } from "@padukuhan/shared/format";
import { useEffect, useRef } from "react";
import { useSearchParams } from "react-router-dom";
import { ManageScreen } from "../../components/manage-screen";
import { useContentManager } from "../../content/use-manager";
import { GaleriForm } from "./form";
import { galeriKind } from "./kind";

/** /admin/galeri; `?tambah=1` (the menu's 'Tambahkan Foto') opens the add modal at once. */
export function GaleriPage() {
  const manager = useContentManager(galeriKind);
  const [params, setParams] = useSearchParams();
  const { open, dialog } = manager;
  const wantsAdd = params.get("tambah") === "1";
  // idle → opening (asked for the modal) → open (it showed); when it closes the parameter goes,
  // so a reload or Back does not open it again, while the address stays put as long as it is open.
  const phase = useRef<"idle" | "opening" | "open">("idle");

  useEffect(() => {
    if (!wantsAdd) {
      phase.current = "idle";
      return;
    }
    if (phase.current === "idle") {
      phase.current = "opening";
      open({ kind: "add" });
    } else if (phase.current === "opening" && dialog) {
      phase.current = "open";
    } else if (phase.current === "open" && !dialog) {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete("tambah");
          return next;
        },
        { replace: true },
      );
    }
  }, [wantsAdd, dialog, open, setParams]);

  return (
    <ManageScreen
      manager={manager}
      columns={[
        {
          header: "Jenis",
          cell: (item) =>
            item.videoId ? (
              <span className="video-mark">
                <span aria-hidden="true">▶ </span>Video
              </span>
            ) : (
              "Foto"
            ),
        },
        { header: "Kategori", cell: (item) => item.kategori },
        { header: "Tanggal", cell: (item) => formatDate(item.createdAt) },
      ]}
      Form={GaleriForm}
    />
  );
}
