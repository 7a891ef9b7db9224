import type { SettingsSection } from "@padukuhan/shared/settings";
import type { ReactNode } from "react";
import { AboutSection } from "./sections/about";
import { CarouselSection } from "./sections/carousel";
import { ContactSection } from "./sections/contact";
import { FooterSection } from "./sections/footer";
import { IdentitySection } from "./sections/identity";
import { LaporSection } from "./sections/lapor";
import { LayarSection } from "./sections/layar";
import { ProfileSection } from "./sections/profile";
import { SocialSection } from "./sections/social";
import { StatisticsSection } from "./sections/statistics";
import { TeamSection } from "./sections/team";
import { WelcomeSection } from "./sections/welcome";
import type { SectionProps } from "./use-section";

/**
 * The fields of each section of 'Pengaturan Situs', one file per section (sections/): how its
 * form holds the section's value, and its fields. The frame, the checks and the save are shared
 * (section-card.tsx, use-section.ts).
 */
export const SECTION_VIEWS: { [S in SettingsSection]: (props: SectionProps<S>) => ReactNode } = {
  identity: IdentitySection,
  welcome: WelcomeSection,
  statistics: StatisticsSection,
  profile: ProfileSection,
  contact: ContactSection,
  carousel: CarouselSection,
  about: AboutSection,
  team: TeamSection,
  social: SocialSection,
  footer: FooterSection,
  lapor: LaporSection,
  layar: LayarSection,
};
