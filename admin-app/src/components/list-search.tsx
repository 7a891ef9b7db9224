import { SEARCH_INPUT } from "@padukuhan/shared/search";
import { useRef } from "react";
import { commonTexts } from "../content/entities";

/**
 * The search field above a content list. Typing searches by itself after a pause; Enter (the
 * phone keyboard's search key) searches at once. 'Bersihkan' empties it and shows the whole
 * list again.
 */
export function ListSearch({
  id,
  label,
  hint,
  value,
  onChange,
  onSubmit,
  onClear,
}: {
  id: string;
  label: string;
  hint: string;
  value: string;
  onChange: (value: string) => void;
  onSubmit: () => void;
  onClear: () => void;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <search>
      <form
        className="list-search"
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <label htmlFor={id}>{label}</label>
        <div className="list-search-row">
          <input
            ref={input}
            id={id}
            {...SEARCH_INPUT}
            value={value}
            placeholder={hint}
            onChange={(event) => onChange(event.target.value)}
          />
          {value !== "" && (
            <button
              type="button"
              className="button button-outline"
              onClick={() => {
                onClear();
                // The button goes away with the text: focus goes back to the field.
                input.current?.focus();
              }}
            >
              {commonTexts.clearSearch}
              <span className="visually-hidden">{commonTexts.clearSearchHidden}</span>
            </button>
          )}
        </div>
      </form>
    </search>
  );
}
