import { pesanMessages } from "@padukuhan/shared/pesan";
import { PageHero } from "../components/page-hero";
import { useSite } from "../site-config";

/**
 * Where 'Kirim Pesan' sent without JavaScript lands (a 303 from the Worker). The message is
 * not in the URL, so the email offered here is the team's address without a prefilled text.
 */
export function PesanTerkirimPage() {
  const { contact } = useSite();
  return (
    <>
      <PageHero title="Pesan Terkirim" />
      <section className="section">
        <p role="status">{pesanMessages.terkirim}</p>
        <p>
          Ingin juga mengirimnya lewat email? Tulis ke{" "}
          <a href={`mailto:${contact.teamEmail}`}>{contact.teamEmail}</a>.
        </p>
        <a className="button" href="/">
          Kembali ke Beranda
        </a>
      </section>
    </>
  );
}
