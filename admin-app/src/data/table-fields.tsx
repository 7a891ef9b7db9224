import {
  APBDES_GROUP_NAMES,
  APBDES_GROUP_TITLES,
  APBDES_GROUPS,
  type ApbdesGroup,
  type DataTable,
  PENDUDUK_BREAKDOWNS,
  type PendudukBreakdown,
} from "@padukuhan/shared/data-padukuhan";
import type { useForm } from "../content/use-form";
import { FigureField } from "./figure-field";
import {
  apbdesTotals,
  breakdownSum,
  type DataForm,
  isBreakdown,
  LINE_AMOUNTS,
  type LiveLine,
  lineKey,
  lineOf,
  livePercent,
  PENDUDUK_FIELDS,
  sexTotal,
} from "./form";
import { countText, dataTexts, rowLabel, rupiahText } from "./texts";

type Form = ReturnType<typeof useForm<DataForm>>;

/** A total as typed: its name, then each amount; a figure that does not read yet shows a dash. */
function Total({ name, value, unit }: { name: string; value: number | null; unit?: string | null }) {
  return (
    <p className="data-total data-total-inline">
      <span className="data-total-name">{name}:</span> <strong>{countText(value)}</strong>
      {value === null && <span> {dataTexts.unreadableHint}</span>}
      {unit && <span> {unit}</span>}
    </p>
  );
}

/** A budget total: its name, its budget and realisation, and the realisation's percentage. */
function LineTotal({ name, line, percent = true }: { name: string; line: LiveLine; percent?: boolean }) {
  const share = percent ? livePercent(line) : null;
  const unread = line.anggaran === null || line.realisasi === null;
  return (
    <p className="data-total">
      <span className="data-total-name">{name}:</span>{" "}
      <span>
        {dataTexts.anggaran} <strong>{rupiahText(line.anggaran)}</strong>
      </span>{" "}
      <span>
        {dataTexts.realisasi} <strong>{rupiahText(line.realisasi)}</strong>
        {share !== null && ` (${dataTexts.percent(share)})`}
      </span>
      {unread && <span> {dataTexts.unreadableHint}</span>}
    </p>
  );
}

/** The four figures of the population, and men and women added up. */
function PendudukFields({ idPrefix, form }: { idPrefix: string; form: Form }) {
  const total = sexTotal(form.values);
  return (
    <>
      <div className="data-grid">
        {PENDUDUK_FIELDS.map((name) => (
          <FigureField key={name} id={`${idPrefix}-${name}`} label={dataTexts[name]} {...form.field(name)} />
        ))}
      </div>
      <p className="data-total data-total-inline">
        <span className="data-total-name">{dataTexts.sexTotal}:</span>{" "}
        <strong>{total === null ? dataTexts.unreadable : dataTexts.people(total)}</strong>
      </p>
    </>
  );
}

/** A breakdown's rows, and their sum beside the year's population when it is to match it. */
function BreakdownFields({
  tabel,
  idPrefix,
  form,
  jiwa,
}: {
  tabel: PendudukBreakdown;
  idPrefix: string;
  form: Form;
  jiwa: number | null;
}) {
  const { rows, sumsToTotal } = PENDUDUK_BREAKDOWNS[tabel];
  const sum = breakdownSum(tabel, form.values);
  return (
    <>
      <div className="data-grid">
        {rows.map((row, position) => (
          <FigureField
            key={row}
            id={`${idPrefix}-${position}`}
            label={rowLabel(tabel, row)}
            placeholder="0"
            required={false}
            {...form.field(row)}
          />
        ))}
      </div>
      <Total
        name={dataTexts.breakdownTotal}
        value={sum}
        unit={sumsToTotal && jiwa !== null ? dataTexts.ofPopulation(jiwa) : null}
      />
      {sumsToTotal && jiwa === null && <p className="field-hint">{dataTexts.noPopulation}</p>}
    </>
  );
}

/** One line's budget and realisation, side by side where there is room, and its realisation in percent. */
function LineFields({
  group,
  row,
  idPrefix,
  form,
}: {
  group: ApbdesGroup | "silpa";
  row: string | null;
  idPrefix: string;
  form: Form;
}) {
  const share = livePercent(lineOf(form.values, group, row));
  return (
    <>
      <div className="data-line-amounts">
        {LINE_AMOUNTS.map((amount) => (
          <FigureField
            key={amount}
            id={`${idPrefix}-${amount}`}
            label={dataTexts[amount]}
            placeholder="0"
            required={false}
            {...form.field(lineKey(group, row, amount))}
          />
        ))}
      </div>
      {share !== null && group !== "silpa" && (
        <p className="data-line-percent">
          {dataTexts.realisasi} {dataTexts.percent(share)}
        </p>
      )}
    </>
  );
}

/**
 * The APBDes: Pendapatan, Belanja and Pembiayaan, a group of lines each (a line is a group of
 * its two amounts, named by its source or bidang), each part's total as typed, then the SILPA the
 * books state with the SILPA the figures give beside it.
 */
function ApbdesFields({ idPrefix, form }: { idPrefix: string; form: Form }) {
  const totals = apbdesTotals(form.values);
  const partTotal: Record<ApbdesGroup, LiveLine> = {
    pendapatan: totals.pendapatan,
    belanja: totals.belanja,
    pembiayaan: totals.pembiayaanNetto,
  };
  return (
    <>
      {APBDES_GROUP_NAMES.map((group) => (
        <fieldset key={group} className="field-box data-group">
          <legend>{APBDES_GROUP_TITLES[group]}</legend>
          {APBDES_GROUPS[group].map((row, position) => (
            <fieldset key={row} className="field-box data-line">
              <legend>{row}</legend>
              <LineFields group={group} row={row} idPrefix={`${idPrefix}-${group}-${position}`} form={form} />
            </fieldset>
          ))}
          <LineTotal
            name={dataTexts.lineTotal[group]}
            line={partTotal[group]}
            percent={group !== "pembiayaan"}
          />
        </fieldset>
      ))}
      <fieldset className="field-box data-group" aria-describedby={`${idPrefix}-silpa-hint`}>
        <legend>{dataTexts.silpa}</legend>
        <p id={`${idPrefix}-silpa-hint`} className="field-hint">
          {dataTexts.silpaHint}
        </p>
        <LineFields group="silpa" row={null} idPrefix={`${idPrefix}-silpa`} form={form} />
        <LineTotal name={dataTexts.silpaHitungan} line={totals.silpaHitungan} percent={false} />
      </fieldset>
    </>
  );
}

/** A table's fields, by the kind of table, with its totals as typed. */
export function TableFields({
  tabel,
  idPrefix,
  form,
  jiwa,
}: {
  tabel: DataTable;
  idPrefix: string;
  form: Form;
  /** The year's number of people, once its table is saved. */
  jiwa: number | null;
}) {
  if (tabel === "penduduk") return <PendudukFields idPrefix={idPrefix} form={form} />;
  if (tabel === "apbdes") return <ApbdesFields idPrefix={idPrefix} form={form} />;
  if (isBreakdown(tabel))
    return <BreakdownFields tabel={tabel} idPrefix={idPrefix} form={form} jiwa={jiwa} />;
  return null;
}
