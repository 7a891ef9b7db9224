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

const BAR = 18;
const GAP = 4;
/** A line of a row's label (15 px text), and the characters one holds on a 360 px phone. */
const LABEL_LINE = 20;
const LABEL_CHARS = 34;
const ROW_GAP = 14;

/** A label in lines of at most `LABEL_CHARS`, broken between words: SVG text does not wrap. */
function labelLines(label: string): string[] {
  const lines: string[] = [];
  for (const word of label.split(" ")) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= LABEL_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}

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
  const bars = series.length * (BAR + GAP) + ROW_GAP;
  const laidOut = rows.reduce<{ row: BarRow; lines: string[]; top: number }[]>((done, row) => {
    const previous = done.at(-1);
    const top = previous ? previous.top + previous.lines.length * LABEL_LINE + 2 + bars : 0;
    done.push({ row, lines: labelLines(row.label), top });
    return done;
  }, []);
  const last = laidOut.at(-1);
  const height = last ? last.top + last.lines.length * LABEL_LINE + 2 + bars : 0;
  // Bars in percent of the chart's width, with room at their end for the figure ('Rp 1,2 miliar'
  // at 14 px beside the longest bar on a 360 px phone). No viewBox: the SVG is as wide as the page
  // and its text keeps its real size, rather than shrinking with a scaled drawing.
  const barSpace = 62;
  return (
    <figure className="bar-chart">
      <svg width="100%" height={height} role="img" aria-labelledby={`${id}-title ${id}-desc`}>
        <title id={`${id}-title`}>{title}</title>
        <desc id={`${id}-desc`}>{description}</desc>
        {laidOut.map(({ row, lines, top }) => {
          const barsTop = top + lines.length * LABEL_LINE + 2;
          return (
            <g key={row.label}>
              <text y={top + 15} className="bar-chart-label">
                {lines.map((line, index) => (
                  <tspan key={line} x={0} dy={index === 0 ? 0 : LABEL_LINE}>
                    {line}
                  </tspan>
                ))}
              </text>
              {row.values.map((value, index) => {
                const y = barsTop + index * (BAR + GAP);
                // A value above nothing still shows as a sliver; a nought shows no bar at all.
                const width = value > 0 ? Math.max(0.5, (value / largest) * barSpace) : 0;
                return (
                  <g key={series[index]?.name ?? index}>
                    <rect
                      x={0}
                      y={y}
                      width={`${width.toFixed(2)}%`}
                      height={BAR}
                      className={`bar-chart-bar bar-tone-${series[index]?.tone ?? "primary"}`}
                    />
                    <text x={`${width.toFixed(2)}%`} dx={6} y={y + BAR - 4} className="bar-chart-value">
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
