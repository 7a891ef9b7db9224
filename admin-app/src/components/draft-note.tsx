import { commonTexts } from "../content/entities";

/**
 * Says that the form holds a draft kept from an earlier visit, with a way to start over. It sits
 * inside the form's fieldset, which disables its button while the form is sending.
 */
export function DraftNote({ onStartOver }: { onStartOver: () => void }) {
  return (
    <div className="alert alert-info draft-note">
      <span>{commonTexts.draftRestored}</span>
      <button type="button" className="button button-outline" onClick={onStartOver}>
        {commonTexts.startOver}
      </button>
    </div>
  );
}
