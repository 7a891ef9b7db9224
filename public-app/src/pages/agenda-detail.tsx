import { agendaCalendarPath } from "@padukuhan/shared/routes";

import { Breadcrumb } from "../components/breadcrumb";
import { HeroImage } from "../components/hero-image";
import { LIST_LINKS } from "../components/kind-texts";
import { PageHero } from "../components/page-hero";
import { Paragraphs } from "../components/paragraphs";
import { RecordNotFound } from "../components/record-not-found";
import { ShareButtons } from "../components/share-buttons";
import { Island } from "../islands/island";
import { usePageData } from "../page-data";
import { agendaWhen } from "./agenda-when";
import "./agenda.css";
import type { Agenda } from "@padukuhan/shared/agenda";

function AgendaView({ agenda }: { agenda: Agenda }) {
  const list = agenda.arsip
    ? { to: "/agenda/arsip", label: "Arsip Agenda" }
    : { to: "/agenda", label: "Agenda" };
  return (
    <>
      <PageHero title={agenda.judul}>
        <Breadcrumb list={list} current={agenda.judul} />
      </PageHero>
      <div className="section agenda-page">
        <article className="agenda-detail">
          {agenda.gambar && <HeroImage className="agenda-image" src={agenda.gambar} alt="" />}
          <dl className="agenda-facts">
            <div>
              <dt>Waktu</dt>
              <dd>
                <time dateTime={agenda.mulai}>{agendaWhen(agenda)}</time>
              </dd>
            </div>
            <div>
              <dt>Tempat</dt>
              <dd>{agenda.lokasi}</dd>
            </div>
          </dl>
          {agenda.arsip && <p className="agenda-ended">Agenda ini sudah berlangsung.</p>}
          <div className="agenda-text">
            <Paragraphs text={agenda.deskripsi} />
          </div>
          <div className="agenda-actions">
            {/* A plain link: the file downloads. */}
            <a className="button" href={agendaCalendarPath(agenda.id)} download="agenda.ics">
              Tambahkan ke Kalender
            </a>
            <Island
              name="share"
              component={ShareButtons}
              props={{ path: `/agenda/${agenda.id}`, title: agenda.judul }}
              when="visible"
            />
          </div>
        </article>
      </div>
    </>
  );
}

export function AgendaDetailPage() {
  const { agenda } = usePageData("agendaDetail");
  return agenda ? (
    <AgendaView key={agenda.id} agenda={agenda} />
  ) : (
    <RecordNotFound what="Agenda" list={LIST_LINKS.agenda} />
  );
}
