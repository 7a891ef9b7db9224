/**
 * Horizontal bar charts drawn as SVG by the server ('Data Padukuhan'): one row per category,
 * its label above its bar so long names fit a 360 px phone, one or two series (budget and
 * realisation). No script, a title and a description for screen readers; the page puts the
 * same figures in a table beside it. Colours are dark on white, readable in sunlight, and the
 * legend names every series in words.
 */
import { useId } from "react";
import "./figures.css";

export interface BarSeries {
  name: string;
  /** A class of data.css giving the bar its colour (the CSP allows no inline style). */
  tone: "primary" | "secondary";
}

export interface BarRow {
  label: string;
  /** One value per series, in the series' order. */
  values: number[];
}

const WIDTH = 640;
const BAR = 18;
const GAP = 4;
const LABEL = 22;
const ROW_GAP = 14;

export function HorizontalBars({
  title,
  description,
  series,
  rows,
  format,
}: {
  title: string;
  description: string;
  series: BarSeries[];
  rows: BarRow[];
  /** A value as the bar's end says it (e.g. '1.250' or 'Rp 1,2 miliar'). */
  format: (value: number) => string;
}) {
  const id = useId();
  const largest = Math.max(1, ...rows.flatMap((row) => row.values));
  const rowHeight = LABEL + series.length * (BAR + GAP) + ROW_GAP;
  const height = rows.length * rowHeight;
  // Room at the bar's end for its figure.
  const barSpace = WIDTH * 0.7;
  return (
    <figure className="bar-chart">
      <svg viewBox={`0 0 ${WIDTH} ${height}`} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {rows.map((row, rowIndex) => {
          const top = rowIndex * rowHeight;
          return (
            <g key={row.label}>
              <text x={0} y={top + 16} className="bar-chart-label">
                {row.label}
              </text>
              {row.values.map((value, index) => {
                const y = top + LABEL + index * (BAR + GAP);
                const width = Math.max(value > 0 ? 2 : 0, (value / largest) * barSpace);
                return (
                  <g key={series[index]?.name ?? index}>
                    <rect
                      x={0}
                      y={y}
                      width={width}
                      height={BAR}
                      className={`bar-chart-bar bar-tone-${series[index]?.tone ?? "primary"}`}
                    />
                    <text x={width + 6} y={y + BAR - 4} className="bar-chart-value">
                      {format(value)}
                    </text>
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      {series.length > 1 && (
        <figcaption>
          <ul className="chart-legend" aria-label="Keterangan warna">
            {series.map((item) => (
              <li key={item.name}>
                <span className={`chart-swatch bar-tone-${item.tone}`} aria-hidden="true" />
                {item.name}
              </li>
            ))}
          </ul>
        </figcaption>
      )}
    </figure>
  );
}
