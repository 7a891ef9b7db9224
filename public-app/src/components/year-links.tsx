import "./figures.css";

/** The years with figures as links to `path?tahun=`; the one shown is marked, not linked. */
export function YearLinks({ years, tahun, path }: { years: number[]; tahun: number; path: string }) {
  if (years.length < 2) return null;
  return (
    <nav className="year-links" aria-label="Pilih tahun">
      {years.map((year) =>
        year === tahun ? (
          <span key={year} aria-current="page">
            {year}
          </span>
        ) : (
          <a key={year} href={`${path}?tahun=${year}`}>
            {year}
          </a>
        ),
      )}
    </nav>
  );
}
