import { DATA_PATHS, DATA_TABLE_TITLES, type DataTable } from "@padukuhan/shared/data-padukuhan";
import { formatWhen } from "@padukuhan/shared/format";
import { type FormEvent, useCallback, useRef, useState } from "react";
import { sendJson } from "../accounts/send-json";
import { BannerRegion } from "../components/banner-region";
import { ConfirmDelete } from "../components/confirm-delete";
import { DraftNote } from "../components/draft-note";
import { FailureAlert } from "../components/failure-alert";
import { useFocusFirstInvalid } from "../components/focus-first-invalid";
import { clearDraft, reviveStrings } from "../content/drafts";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { useForm } from "../content/use-form";
import { type Failure, failureDetail, useWrite } from "../content/use-write";
import { type DataYear, endpoints, type StoredDataTable } from "../endpoints";
import {
  checkForm,
  type DataForm,
  figureKeys,
  liveValue,
  placeServerErrors,
  toForm,
  warningsToShow,
} from "./form";
import { TableFields } from "./table-fields";
import { dataTexts, tableIntro } from "./texts";

/** What the page gives each table of the chosen year. */
export interface TableSectionProps {
  tahun: number;
  tabel: DataTable;
  /** The table as stored, or null while it is not filled in. */
  stored: StoredDataTable | null;
  /** The year's number of people, once its table is saved: what the breakdowns add up to. */
  jiwa: number | null;
  /** Whether the year before has this table ('Salin dari tahun lalu'). */
  canCopy: boolean;
  loadPrevious: () => Promise<DataYear>;
  onSaved: (saved: StoredDataTable) => void;
  onRemoved: () => void;
  publicOrigin: string;
}

const draftKeyOf = (tahun: number, tabel: DataTable) => `data:${tahun}:${tabel}`;

/** The public page a table is shown on, for the year. */
const publicPath = (tabel: DataTable, tahun: number) =>
  `${tabel === "apbdes" ? DATA_PATHS.apbdes : DATA_PATHS.penduduk}?tahun=${tahun}`;

/** Where 'Salin dari tahun lalu' is: fetching, failed, or done and saying so. */
interface CopyState {
  busy: boolean;
  failure: Failure | null;
  note: string | null;
}
const NO_COPY: CopyState = { busy: false, failure: null, note: null };

/**
 * One table's form: its figures (kept as a draft, so nothing typed is lost to a failed save),
 * the totals and warnings as typed, and its own 'Simpan'. Mounted again after each save, from
 * what was stored.
 */
