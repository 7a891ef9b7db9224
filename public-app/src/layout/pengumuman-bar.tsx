import type { PengumumanBar as Bar } from "@padukuhan/shared/pengumuman";
import { useEffect, useState } from "react";
import { isDismissed, rememberDismissed } from "./pengumuman-dismissal";

/**
 * 'Pengumuman': the active announcement above the top bar of every page, rendered by the server
 * (no shift when the app starts). Closing it is remembered per announcement in this browser.
 * Without JavaScript the close button keeps its place but stays invisible (styles.css).
 */
export function PengumumanBar({ pengumuman }: { pengumuman: Bar | null }) {
  const [closed, setClosed] = useState<string | null>(null);
  // Read after hydration: the server cannot know, and the boot script already hid it.
  useEffect(() => {
    if (pengumuman && isDismissed(pengumuman.id)) setClosed(pengumuman.id);
  }, [pengumuman]);
  if (!pengumuman || closed === pengumuman.id) return null;
  const close = () => {
    rememberDismissed(pengumuman.id);
    setClosed(pengumuman.id);
  };
  return (
    // Keyed by id: a new announcement is a new element, never the closed one's node reused.
    <aside key={pengumuman.id} className="pengumuman" aria-label="Pengumuman" data-pengumuman={pengumuman.id}>
      <p className="pengumuman-text">
        {pengumuman.text}
        {pengumuman.link && (
          <>
            {" "}
            <a href={pengumuman.link} target="_blank" rel="noopener noreferrer">
              Selengkapnya
            </a>
          </>
        )}
      </p>
      <button type="button" className="pengumuman-close" aria-label="Tutup pengumuman" onClick={close}>
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
