import { phoneText, telLink } from "@padukuhan/shared/contact";
import { LAPOR_PATHS, LAPOR_STATUS, type LaporStatus, laporStatusLabel } from "@padukuhan/shared/lapor";
import { ImageWithPlaceholder } from "@padukuhan/shared/ui/image";
import { type FormEvent, useCallback, useEffect, useId, useState } from "react";
import { Link, useLocation, useParams } from "react-router-dom";
import { sendJson } from "../accounts/send-json";
import { formatWhen } from "../accounts/texts";
import { ApiError, apiJson } from "../api";
import { BannerRegion } from "../components/banner-region";
import { FailureAlert } from "../components/failure-alert";
import { LoadState } from "../components/paged-list";
import { useConfig } from "../config-context";
import { useBanner } from "../content/use-banner";
import { useWrite } from "../content/use-write";
import { type AnswerOf, endpoints } from "../endpoints";
import { type LaporAnswer, LaporAnswers } from "../lapor/answers";
import { announceLaporChanged } from "../lapor/new-badge";
import { LaporStatusBadge } from "../lapor/status-badge";
import { laporTexts, reporterWhatsApp } from "../lapor/texts";

type Report = AnswerOf<ReturnType<typeof endpoints.lapor.one>>;

type Loaded =
  | { status: "loading" | "error" }
  | { status: "missing"; message: string }
  | { status: "ready"; report: Report };

/** The list's address the admin came from (its filters), so 'Kembali' returns to it. */
function listSearch(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("?") ? from : "";
}

