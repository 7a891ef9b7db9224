import {
  SETTINGS_SECTIONS,
  SETTINGS_TITLES,
  type SettingsSection,
  type StoredSettings,
} from "@padukuhan/shared/settings";
import { type ReactNode, useCallback, useEffect, useState } from "react";
import { apiJson } from "../api";
import { useConfig } from "../config-context";
import { commonTexts } from "../content/entities";
import { endpoints } from "../endpoints";
import { SECTION_VIEWS } from "../settings/section-views";
import type { SectionProps } from "../settings/use-section";
import { useSectionBanner } from "../settings/use-section-banner";

const LOADING = "Memuat pengaturan...";
const LOAD_FAILED = "Gagal mengambil pengaturan situs";

/** One section's fields: generic, so its stored value and its view are of the same section. */
function SectionView<S extends SettingsSection>({
  section,
  stored,
  onSaved,
  banner,
  publicOrigin,
}: SectionProps<S> & { section: S }) {
  const View: (props: SectionProps<S>) => ReactNode = SECTION_VIEWS[section];
  return <View stored={stored} onSaved={onSaved} banner={banner} publicOrigin={publicOrigin} />;
}

/**
 * 'Pengaturan Situs': everything about the village that is not an article, a UMKM or a photo,
 * one section after another, each saved on its own. A table of contents on top, for phones.
 */
export function SettingsPage() {
  const { publicOrigin } = useConfig();
  const [sections, setSections] = useState<StoredSettings | null>(null);
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
          <button type="button" className="button button-outline" onClick={() => void load()}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {!sections && !failed && <p role="status">{LOADING}</p>}
      {sections &&
        SETTINGS_SECTIONS.map((section) => {
          const stored = sections[section];
          return (
            <SectionView
              // A save gives the section a new version: its form starts again from what was stored.
              key={`${section}:${stored.updatedAt ?? "default"}`}
              section={section}
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
