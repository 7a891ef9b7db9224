import type { AgendaListData } from "@padukuhan/shared/pages";
import { AgendaItem } from "../components/agenda-item";
import { EMPTY_TEXTS } from "../components/kind-texts";
import { ResetButton, SearchField } from "../components/list-controls";
import { ListResults, useResultsFocus } from "../components/list-results";
import { useListQuery } from "../components/use-list-query";
import { livePage } from "../islands/live-page";
import { type LoadedPage, useLoadedPage } from "../page-data";
import "./agenda.css";

const RESULTS_ID = "agenda-hasil";

/** The data of either agenda list: the upcoming events or the archive. */
function useAgendaData(loaded: LoadedPage): AgendaListData {
  if (loaded.page !== "agendaList" && loaded.page !== "agendaArsip") {
    throw new Error(`AgendaListPage on the ${loaded.page} page`);
  }
  return loaded.data as AgendaListData;
}

/**
 * 'Agenda Kegiatan' (upcoming events, soonest first) and 'Arsip Agenda' (ended events, latest
 * first): one page of each, searchable, with a link to the other list.
 */
export function AgendaListPage() {
  const { params, arsip, results } = useAgendaData(useLoadedPage());
  const query = useListQuery();
  const focus = useResultsFocus<HTMLElement>(results);
  const path = arsip ? "/agenda/arsip" : "/agenda";
  const showAll = () => query.set({ q: "" });

  return (
    <div className="section agenda-page">
      <div className="agenda-toolbar">
        <search className="agenda-filters">
          <form method="get" action={path} onSubmit={query.submit}>
            <SearchField
              id="agenda-cari"
              label={arsip ? "Cari di arsip" : "Cari agenda"}
              placeholder="Judul, lokasi, atau deskripsi"
              value={query.text}
              onChange={query.setText}
              controls={RESULTS_ID}
            />
          </form>
        </search>
        <a className="button button-outline agenda-switch" href={arsip ? "/agenda" : "/agenda/arsip"}>
          {arsip ? "Agenda Mendatang" : "Arsip Agenda"}
        </a>
      </div>
      <ListResults
        id={RESULTS_ID}
        headingId="daftar-agenda"
        heading={arsip ? "Daftar Arsip Agenda" : "Daftar Agenda Mendatang"}
        className="agenda-results"
        noun="agenda"
        results={results}
        focus={focus}
        noMatch={
          params.q !== ""
            ? {
                text: "Tidak ada agenda yang cocok dengan pencarian Anda.",
                reset: <ResetButton action={path} label="Tampilkan Semua Agenda" onReset={showAll} />,
              }
            : null
        }
        empty={arsip ? "Belum ada arsip agenda." : EMPTY_TEXTS.agenda}
      >
        <ul className="agenda-items">
          {results.items.map((item) => (
            <li key={item.id}>
              <AgendaItem agenda={item} />
            </li>
          ))}
        </ul>
      </ListResults>
    </div>
  );
}

/** The page as an island: its search, filters and results live in the browser. */
export const AgendaListLive = livePage(AgendaListPage);