/** What the resident wrote, and the photos: shown, never edited. */
function ReportWords({ report }: { report: Report }) {
  const count = report.foto.length;
  return (
    <section aria-labelledby="laporan-isi" className="lapor-section">
      <h2 id="laporan-isi">{laporTexts.wordsHeading}</h2>
      <p className="lapor-muted">{laporTexts.readOnly}</p>
      <h3>{laporTexts.uraian}</h3>
      {/* Plain text as the resident typed it: React escapes it, CSS keeps its line breaks. */}
      <p className="lapor-text">{report.uraian}</p>
      <h3>{laporTexts.lokasi}</h3>
      <p className="lapor-text">{report.lokasi}</p>
      {report.peta && (
        <p>
          <a href={report.peta} target="_blank" rel="noopener noreferrer">
            {laporTexts.map}
          </a>{" "}
          <span className="lapor-muted">({report.koordinat})</span>
        </p>
      )}
      <h3>{laporTexts.photos(count)}</h3>
      {count === 0 ? (
        <p className="lapor-muted">{laporTexts.noPhotos}</p>
      ) : (
        <ul className="lapor-photos">
          {report.foto.map((url, index) => (
            <li key={url}>
              <a href={url} target="_blank" rel="noopener noreferrer">
                <ImageWithPlaceholder
                  className="lapor-photo"
                  src={url}
                  alt={laporTexts.photoAlt(index + 1, count)}
                  width={320}
                  height={240}
                />
              </a>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The reporter's name and number, for the office alone; emptied a year after closing. */
function Reporter({ report }: { report: Report }) {
  const { villageName } = useConfig();
  const tel = report.no_telp ? telLink(report.no_telp) : null;
  const whatsapp = report.no_telp ? reporterWhatsApp(report, villageName) : null;
  return (
    <section aria-labelledby="laporan-pelapor" className="lapor-section">
      <h2 id="laporan-pelapor">{laporTexts.reporterHeading}</h2>
      {!report.nama && !report.no_telp ? (
        <p className="lapor-muted">{laporTexts.reporterGone}</p>
      ) : (
        <>
          <p className="lapor-muted">{laporTexts.reporterNote}</p>
          <dl className="lapor-facts">
            <dt>{laporTexts.nama}</dt>
            <dd>{report.nama || "-"}</dd>
            <dt>{laporTexts.telp}</dt>
            <dd>{report.no_telp ? phoneText(report.no_telp) : "-"}</dd>
          </dl>
          {(tel || whatsapp) && (
            <div className="row-actions lapor-contact">
              {tel && (
                <a
                  className="button button-outline"
                  href={tel}
                  aria-label={laporTexts.callLabel(report.nama)}
                >
                  {laporTexts.call}
                </a>
              )}
              {whatsapp && (
                <a
                  className="button button-outline"
                  href={whatsapp}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={laporTexts.whatsappLabel(report.nama)}
                >
                  {laporTexts.whatsapp}
                </a>
              )}
            </div>
          )}
        </>
      )}
    </section>
  );
}

/** The office's decisions: the report's state, and whether the public list shows it. */
function FollowUp({ report, onChange }: { report: Report; onChange: (state: Partial<Report>) => void }) {
  const { publicOrigin } = useConfig();
  const write = useWrite();
  const banner = useBanner();
  const statusId = useId();
  const publikId = useId();
  const [chosen, setChosen] = useState<LaporStatus>(report.status);
  // The box follows the tap at once (a slow connection would leave it looking untouched), and
  // goes back if the save fails.
  const [shown, setShown] = useState(report.publik);

  const saveStatus = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    banner.clear();
    const outcome = await write.run(laporTexts.statusFailed, () =>
      sendJson(endpoints.lapor.status(report.id), { status: chosen }),
    );
    if (!outcome.ok) return;
    const { status, publik, updatedAt, ditutupAt } = outcome.result;
    onChange({ status, publik, updatedAt, ditutupAt });
    setChosen(status);
    announceLaporChanged();
    banner.show(laporTexts.statusSaved(status));
  };

  const savePublik = async (publik: boolean) => {
    banner.clear();
    setShown(publik);
    const outcome = await write.run(laporTexts.publikFailed, () =>
      sendJson(endpoints.lapor.publik(report.id), { publik }),
    );
    if (!outcome.ok) {
      setShown(report.publik);
      return;
    }
    const state = outcome.result;
    setShown(state.publik);
    onChange({
      status: state.status,
      publik: state.publik,
      updatedAt: state.updatedAt,
      ditutupAt: state.ditutupAt,
    });
    banner.show(state.publik ? laporTexts.publikOn : laporTexts.publikOff);
  };

  return (
    <section aria-labelledby="laporan-tindak-lanjut" className="lapor-section">
      <h2 id="laporan-tindak-lanjut">{laporTexts.followUpHeading}</h2>
      <form className="lapor-status-form" noValidate onSubmit={(event) => void saveStatus(event)}>
        <div className="field">
          <label htmlFor={statusId}>{laporTexts.statusField}</label>
          <select
            id={statusId}
            value={chosen}
            onChange={(event) => setChosen(event.target.value as LaporStatus)}
          >
            {LAPOR_STATUS.map((status) => (
              <option key={status} value={status}>
                {laporStatusLabel[status]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="button" disabled={write.busy || chosen === report.status}>
          {laporTexts.saveStatus}
        </button>
      </form>
      <div className="lapor-publik-field">
        <label className="choice" htmlFor={publikId}>
          <input
            id={publikId}
            type="checkbox"
            checked={shown}
            disabled={write.busy}
            aria-describedby={`${publikId}-hint`}
            onChange={(event) => void savePublik(event.target.checked)}
          />
          {laporTexts.publikField}
        </label>
        <p id={`${publikId}-hint`} className="field-hint">
          {laporTexts.publikHint}{" "}
          <a href={`${publicOrigin}${LAPOR_PATHS.list}`} target="_blank" rel="noopener noreferrer">
            {laporTexts.openPublicList}
          </a>
        </p>
      </div>
      <FailureAlert failure={write.failure} />
      <BannerRegion message={banner.message} />
    </section>
  );
}

/**
 * /admin/laporan/:id, one resident's report (docs/decisions/021): its code, state, category and
 * date, the resident's words and photos (read-only), the reporter for the office alone, the
 * state and 'Tampilkan di situs', and the office's answers.
 */
export function LaporanReportPage() {
  const { id = "" } = useParams();
  const location = useLocation();
  const back = `/admin/laporan${listSearch(location.state)}`;
  const [loaded, setLoaded] = useState<Loaded>({ status: "loading" });

  const load = useCallback(async () => {
    setLoaded({ status: "loading" });
    try {
      // no-store: after a change elsewhere the admin must see the report as it now stands.
      const report = await apiJson(endpoints.lapor.one(id), { cache: "no-store" });
      setLoaded({ status: "ready", report });
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        setLoaded({ status: "missing", message: error.message || laporTexts.failedOne });
      } else setLoaded({ status: "error" });
    }
  }, [id]);
  useEffect(() => {
    void load();
  }, [load]);

  const change = (part: Partial<Report>) =>
    setLoaded((current) =>
      current.status === "ready" ? { ...current, report: { ...current.report, ...part } } : current,
    );
  const updateAnswers = (next: (answers: LaporAnswer[]) => LaporAnswer[]) =>
    setLoaded((current) =>
      current.status === "ready"
        ? { ...current, report: { ...current.report, jawaban: next(current.report.jawaban) } }
        : current,
    );

  const backLink = (
    <p className="lapor-back">
      <Link to={back}>
        <span aria-hidden="true">←</span>
        {laporTexts.back}
      </Link>
    </p>
  );
  if (loaded.status === "missing") {
    return (
      <section className="lapor" aria-labelledby="laporan-judul">
        {backLink}
        <h1 id="laporan-judul">{laporTexts.heading}</h1>
        <p className="alert alert-error" role="alert">
          {loaded.message}
        </p>
      </section>
    );
  }
  if (loaded.status !== "ready") {
    return (
      <section className="lapor" aria-labelledby="laporan-judul">
        {backLink}
        <h1 id="laporan-judul">{laporTexts.heading}</h1>
        <LoadState
          status={loaded.status}
          texts={{ loading: laporTexts.loadingOne, failed: laporTexts.failedOne }}
          onRetry={() => void load()}
        />
      </section>
    );
  }
  const { report } = loaded;
  return (
    <article className="lapor lapor-report" aria-labelledby="laporan-judul">
      {backLink}
      <h1 id="laporan-judul">{report.judul}</h1>
      <dl className="lapor-facts">
        <dt>{laporTexts.kode}</dt>
        <dd className="lapor-kode">{report.kode}</dd>
        <dt>{laporTexts.status}</dt>
        <dd>
          <LaporStatusBadge status={report.status} />
        </dd>
        <dt>{laporTexts.kategori}</dt>
        <dd>{report.kategori}</dd>
        <dt>{laporTexts.sent}</dt>
        <dd>
          <time dateTime={report.createdAt}>{formatWhen(report.createdAt)}</time>
        </dd>
        {report.ditutupAt && (
          <>
            <dt>{laporTexts.closed}</dt>
            <dd>
              <time dateTime={report.ditutupAt}>{formatWhen(report.ditutupAt)}</time>
            </dd>
          </>
        )}
      </dl>
      <ReportWords report={report} />
      <Reporter report={report} />
      <FollowUp report={report} onChange={change} />
      <LaporAnswers laporId={report.id} answers={report.jawaban} update={updateAnswers} />
    </article>
  );
}