function TableForm({
  tahun,
  tabel,
  stored,
  jiwa,
  canCopy,
  loadPrevious,
  onSaved,
  onAskRemove,
  publicOrigin,
}: Omit<TableSectionProps, "onRemoved"> & { onAskRemove: () => void }) {
  const title = DATA_TABLE_TITLES[tabel];
  const idPrefix = `data-${tabel}`;
  const write = useWrite();
  const [copy, setCopy] = useState<CopyState>(NO_COPY);
  const storedValue = stored?.value ?? null;
  const initial = useCallback(() => toForm(tabel, storedValue), [tabel, storedValue]);
  const form = useForm<DataForm>({
    draftKey: draftKeyOf(tahun, tabel),
    version: stored?.updatedAt ?? null,
    initial,
    revive: (draft) => reviveStrings(draft, initial()),
    check: (values) => checkForm(tabel, values),
    send: async (values) => {
      // `check` passed, so every figure reads: the figures go as the numbers they are.
      const value = liveValue(tabel, values);
      if (value === null) return checkForm(tabel, values);
      setCopy(NO_COPY);
      const outcome = await write.run(dataTexts.saveFailed(title, tahun), () =>
        sendJson(endpoints.data.save(tahun, tabel), value),
      );
      if (!outcome.ok) return placeServerErrors(tabel, outcome.fields);
      clearDraft(draftKeyOf(tahun, tabel));
      onSaved(outcome.result);
      return {};
    },
  });
  const formRef = useFocusFirstInvalid(form.focusRequest);
  const warnings = warningsToShow(tabel, form.values, stored, jiwa);
  const busy = write.busy || copy.busy;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) void form.submit();
  };

  const copyFromLastYear = async () => {
    const from = tahun - 1;
    setCopy({ busy: true, failure: null, note: null });
    try {
      const previous = (await loadPrevious()).tables[tabel];
      if (!previous) {
        setCopy({ busy: false, failure: { title: dataTexts.copyMissing(from), detail: null }, note: null });
        return;
      }
      form.setValues(() => toForm(tabel, previous.value));
      form.clearErrors(...figureKeys(tabel), "form");
      setCopy({ busy: false, failure: null, note: dataTexts.copied(from) });
    } catch (error) {
      setCopy({
        busy: false,
        failure: { title: dataTexts.copyFailed(from), detail: failureDetail(error) },
        note: null,
      });
    }
  };

  return (
    // noValidate: our own Indonesian messages beside each figure, not the browser's bubbles.
    <form ref={formRef} className="stack data-form" noValidate onSubmit={submit} aria-busy={busy}>
      <fieldset className="modal-fields stack" disabled={write.busy}>
        {form.restored && <DraftNote onStartOver={form.startOver} />}
        <TableFields tabel={tabel} idPrefix={idPrefix} form={form} jiwa={jiwa} />
      </fieldset>
      {/* Always in the page, so a warning that appears as the admin types is heard. */}
      <div role="status" className="data-warnings">
        {warnings.length > 0 && (
          <div className="alert alert-warning">
            <strong>{dataTexts.warnings}</strong>
            <ul>
              {warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div role="status" className="data-copy-note">
        {copy.note && <p className="alert alert-info">{copy.note}</p>}
      </div>
      <FailureAlert failure={copy.failure} />
      <FailureAlert failure={write.failure} />
      {form.errors.form && <p className="field-error">{form.errors.form}</p>}
      {form.hasErrors && !write.failure && (
        <p className="field-error form-summary">{commonTexts.fixErrors}</p>
      )}
      <div className="settings-actions">
        <button type="submit" className="button" disabled={busy}>
          {write.busy ? commonTexts.saving : dataTexts.save}
        </button>
        {canCopy && (
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => void copyFromLastYear()}
          >
            {copy.busy ? dataTexts.copying : dataTexts.copy}
          </button>
        )}
        {stored && (
          <>
            <button
              type="button"
              className="button button-outline data-remove"
              disabled={busy}
              onClick={onAskRemove}
            >
              {dataTexts.remove}
            </button>
            <a
              className="button button-outline"
              href={`${publicOrigin}${publicPath(tabel, tahun)}`}
              target="_blank"
              rel="noopener"
            >
              {dataTexts.view}
            </a>
          </>
        )}
      </div>
    </form>
  );
}

/**
 * One table of the chosen year, in a section of its own: its title, when it was last saved (or
 * 'Belum diisi'), its form, the banner of its last save or deletion, and 'Hapus' asked first.
 */
export function TableSection(props: TableSectionProps) {
  const { tahun, tabel, stored, onRemoved, onSaved, ...rest } = props;
  const title = DATA_TABLE_TITLES[tabel];
  const id = `data-${tabel}`;
  const banner = useBanner();
  const remover = useWrite();
  const [confirming, setConfirming] = useState(false);
  // Where focus goes once 'Hapus' is gone with the table.
  const heading = useRef<HTMLHeadingElement>(null);

  const remove = async () => {
    const outcome = await remover.run(dataTexts.removeFailed(title, tahun), () =>
      sendJson(endpoints.data.remove(tahun, tabel)),
    );
    if (!outcome.ok) return;
    clearDraft(draftKeyOf(tahun, tabel));
    setConfirming(false);
    onRemoved();
    banner.show(dataTexts.removed(title, tahun));
  };

  return (
    <section id={id} className="settings-section data-section" aria-labelledby={`${id}-judul`}>
      <h2 id={`${id}-judul`} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p className="data-saved">
        {stored ? dataTexts.savedAt(formatWhen(stored.updatedAt)) : dataTexts.notFilled}
      </p>
      <p className="settings-intro">{tableIntro(tabel)}</p>
      <BannerRegion message={banner.message} />
      <TableForm
        // A save or a deletion gives the table a new version: its form starts again from it.
        key={stored?.updatedAt ?? "kosong"}
        tahun={tahun}
        tabel={tabel}
        stored={stored}
        {...rest}
        onSaved={(saved) => {
          onSaved(saved);
          banner.show(dataTexts.saved(title, tahun, saved.warnings.length));
        }}
        onAskRemove={() => {
          banner.clear();
          remover.reset();
          setConfirming(true);
        }}
      />
      {confirming && (
        <ConfirmDelete
          title={dataTexts.removeTitle(title, tahun)}
          message={dataTexts.removeText(title, tahun)}
          busy={remover.busy}
          failure={remover.failure}
          onConfirm={() => void remove()}
          onClose={() => setConfirming(false)}
          fallbackFocus={heading}
        />
      )}
    </section>
  );
}
