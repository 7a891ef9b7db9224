/**
 * The public record's chart (`/lapor/daftar`): a year's reports per month, stacked by state, drawn
 * as SVG by the server with no script, a text alternative, and the same figures as a table
 * beside it. Colours are dark enough to read on a phone in sunlight; the legend and the table
 * say the states in words, so colour is never the only cue.
 */
import { formatNumber } from "@padukuhan/shared/format";
import { LAPOR_STATUS, type LaporStatus, laporStatusLabel } from "@padukuhan/shared/lapor";
import type { LaporYear } from "@padukuhan/shared/pages";
import "./figures.css";

/** The months as the id-ID locale writes them: 'Jan' … 'Des' on the axis, 'Januari' … in the table. */
const monthNames = (month: "short" | "long") =>
  Array.from({ length: 12 }, (_, index) =>
    new Intl.DateTimeFormat("id-ID", { month, timeZone: "UTC" }).format(new Date(Date.UTC(2000, index, 1))),
  );
const MONTHS = monthNames("short");
const MONTH_NAMES = monthNames("long");

/**
 * Each state's colour: at least 4.5:1 against white, and told apart by the legend's words too.
 * The legend's swatches repeat them in lapor.css (the CSP allows no inline style).
 */
export const STATUS_COLOURS: Record<LaporStatus, string> = {
  baru: "#8a5a00",
  diproses: "#1d5fa8",
  selesai: "#2e6b3f",
  ditolak: "#a61b1b",
};

const WIDTH = 640;
const HEIGHT = 300;
const PLOT = { left: 40, right: 8, top: 12, bottom: 36 };

/** The axis' top: the largest month rounded up to a number with a round half (2, 4, 10, 20, 50...). */
export function axisTop(largest: number): number {
  if (largest <= 2) return 2;
  const magnitude = 10 ** Math.floor(Math.log10(largest));
  const step =
    [1, 2, 5, 10].map((factor) => factor * magnitude).find((value) => value >= largest / 2) ?? largest;
  return Math.ceil(largest / step) * step;
}

const monthTotal = (month: Record<LaporStatus, number>) =>
  LAPOR_STATUS.reduce((sum, status) => sum + month[status], 0);

/** The chart's reading in one sentence, for screen readers and as its caption. */
export function chartSummary({ tahun, months }: LaporYear): string {
  const totals = months.map(monthTotal);
  const total = totals.reduce((sum, value) => sum + value, 0);
  if (total === 0) return `Belum ada laporan yang ditampilkan untuk tahun ${tahun}.`;
  const busiest = totals.indexOf(Math.max(...totals));
  const done = months.reduce((sum, month) => sum + month.selesai, 0);
  return `Tahun ${tahun}: ${formatNumber(total)} laporan ditampilkan, ${formatNumber(done)} selesai. Terbanyak pada bulan ${MONTH_NAMES[busiest]} (${formatNumber(totals[busiest] ?? 0)} laporan).`;
}

export function LaporChart({ year }: { year: LaporYear }) {
  const totals = year.months.map(monthTotal);
  const top = axisTop(Math.max(...totals));
  const plotWidth = WIDTH - PLOT.left - PLOT.right;
  const plotHeight = HEIGHT - PLOT.top - PLOT.bottom;
  const slot = plotWidth / 12;
  const barWidth = slot * 0.62;
  const y = (value: number) => PLOT.top + plotHeight - (value / top) * plotHeight;
  const ticks = [0, top / 2, top];
  const summary = chartSummary(year);
  return (
    <figure className="lapor-chart">
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-labelledby="lapor-chart-title lapor-chart-desc"
        className="lapor-chart-svg"
      >
        <title id="lapor-chart-title">{`Laporan warga per bulan, tahun ${year.tahun}`}</title>
        <desc id="lapor-chart-desc">{summary}</desc>
        {ticks.map((tick) => (
          <g key={tick}>
            <line
              x1={PLOT.left}
              x2={WIDTH - PLOT.right}
              y1={y(tick)}
              y2={y(tick)}
              className="lapor-chart-grid"
            />
            <text
              x={PLOT.left - 6}
              y={y(tick)}
              className="lapor-chart-axis"
              textAnchor="end"
              dominantBaseline="middle"
            >
              {formatNumber(tick)}
            </text>
          </g>
        ))}
        {year.months.map((month, index) => {
          const x = PLOT.left + index * slot + (slot - barWidth) / 2;
          let base = 0;
          return (
            <g key={MONTHS[index]}>
              {LAPOR_STATUS.map((status) => {
                const value = month[status];
                if (value === 0) return null;
                const rect = (
                  <rect
                    key={status}
                    x={x}
                    width={barWidth}
                    y={y(base + value)}
                    height={y(base) - y(base + value)}
                    fill={STATUS_COLOURS[status]}
                  />
                );
                base += value;
                return rect;
              })}
              <text
                x={x + barWidth / 2}
                y={HEIGHT - PLOT.bottom + 18}
                className="lapor-chart-axis"
                textAnchor="middle"
              >
                {MONTHS[index]}
              </text>
            </g>
          );
        })}
      </svg>
      <figcaption>
        <ul className="chart-legend" aria-label="Keterangan warna">
          {LAPOR_STATUS.map((status) => (
            <li key={status}>
              <span className={`chart-swatch lapor-swatch-${status}`} aria-hidden="true" />
              {laporStatusLabel[status]}
            </li>
          ))}
        </ul>
        <p>{summary}</p>
      </figcaption>
    </figure>
  );
}

/** The chart's figures as a table: a month per row, a state per column, and the totals. */
export function LaporTable({ year }: { year: LaporYear }) {
  const totals = year.months.map(monthTotal);
  return (
    <div className="figure-table-wrap">
      <table className="figure-table">
        <caption>{`Jumlah laporan per bulan dan status, tahun ${year.tahun}`}</caption>
        <thead>
          <tr>
            <th scope="col">Bulan</th>
            {LAPOR_STATUS.map((status) => (
              <th key={status} scope="col">
                {laporStatusLabel[status]}
              </th>
            ))}
            <th scope="col">Jumlah</th>
          </tr>
        </thead>
        <tbody>
          {year.months.map((month, index) => (
            <tr key={MONTH_NAMES[index]}>
              <th scope="row">{MONTH_NAMES[index]}</th>
              {LAPOR_STATUS.map((status) => (
                <td key={status}>{formatNumber(month[status])}</td>
              ))}
              <td>{formatNumber(totals[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Jumlah</th>
            {LAPOR_STATUS.map((status) => (
              <td key={status}>{formatNumber(year.months.reduce((sum, month) => sum + month[status], 0))}</td>
            ))}
            <td>{formatNumber(totals.reduce((sum, value) => sum + value, 0))}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
