import { type RefObject, useId } from "react";
import { commonTexts } from "../content/entities";
import type { Failure } from "../content/use-write";
import { FailureAlert } from "./failure-alert";
import { Modal } from "./modal";

/**
 * Asks before deleting, says what goes (`message`), and warns that it cannot be undone (seed
 * section 2). Content records and admin accounts both ask here.
 */
export function ConfirmDelete({
  title,
  message,
  busy,
  failure,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  title: string;
  message: string;
  busy: boolean;
  failure: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      canClose={!busy}
      fallbackFocus={fallbackFocus}
      className="modal-small"
    >
      <div className="modal-form">
        <header className="modal-header">
          <h2 id={titleId} tabIndex={-1}>
            {title}
          </h2>
        </header>
        <div className="modal-body stack">
          <p>
            {message} <strong>{commonTexts.irreversible}</strong>
          </p>
        </div>
        <footer className="modal-footer">
          <FailureAlert failure={failure} />
          <div className="modal-actions">
            {/* The safe choice has focus first: Enter on a phone keyboard must not delete. */}
            <button
              type="button"
              className="button button-ghost"
              onClick={onClose}
              disabled={busy}
              data-autofocus
            >
              {commonTexts.cancel}
            </button>
            <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
              {busy ? commonTexts.deleting : commonTexts.remove}
            </button>
          </div>
        </footer>
      </div>
    </Modal>
  );
}
