import { SOCIAL_NETWORKS, type SocialNetwork } from "@padukuhan/shared/settings";
import { TextField } from "../../components/fields";
import { SectionCard } from "../section-card";
import { type SectionProps, textSpec } from "../use-section";

const NETWORK_LABELS: Record<SocialNetwork, string> = {
  facebook: "Facebook",
  instagram: "Instagram",
  youtube: "YouTube",
  twitter: "Twitter / X",
};

const socialSpec = textSpec("social");

export function SocialSection(props: SectionProps<"social">) {
  return (
    <SectionCard
      spec={socialSpec}
      props={props}
      path="/#kontak"
      intro="Link yang dikosongkan tidak ditampilkan di footer."
    >
      {(form) => (
        <>
          {SOCIAL_NETWORKS.map((network) => (
            <TextField
              key={network}
              id={`pengaturan-sosial-${network}`}
              label={NETWORK_LABELS[network]}
              type="url"
              {...form.field(network)}
            />
          ))}
        </>
      )}
    </SectionCard>
  );
}
