import { SETTINGS_TITLES, type SettingsSection } from "@padukuhan/shared/settings";
import { useState } from "react";
import { useBanner } from "../content/use-banner";

/** Keeps a section's banner for 3 s after its save (the seed's banners), one per section. */
export function useSectionBanner() {
  const banner = useBanner();
  const [section, setSection] = useState<SettingsSection | null>(null);
  return {
    messageFor: (which: SettingsSection) => (section === which ? banner.message : null),
    show: (which: SettingsSection) => {
      setSection(which);
      banner.show(`${SETTINGS_TITLES[which]} berhasil disimpan`);
    },
  };
}
