/**
 * 'Data Padukuhan' (docs/decisions/022): the population by year at /data and the village budget
 * at /data/apbdes. Each table is a chart drawn by the server, its one-line reading, the table
 * itself and its downloads (CSV, JSON). Nothing here hydrates: it all works without JavaScript.
 */
import {
  APBDES_GROUP_NAMES,
  APBDES_GROUP_TITLES,
  APBDES_GROUPS,
  type Apbdes,
  type ApbdesLine,
  breakdownReading,
  breakdownTotal,
  computedSilpa,
  DATA_PATHS,
  DATA_TABLE_TITLES,
  type DataTable,
  dataWarnings,
  linesTotal,
  PENDUDUK_BREAKDOWN_NAMES,
  PENDUDUK_BREAKDOWNS,
  type PendudukBreakdown,
  percentText,
  realisationPercent,
} from "@padukuhan/shared/data-padukuhan";
import { formatNumber, formatRupiah, formatRupiahShort } from "@padukuhan/shared/format";
import type { DataPendudukData } from "@padukuhan/shared/pages";
import type { ReactNode } from "react";
import { type BarSeries, HorizontalBars } from "../components/bar-chart";
import { PageHero } from "../components/page-hero";
import { YearLinks } from "../components/year-links";
import { usePageData } from "../page-data";
import "./data.css";

/** The two pages, as tabs of one place. */
function DataTabs({ current }: { current: "penduduk" | "apbdes" }) {
  const tabs = [
    { key: "penduduk", href: DATA_PATHS.penduduk, label: "Penduduk" },
    { key: "apbdes", href: DATA_PATHS.apbdes, label: "APBDes" },
  ] as const;
  return (
    <nav className="data-tabs" aria-label="Data Padukuhan">
      {tabs.map((tab) => (
        <a key={tab.key} href={tab.href} aria-current={tab.key === current ? "page" : undefined}>
          {tab.label}
        </a>
      ))}
    </nav>
  );
}

/** A table's open-data files. */
function Downloads({ table, tahun }: { table: DataTable; tahun: number }) {
  const title = DATA_TABLE_TITLES[table];
  return (
    <p className="data-downloads">
      <span>Unduh data:</span>
      <a href={DATA_PATHS.download(table, tahun, "csv")} aria-label={`Unduh ${title} ${tahun} sebagai CSV`}>
        CSV
      </a>
      <a href={DATA_PATHS.download(table, tahun, "json")} aria-label={`Unduh ${title} ${tahun} sebagai JSON`}>
        JSON
      </a>
    </p>
  );
}

