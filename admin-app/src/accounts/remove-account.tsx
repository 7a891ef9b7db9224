import type { AccountSummary } from "@padukuhan/shared/accounts";
import { type RefObject, useId } from "react";
import { FailureAlert } from "../components/failure-alert";
import { Modal } from "../components/modal";
import { commonTexts } from "../content/entities";
import type { Failure } from "../content/use-write";
import { accountTexts } from "./texts";

/** Asks before removing another admin, says what follows, and shows the Worker's refusal. */
export function RemoveAccount({
  account,
  busy,
  failure,
  onConfirm,
  onClose,
  fallbackFocus,
}: {
  account: AccountSummary;
  busy: boolean;
  failure: Failure | null;
  onConfirm: () => void;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  const who = account.nama ? `${account.nama} (@${account.username})` : `@${account.username}`;
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
            {accountTexts.removeTitle}
          </h2>
        </header>
        <div className="modal-body stack">
          <p>
            {accountTexts.removeText(who)} <strong>{commonTexts.irreversible}</strong>
          </p>
        </div>
        <footer className="modal-footer">
          <FailureAlert failure={failure} />
          <div className="modal-actions">
            {/* The safe choice has focus first: Enter on a phone keyboard must not remove. */}
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
