import { SETTINGS_SECTIONS, SETTINGS_TITLES, type SettingsSection } from "@padukuhan/shared/settings";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { apiJson } from "../api";
import { useConfig } from "../config-context";
import { commonTexts } from "../content/entities";
import { endpoints } from "../endpoints";
import { SECTION_VIEWS, useSectionBanner } from "../settings/sections";
import type { StoredSection } from "../settings/use-section";

type AllSections = { [S in SettingsSection]: StoredSection<S> };

const LOADING = "Memuat pengaturan...";
const LOAD_FAILED = "Gagal mengambil pengaturan situs";

/**
 * 'Pengaturan Situs': everything about the village that is not an article, a UMKM or a photo,
 * one section after another, each saved on its own. A table of contents on top, for phones.
 */
export function SettingsPage() {
  const { publicOrigin } = useConfig();
  const [sections, setSections] = useState<AllSections | null>(null);
  const [failed, setFailed] = useState(false);
  const banner = useSectionBanner();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      setSections(await apiJson(endpoints.pengaturan.all));
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <section aria-labelledby="pengaturan-judul" className="settings">
      <h1 id="pengaturan-judul">Pengaturan Situs</h1>
      <p>
        Nama, sambutan, statistik, profil, kontak, slide beranda dan halaman Tentang Kami. Setiap bagian
        disimpan sendiri-sendiri dan langsung tampil di situs.
      </p>
      <nav aria-label="Bagian pengaturan" className="settings-toc">
        <ul>
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#pengaturan-${section}-title`}>{SETTINGS_TITLES[section]}</a>
            </li>
          ))}
        </ul>
      </nav>
      {failed && (
        <div className="alert alert-error" role="alert">
          <span>{LOAD_FAILED}</span>
          <button type="button" className="button button-ghost" onClick={() => void load()}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {!sections && !failed && <p role="status">{LOADING}</p>}
      {sections &&
        SETTINGS_SECTIONS.map((section) => {
          const View = SECTION_VIEWS[section] as (props: {
            stored: StoredSection;
            onSaved: (saved: StoredSection) => void;
            banner: string | null;
            publicOrigin: string;
          }) => ReactNode;
          const stored = sections[section];
          return (
            <View
              // A save gives the section a new version: its form starts again from what was stored.
              key={`${section}:${stored.updatedAt ?? "default"}`}
              stored={stored}
              banner={banner.messageFor(section)}
              publicOrigin={publicOrigin}
              onSaved={(saved) => {
                setSections((current) => (current ? { ...current, [section]: saved } : current));
                banner.show(section);
              }}
            />
          );
        })}
    </section>
  );
}
