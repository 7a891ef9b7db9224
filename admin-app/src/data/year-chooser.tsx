import { DATA_TABLES, dataMessages } from "@padukuhan/shared/data-padukuhan";
import { type FormEvent, useEffect, useState } from "react";
import { SelectField, TextField } from "../components/fields";
import type { DataIndex } from "../endpoints";
import { dataTexts } from "./texts";
import { suggestedNewYear, tableCount, yearChoices, yearFrom } from "./years";

const SELECT_ID = "data-tahun";
const NEW_YEAR_ID = "data-tahun-baru";

/**
 * The year: a choice of those that have tables (and the one shown), newest first, each with how
 * many of its tables are filled in; 'Tambah tahun' opens another, proposing this year or the
 * next. A new year is only kept once one of its tables is saved.
 */
export function YearChooser({
  tahun,
  index,
  now,
  onChoose,
}: {
  tahun: number;
  index: DataIndex;
  now: Date;
  /** `opened`: chosen with 'Tambah tahun', which says so. */
  onChoose: (tahun: number, opened: boolean) => void;
}) {
  const [adding, setAdding] = useState(false);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  // Focus follows the small form: into its field when it opens, back to the choice when it closes.
  const [focusOn, setFocusOn] = useState<string | null>(null);

  useEffect(() => {
    if (focusOn) document.getElementById(focusOn)?.focus();
  }, [focusOn]);

  const open = () => {
    setText(String(suggestedNewYear(index, now)));
    setError(undefined);
    setAdding(true);
    setFocusOn(NEW_YEAR_ID);
  };
  const close = () => {
    setAdding(false);
    setFocusOn(SELECT_ID);
  };
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = yearFrom(text);
    if (chosen === null) {
      setError(dataMessages.year);
      document.getElementById(NEW_YEAR_ID)?.focus();
      return;
    }
    onChoose(chosen, true);
    close();
  };

  return (
    <div className="data-years">
      <SelectField
        id={SELECT_ID}
        label={dataTexts.year}
        value={String(tahun)}
        onChange={(value) => onChoose(Number(value), false)}
        options={yearChoices(index, tahun).map(String)}
        optionLabel={(year) =>
          dataTexts.yearOption(Number(year), tableCount(index, Number(year)), DATA_TABLES.length)
        }
      />
      {adding ? (
        <form className="data-new-year" noValidate onSubmit={submit}>
          <TextField
            id={NEW_YEAR_ID}
            label={dataTexts.newYear}
            inputMode="numeric"
            required
            hint={dataTexts.newYearHint}
            value={text}
            error={error}
            onChange={(value) => {
              setText(value);
              setError(undefined);
            }}
          />
          <div className="data-new-year-actions">
            <button type="submit" className="button">
              {dataTexts.openYear}
            </button>
            <button type="button" className="button button-outline" onClick={close}>
              {dataTexts.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button type="button" className="button button-outline" onClick={open}>
          {dataTexts.addYear}
        </button>
      )}
    </div>
  );
}
