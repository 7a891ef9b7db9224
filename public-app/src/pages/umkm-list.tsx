import { limits } from "@padukuhan/shared/constants";
import { defaultUmkmSort, UMKM_VIEWS, type UmkmSort, type UmkmView } from "@padukuhan/shared/list-params";
import type { UmkmCard } from "@padukuhan/shared/pages";
import { normalizeQuery } from "@padukuhan/shared/search";
import { useId } from "react";
import { CardGrid, UmkmCardView } from "../components/cards";
import { CARD_SIZES, UMKM_ROW_SIZES } from "../components/image-sizes";
import { EMPTY_TEXTS } from "../components/kind-texts";
import { ResetButton, SearchField, useChangeMadeBeforeStart } from "../components/list-controls";
import { KategoriSelect, kategoriOptions, ListResults, useResultsFocus } from "../components/list-results";
import { useListQuery } from "../components/use-list-query";
import { livePage } from "../islands/live-page";
import { usePageData } from "../page-data";
import "./umkm-list.css";

const SORTS: ReadonlyArray<{ value: UmkmSort; label: string }> = [
  { value: "terbaru", label: "Terbaru" },
  { value: "terlama", label: "Terlama" },
  { value: "nama", label: "Nama A-Z" },
];
/** Ranking by relevance only means something while there is a search text. */
const RELEVANCE = { value: "relevan", label: "Paling sesuai" } as const;

const VIEWS: ReadonlyArray<{ value: UmkmView; label: string }> = [
  { value: "grid", label: "Grid" },
  { value: "daftar", label: "Daftar" },
];

/** The list view's horizontal card: a smaller picture beside a longer text. */
function UmkmRow({ umkm, first }: { umkm: UmkmCard; first: boolean }) {
  return (
    <UmkmCardView
      umkm={umkm}
      className="umkm-row"
      textLength={limits.umkmListViewText}
      imageSizes={UMKM_ROW_SIZES}
      imageLoading={first ? "eager" : "lazy"}
    />
  );
}

/**
 * Grid or list. Each button submits the filter form with its view, so it works without
 * JavaScript (back on the first page then: a GET form cannot tell its buttons apart); 'Cari'
 * keeps the view when the form is sent otherwise (SearchField's `keep`).
 */
function ViewToggle({ view, onChange }: { view: UmkmView; onChange: (view: UmkmView) => void }) {
  return (
    <fieldset className="view-toggle">
      <legend>Tampilan</legend>
      <div className="view-toggle-buttons">
        {VIEWS.map((option) => (
          <button
            key={option.value}
            type="submit"
            name="tampilan"
            value={option.value}
            aria-pressed={view === option.value}
            onClick={(event) => {
              event.preventDefault();
              onChange(option.value);
            }}
          >
            <span aria-hidden="true" className={`view-icon view-icon-${option.value}`} />
            {option.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}

export function UmkmListPage() {
  const { params, results, categories } = usePageData("umkmList");
  const query = useListQuery();
  const id = useId();
  const focus = useResultsFocus<HTMLElement>(results);

  // The filters show the address at once; the results follow when their data has arrived.
  const kategori = query.params.get("kategori") ?? "";
  const urut = (query.params.get("urut") as UmkmSort | null) ?? defaultUmkmSort(query.params.get("q") ?? "");
  const view = (query.params.get("tampilan") as UmkmView | null) ?? UMKM_VIEWS[0];
  const sorts = normalizeQuery(query.text) !== "" || urut === "relevan" ? [RELEVANCE, ...SORTS] : SORTS;
  const options = kategoriOptions(categories, kategori);
  const sortRef = useChangeMadeBeforeStart<HTMLSelectElement>(urut, (urut) => query.set({ urut }));
  const filtered = params.q !== "" || params.kategori !== "";
  // What 'Reset Pencarian' keeps without JavaScript: the sort and view, as the address has them.
  const kept = Object.fromEntries(
    [...query.params].filter(([name]) => name === "urut" || name === "tampilan"),
  );

  return (
    <div className="section umkm-list">
      <search aria-label="Saring UMKM">
        <form className="umkm-filters" method="get" action="/umkm" onSubmit={query.submit}>
          <div className="umkm-search">
            <SearchField
              id={`${id}-q`}
              label="Cari UMKM"
              placeholder="Nama usaha, pemilik, atau deskripsi"
              value={query.text}
              onChange={query.setText}
              controls={`${id}-hasil-list`}
              keep={{ name: "tampilan", value: view }}
            />
          </div>
          <KategoriSelect
            id={`${id}-kategori`}
            value={kategori}
            options={options}
            onChange={(kategori) => query.set({ kategori })}
          />
          <div className="field">
            <label htmlFor={`${id}-urut`}>Urutkan</label>
            <select
              ref={sortRef}
              id={`${id}-urut`}
              name="urut"
              value={urut}
              onChange={(event) => query.set({ urut: event.target.value })}
            >
              {sorts.map((sort) => (
                <option key={sort.value} value={sort.value}>
                  {sort.label}
                </option>
              ))}
            </select>
          </div>
          <ViewToggle view={view} onChange={(tampilan) => query.set({ tampilan }, { samePage: true })} />
        </form>
      </search>

      <ListResults
        id={`${id}-hasil-list`}
        headingId={`${id}-hasil`}
        heading="Daftar UMKM"
        className="umkm-results"
        noun="UMKM"
        results={results}
        focus={focus}
        noMatch={
          filtered
            ? {
                text: "Tidak ada UMKM yang cocok dengan pencarian Anda.",
                reset: (
                  <ResetButton
                    action="/umkm"
                    label="Reset Pencarian"
                    keep={kept}
                    onReset={() => query.set({ q: "", kategori: "" })}
                  />
                ),
              }
            : null
        }
        empty={EMPTY_TEXTS.umkm}
      >
        {view === "daftar" ? (
          <div className="umkm-rows">
            {results.items.map((umkm, index) => (
              <UmkmRow key={umkm.id} umkm={umkm} first={index === 0} />
            ))}
          </div>
        ) : (
          <CardGrid
            items={results.items}
            // The first picture can reach the first screen; the rest wait until scrolled to.
            eagerFirst
          >
            {(umkm, imageLoading) => (
              <UmkmCardView
                umkm={umkm}
                textLength={limits.umkmCardText}
                imageSizes={CARD_SIZES}
                imageLoading={imageLoading}
              />
            )}
          </CardGrid>
        )}
      </ListResults>
    </div>
  );
}

/** The page as an island: its search, filters and results live in the browser. */
export const UmkmListLive = livePage(UmkmListPage);
