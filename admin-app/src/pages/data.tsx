import { DATA_TABLE_TITLES, DATA_TABLES, type DataTable } from "@padukuhan/shared/data-padukuhan";
import { useCallback, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ApiError, apiJson } from "../api";
import { BannerRegion } from "../components/banner-region";
import { useConfig } from "../config-context";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { TableSection } from "../data/table-section";
import { dataTexts } from "../data/texts";
import { YearChooser } from "../data/year-chooser";
import {
  currentYear,
  hasTable,
  withFreshWarnings,
  withRemoved,
  withSaved,
  withTable,
  yearFrom,
} from "../data/years";
import { type DataIndex, type DataYear, endpoints, type StoredDataTable } from "../endpoints";

const NO_YEARS: DataIndex = { tahun: [] };

/** A year's tables; a year with none may be answered 404, which is the same thing here. */
async function fetchYear(tahun: number): Promise<DataYear> {
  try {
    return await apiJson(endpoints.data.year(tahun));
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return { tahun, tables: {} };
    throw error;
  }
}

type YearState =
  | { tahun: number; status: "loading" | "failed" }
  | { tahun: number; status: "ready"; data: DataYear };

/**
 * /admin/data, 'Data Padukuhan' (docs/decisions/022): a year (`?tahun=2026`, this year when the
 * address names none), then each of its tables in its own section, saved alone: the population
 * first, its six breakdowns, then the APBDes.
 */
export function DataPage() {
  const { publicOrigin } = useConfig();
  const [params, setParams] = useSearchParams();
  const [now] = useState(() => new Date());
  const tahun = yearFrom(params.get("tahun")) ?? currentYear(now);
  const [index, setIndex] = useState<DataIndex | null>(null);
  const [indexFailed, setIndexFailed] = useState(false);
  const [year, setYear] = useState<YearState>({ tahun, status: "loading" });
  const opened = useBanner();
  // The years 'Salin dari tahun lalu' read, fetched once each (dropped when a table of it changes).
  const years = useRef(new Map<number, Promise<DataYear>>());
  // Only the newest request for a year is shown: choosing quickly never shows an older answer.
  const latestYear = useRef(0);

  const loadIndex = useCallback(async () => {
    setIndexFailed(false);
    try {
      setIndex(await apiJson(endpoints.data.index));
    } catch {
      setIndexFailed(true);
    }
  }, []);
  useEffect(() => {
    void loadIndex();
  }, [loadIndex]);

  const loadYear = useCallback(async (chosen: number) => {
    latestYear.current += 1;
    const request = latestYear.current;
    setYear({ tahun: chosen, status: "loading" });
    try {
      const data = await fetchYear(chosen);
      if (request === latestYear.current) setYear({ tahun: chosen, status: "ready", data });
    } catch {
      if (request === latestYear.current) setYear({ tahun: chosen, status: "failed" });
    }
  }, []);
  useEffect(() => {
    void loadYear(tahun);
  }, [loadYear, tahun]);

  const loadPrevious = useCallback(() => {
    const previous = tahun - 1;
    let request = years.current.get(previous);
    if (!request) {
      request = fetchYear(previous);
      years.current.set(previous, request);
      request.catch(() => years.current.delete(previous));
    }
    return request;
  }, [tahun]);

  /** Applies a change of one table the server confirmed to the year shown. */
  const updateYear = (change: (data: DataYear) => DataYear) =>
    setYear((state) =>
      state.status === "ready" && state.tahun === tahun ? { ...state, data: change(state.data) } : state,
    );

  const saved = (tabel: DataTable, table: StoredDataTable) => {
    years.current.delete(tahun);
    updateYear((data) => withTable(data, tabel, table));
    setIndex((current) => withSaved(current ?? NO_YEARS, tahun, tabel, table.updatedAt));
    // The breakdowns are checked against the population: ask for their warnings again.
    if (tabel === "penduduk") {
      fetchYear(tahun).then(
        (fresh) => updateYear((data) => withFreshWarnings(data, fresh)),
        () => undefined,
      );
    }
  };

  const removed = (tabel: DataTable) => {
    years.current.delete(tahun);
    updateYear((data) => withTable(data, tabel, null));
    setIndex((current) => withRemoved(current ?? NO_YEARS, tahun, tabel));
  };

  const choose = (chosen: number, isNew: boolean) => {
    setParams({ tahun: String(chosen) }, { replace: true });
    if (isNew) opened.show(dataTexts.yearOpened(chosen));
    else opened.clear();
  };

  const knownYears = index ?? NO_YEARS;
  const ready = year.status === "ready" && year.tahun === tahun ? year.data : null;
  const jiwa = ready?.tables.penduduk?.value.jiwa ?? null;

  return (
    <section aria-labelledby="data-judul" className="data">
      <h1 id="data-judul">{dataTexts.heading}</h1>
      <p>{dataTexts.intro}</p>
      {indexFailed && (
        <div className="alert alert-error" role="alert">
          <span>{dataTexts.indexFailed}</span>{" "}
          <button type="button" className="button button-outline" onClick={() => void loadIndex()}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      <YearChooser tahun={tahun} index={knownYears} now={now} onChoose={choose} />
      <BannerRegion message={opened.message} />
      {year.status === "failed" && year.tahun === tahun && (
        <div className="alert alert-error" role="alert">
          <span>{dataTexts.yearFailed(tahun)}</span>{" "}
          <button type="button" className="button button-outline" onClick={() => void loadYear(tahun)}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {!ready && year.status !== "failed" && <p role="status">{dataTexts.loading}</p>}
      {ready && (
        <>
          <nav aria-label={dataTexts.toc} className="settings-toc">
            <ul>
              {DATA_TABLES.map((tabel) => (
                <li key={tabel}>
                  <a href={`#data-${tabel}`}>
                    {DATA_TABLE_TITLES[tabel]}
                    {!ready.tables[tabel] && (
                      <span className="data-toc-empty"> ({dataTexts.notFilled.toLowerCase()})</span>
                    )}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {DATA_TABLES.map((tabel) => (
            <TableSection
              // Each year's tables are forms of their own, with their own drafts and banners.
              key={`${tahun}:${tabel}`}
              tahun={tahun}
              tabel={tabel}
              stored={ready.tables[tabel] ?? null}
              jiwa={jiwa}
              canCopy={hasTable(knownYears, tahun - 1, tabel)}
              loadPrevious={loadPrevious}
              onSaved={(table) => saved(tabel, table)}
              onRemoved={() => removed(tabel)}
              publicOrigin={publicOrigin}
            />
          ))}
        </>
      )}
    </section>
  );
}