function Warnings({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="data-warning">
      <p>Catatan: angka yang diisi pengurus belum cocok.</p>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function DataSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="data-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

const ONE_SERIES: BarSeries[] = [{ name: "Jumlah", tone: "primary" }];

function BreakdownSection({
  name,
  rows,
  jiwa,
  tahun,
}: {
  name: PendudukBreakdown;
  rows: Record<string, number>;
  jiwa: number;
  tahun: number;
}) {
  const { title } = PENDUDUK_BREAKDOWNS[name];
  const total = breakdownTotal(rows);
  const reading = breakdownReading(name, rows, jiwa);
  const order = PENDUDUK_BREAKDOWNS[name].rows as readonly string[];
  return (
    <DataSection id={`data-${name}`} title={title}>
      <p className="data-reading">{reading}</p>
      <HorizontalBars
        title={`Penduduk menurut ${title.toLocaleLowerCase("id-ID")}, ${tahun}`}
        description={reading}
        series={ONE_SERIES}
        rows={order.map((label) => ({ label, values: [rows[label] ?? 0] }))}
        format={formatNumber}
      />
      <div className="figure-table-wrap">
        <table className="figure-table">
          <caption>{`${title}, ${tahun}`}</caption>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col">Jumlah</th>
              <th scope="col">Persen</th>
            </tr>
          </thead>
          <tbody>
            {order.map((label) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td>{formatNumber(rows[label] ?? 0)}</td>
                <td>{percentText(rows[label] ?? 0, name === "disabilitas" ? jiwa : total)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Jumlah</th>
              <td>{formatNumber(total)}</td>
              <td>{name === "disabilitas" ? percentText(total, jiwa) : "100 %"}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <Warnings lines={dataWarnings(name, rows as never, jiwa)} />
      <Downloads table={name} tahun={tahun} />
    </DataSection>
  );
}

/** The number of people of every year entered, and the growth from the year before. */
function Trend({ trend }: { trend: DataPendudukData["trend"] }) {
  if (trend.length < 2) return null;
  const growth = (index: number) => {
    const before = trend[index - 1]?.penduduk.jiwa;
    const now = trend[index]?.penduduk.jiwa ?? 0;
    if (!before) return "–";
    const change = ((now - before) / before) * 100;
    return `${change >= 0 ? "+" : "−"}${new Intl.NumberFormat("id-ID", { maximumFractionDigits: 1 }).format(Math.abs(change))} %`;
  };
  const first = trend[0];
  const last = trend[trend.length - 1];
  const description =
    first && last
      ? `Jumlah penduduk ${formatNumber(first.penduduk.jiwa)} pada ${first.tahun} dan ${formatNumber(last.penduduk.jiwa)} pada ${last.tahun}.`
      : "";
  return (
    <DataSection id="data-tren" title="Jumlah Penduduk dari Tahun ke Tahun">
      <p className="data-reading">{description}</p>
      <HorizontalBars
        title="Jumlah penduduk per tahun"
        description={description}
        series={ONE_SERIES}
        rows={trend.map((year) => ({ label: String(year.tahun), values: [year.penduduk.jiwa] }))}
        format={formatNumber}
      />
      <div className="figure-table-wrap">
        <table className="figure-table">
          <caption>Jumlah penduduk dan pertumbuhan per tahun</caption>
          <thead>
            <tr>
              <th scope="col">Tahun</th>
              <th scope="col">Penduduk</th>
              <th scope="col">Kepala Keluarga</th>
              <th scope="col">Pertumbuhan</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((year, index) => (
              <tr key={year.tahun}>
                <th scope="row">{year.tahun}</th>
                <td>{formatNumber(year.penduduk.jiwa)}</td>
                <td>{formatNumber(year.penduduk.kk)}</td>
                <td>{growth(index)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </DataSection>
  );
}

export function DataPendudukPage() {
  const { tahun, years, penduduk, breakdowns, trend } = usePageData("dataPenduduk");
  return (
    <>
      <PageHero title="Data Padukuhan">
        <p>Jumlah dan susunan penduduk padukuhan, diisi pengurus setiap tahun.</p>
      </PageHero>
      <div className="section data-page">
        <DataTabs current="penduduk" />
        {tahun === null ? (
          <p>Data penduduk belum diisi pengurus padukuhan.</p>
        ) : (
          <>
            <YearLinks years={years} tahun={tahun} path={DATA_PATHS.penduduk} />
            <h2 className="data-year">{`Data Penduduk Tahun ${tahun}`}</h2>
            {penduduk && (
              <DataSection id="data-jumlah" title="Jumlah Penduduk">
                <dl className="data-totals">
                  {(
                    [
                      ["Penduduk", penduduk.jiwa],
                      ["Kepala Keluarga", penduduk.kk],
                      ["Laki-laki", penduduk.laki],
                      ["Perempuan", penduduk.perempuan],
                    ] as const
                  ).map(([label, value]) => (
                    <div key={label}>
                      <dt>{label}</dt>
                      <dd>{formatNumber(value)}</dd>
                    </div>
                  ))}
                </dl>
                <Warnings lines={dataWarnings("penduduk", penduduk, null)} />
                <Downloads table="penduduk" tahun={tahun} />
              </DataSection>
            )}
            {PENDUDUK_BREAKDOWN_NAMES.map((name) => {
              const rows = breakdowns[name];
              return rows ? (
                <BreakdownSection
                  key={name}
                  name={name}
                  rows={rows}
                  jiwa={penduduk?.jiwa ?? breakdownTotal(rows)}
                  tahun={tahun}
                />
              ) : null;
            })}
          </>
        )}
        <Trend trend={trend} />
      </div>
    </>
  );
}

// ---------------------------------------------------------------------------
// APBDes
// ---------------------------------------------------------------------------

const BUDGET_SERIES: BarSeries[] = [
  { name: "Anggaran", tone: "secondary" },
  { name: "Realisasi", tone: "primary" },
];

const percent = (line: ApbdesLine) => {
  const value = realisationPercent(line);
  return value === null ? "–" : `${value} %`;
};

function LinesSection({
  id,
  title,
  names,
  lines,
  tahun,
}: {
  id: string;
  title: string;
  names: readonly string[];
  lines: Record<string, ApbdesLine>;
  tahun: number;
}) {
  const total = linesTotal(lines);
  const reading = `${title} ${tahun}: anggaran ${formatRupiahShort(total.anggaran)}, terealisasi ${formatRupiahShort(total.realisasi)} (${percent(total)}).`;
  return (
    <DataSection id={id} title={title}>
      <p className="data-reading">{reading}</p>
      <HorizontalBars
        title={`${title} ${tahun}: anggaran dan realisasi`}
        description={reading}
        series={BUDGET_SERIES}
        rows={names.map((label) => ({
          label,
          values: [lines[label]?.anggaran ?? 0, lines[label]?.realisasi ?? 0],
        }))}
        format={formatRupiahShort}
      />
      <div className="figure-table-wrap">
        <table className="figure-table figure-table-money">
          <caption>{`${title} ${tahun}`}</caption>
          <thead>
            <tr>
              <th scope="col">Uraian</th>
              <th scope="col">Anggaran</th>
              <th scope="col">Realisasi</th>
              <th scope="col">%</th>
            </tr>
          </thead>
          <tbody>
            {names.map((label) => {
              const line = lines[label] ?? { anggaran: 0, realisasi: 0 };
              return (
                <tr key={label}>
                  <th scope="row">{label}</th>
                  <td data-label="Anggaran">{formatRupiah(line.anggaran)}</td>
                  <td data-label="Realisasi">{formatRupiah(line.realisasi)}</td>
                  <td data-label="%">{percent(line)}</td>
                </tr>
              );
            })}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row">Jumlah</th>
              <td data-label="Anggaran">{formatRupiah(total.anggaran)}</td>
              <td data-label="Realisasi">{formatRupiah(total.realisasi)}</td>
              <td data-label="%">{percent(total)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
    </DataSection>
  );
}

/** Pendapatan − Belanja + Pembiayaan netto = SILPA, with the books' SILPA beside it. */
function Balance({ apbdes, tahun }: { apbdes: Apbdes; tahun: number }) {
  const pendapatan = linesTotal(apbdes.pendapatan);
  const belanja = linesTotal(apbdes.belanja);
  const { Penerimaan: masuk, Pengeluaran: keluar } = apbdes.pembiayaan;
  const computed = computedSilpa(apbdes);
  const line = (of: (key: keyof ApbdesLine) => number): ApbdesLine => ({
    anggaran: of("anggaran"),
    realisasi: of("realisasi"),
  });
  const rows: [string, ApbdesLine][] = [
    ["Pendapatan", pendapatan],
    ["Belanja", belanja],
    ["Pembiayaan netto (Penerimaan − Pengeluaran)", line((key) => masuk[key] - keluar[key])],
    ["SILPA menurut hitungan", computed],
    ["SILPA yang dicatat pengurus", apbdes.silpa],
  ];
  const warnings = dataWarnings("apbdes", apbdes, null);
  return (
    <DataSection id="data-keseimbangan" title="Keseimbangan Anggaran">
      <p className="data-reading">Pendapatan − Belanja + (Penerimaan − Pengeluaran Pembiayaan) = SILPA</p>
      <div className="figure-table-wrap">
        <table className="figure-table figure-table-money">
          <caption>{`Keseimbangan APBDes ${tahun}`}</caption>
          <thead>
            <tr>
              <th scope="col">Uraian</th>
              <th scope="col">Anggaran</th>
              <th scope="col">Realisasi</th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([label, figures]) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                <td data-label="Anggaran">{formatRupiah(figures.anggaran)}</td>
                <td data-label="Realisasi">{formatRupiah(figures.realisasi)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {warnings.length === 0 ? (
        <p className="data-balanced">Anggaran seimbang: SILPA yang dicatat sama dengan hasil hitungan.</p>
      ) : (
        <Warnings lines={warnings} />
      )}
    </DataSection>
  );
}

export function DataApbdesPage() {
  const { tahun, years, apbdes } = usePageData("dataApbdes");
  return (
    <>
      <PageHero title="APBDes">
        <p>Anggaran Pendapatan dan Belanja Desa: rencana dan realisasinya setiap tahun.</p>
      </PageHero>
      <div className="section data-page">
        <DataTabs current="apbdes" />
        {tahun === null || !apbdes ? (
          <p>Data APBDes belum diisi pengurus padukuhan.</p>
        ) : (
          <>
            <YearLinks years={years} tahun={tahun} path={DATA_PATHS.apbdes} />
            <h2 className="data-year">{`APBDes Tahun ${tahun}`}</h2>
            {APBDES_GROUP_NAMES.map((group) => (
              <LinesSection
                key={group}
                id={`data-${group}`}
                title={APBDES_GROUP_TITLES[group]}
                names={APBDES_GROUPS[group]}
                lines={apbdes[group]}
                tahun={tahun}
              />
            ))}
            <Balance apbdes={apbdes} tahun={tahun} />
            <Downloads table="apbdes" tahun={tahun} />
          </>
        )}
      </div>
    </>
  );
}
