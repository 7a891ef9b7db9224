import type { PengumumanBar as Bar } from "@padukuhan/shared/pengumuman";

/**
 * 'Pengumuman': the active announcement above the top bar of every page, rendered by the server.
 * Closing it is remembered per announcement in this browser; the boot script hides a closed one
 * before the first paint and makes the button work (boot.ts): no island for one button.
 * Without JavaScript the close button keeps its place but stays invisible (styles.css).
 */
export function PengumumanBar({ pengumuman }: { pengumuman: Bar | null }) {
  if (!pengumuman) return null;
  return (
    <aside className="pengumuman" aria-label="Pengumuman" data-pengumuman={pengumuman.id}>
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
      <button type="button" className="pengumuman-close" aria-label="Tutup pengumuman">
        <span aria-hidden="true">×</span>
      </button>
    </aside>
  );
}
