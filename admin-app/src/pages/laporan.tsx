import { formatNumber } from "@padukuhan/shared/format";
import { LAPOR_STATUS, type LaporStatus, laporStatusLabel } from "@padukuhan/shared/lapor";
import type { LaporCounts } from "@padukuhan/shared/lapor-admin";
import { useCallback, useEffect, useId, useMemo, useState } from "react";
import { Link, useLocation, useSearchParams } from "react-router-dom";
import { formatWhen } from "../accounts/texts";
import { apiJson } from "../api";
import { SelectField } from "../components/fields";
import { PagedList } from "../components/paged-list";
import { usePagedList } from "../content/use-paged-list";
import { endpoints } from "../endpoints";
import { isBulan, kategoriOptions, laporFilterOf, withFilter, withoutFilters } from "../lapor/filter";
import { LaporStatusBadge } from "../lapor/status-badge";
import { allReports, formIsFull, laporTexts, openReports } from "../lapor/texts";

/** The tabs: every state, then each one. */
const TABS: ReadonlyArray<{ status: LaporStatus | ""; label: string }> = [
  { status: "", label: laporTexts.all },
  ...LAPOR_STATUS.map((status) => ({ status, label: laporStatusLabel[status] })),
];

const countOf = (counts: LaporCounts, status: LaporStatus | "") =>
  status === "" ? allReports(counts) : counts[status];

/** The village's categories from 'Pengaturan Situs'; empty until (or unless) they come. */
function useVillageKategori(): readonly string[] {
  const [kategori, setKategori] = useState<readonly string[]>([]);
  useEffect(() => {
    let current = true;
    apiJson(endpoints.pengaturan.all)
      .then((settings) => current && setKategori(settings.lapor.value.kategori))
      // Without them the filter offers only the category already chosen; the list still works.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, []);
  return kategori;
}

/**
 * The month filter. Browsers without a month picker show a text field: what is typed goes to
 * the address only once it is a whole month ('2026-11'), so typing it is not interrupted.
 */
function MonthFilter({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  // 'Kembali' or 'Hapus filter' changed the address: the field follows it.
  useEffect(() => setDraft(value), [value]);
  return (
    <div className="field">
      <label htmlFor={id}>{laporTexts.filterBulan}</label>
      <input
        id={id}
        type="month"
        value={draft}
        placeholder={laporTexts.bulanPlaceholder}
        pattern="[0-9]{4}-[0-9]{2}"
        onChange={(event) => {
          const typed = event.target.value.trim();
          setDraft(event.target.value);
          if (typed === "" || isBulan(typed)) onChange(typed);
        }}
      />
    </div>
  );
}

/**
 * /admin/laporan, 'Laporan Warga' (docs/decisions/021): residents' reports newest first, 20 at
 * a time, by state (the tabs, with the kept counts), category and WIB month. The filters live
 * in the address, so a reload, 'Kembali' from a report or a shared link shows the same list.
 */
export function LaporanListPage() {
  const [params, setParams] = useSearchParams();
  const { search } = useLocation();
  const filter = laporFilterOf(params);
  const { status, kategori, bulan } = filter;
  const pageOf = useCallback(
    (cursor: string | null) => endpoints.lapor.page({ status, kategori, bulan }, cursor),
    [status, kategori, bulan],
  );
  const list = usePagedList(pageOf);
  const counts = list.page?.counts ?? null;
  const village = useVillageKategori();
  const kategoriId = useId();
  const options = useMemo(() => kategoriOptions(village, kategori), [village, kategori]);

  const setFilter = (name: "kategori" | "bulan", value: string) =>
    setParams((current) => withFilter(current, name, value), { replace: true });
  const tabSearch = (tab: LaporStatus | "") => {
    const next = withFilter(params, "status", tab).toString();
    return next ? `?${next}` : "";
  };

  const filtered = kategori !== "" || bulan !== "";
  return (
    <section aria-labelledby="laporan-judul" className="lapor">
      <h1 id="laporan-judul">{laporTexts.heading}</h1>
      <p>{laporTexts.intro}</p>
      {counts && formIsFull(counts) && (
        <p className="alert alert-error" role="alert">
          {laporTexts.full(openReports(counts))}
        </p>
      )}
      <nav aria-label={laporTexts.tabs} className="lapor-tabs">
        <ul>
          {TABS.map((tab) => (
            <li key={tab.status || "semua"}>
              <Link
                to={{ pathname: "/admin/laporan", search: tabSearch(tab.status) }}
                replace
                aria-current={tab.status === status ? "true" : undefined}
              >
                {tab.label}
                {counts && (
                  <span className="lapor-tab-count"> {formatNumber(countOf(counts, tab.status))}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="lapor-filters">
        <SelectField
          id={kategoriId}
          label={laporTexts.filterKategori}
          value={kategori}
          onChange={(value) => setFilter("kategori", value)}
          options={options}
          placeholder={laporTexts.allKategori}
        />
        <MonthFilter value={bulan} onChange={(value) => setFilter("bulan", value)} />
        {filtered && (
          <button
            type="button"
            className="button button-outline lapor-clear"
            onClick={() => setParams((current) => withoutFilters(current), { replace: true })}
          >
            {laporTexts.clearFilters}
          </button>
        )}
      </div>
      <PagedList
        state={list.state}
        more={list.more}
        texts={laporTexts}
        status={(ready) =>
          ready.items.length === 0
            ? filtered || status !== ""
              ? laporTexts.emptyFiltered
              : laporTexts.empty
            : laporTexts.shown(ready.items.length)
        }
        onRetry={() => void list.reload()}
        onMore={() => void list.loadMore()}
      >
        {(ready) => (
          <ol className="lapor-list">
            {ready.items.map((entry) => (
              <li key={entry.id} className="lapor-item">
                <div className="lapor-item-head">
                  {/* The list's address goes along, so the report's 'Kembali' returns to it. */}
                  <Link
                    className="lapor-item-title"
                    to={`/admin/laporan/${encodeURIComponent(entry.id)}`}
                    state={{ from: search }}
                  >
                    {entry.judul}
                  </Link>
                  <LaporStatusBadge status={entry.status} />
                </div>
                <p className="lapor-item-meta">
                  <span className="lapor-kode">{entry.kode}</span> · {entry.kategori} ·{" "}
                  <time dateTime={entry.createdAt}>{formatWhen(entry.createdAt)}</time>
                </p>
                <p className="lapor-item-place">{entry.lokasi}</p>
                <p className={entry.publik ? "lapor-publik is-public" : "lapor-publik"}>
                  {entry.publik ? laporTexts.shownPublicly : laporTexts.notShownPublicly}
                </p>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
    </section>
  );
}
