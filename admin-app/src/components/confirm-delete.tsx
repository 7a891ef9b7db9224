import type { RefObject } from "react";
import { commonTexts } from "../content/entities";
import type { Failure } from "../content/use-write";
import { ActionModal, DismissButton } from "./modal";

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
  return (
    <ActionModal
      title={title}
      busy={busy}
      failure={failure}
      onClose={onClose}
      fallbackFocus={fallbackFocus}
      className="modal-small"
      actions={
        <>
          <DismissButton label={commonTexts.cancel} busy={busy} onClose={onClose} />
          <button type="button" className="button button-danger" onClick={onConfirm} disabled={busy}>
            {busy ? commonTexts.deleting : commonTexts.remove}
          </button>
        </>
      }
    >
      <p>
        {message} <strong>{commonTexts.irreversible}</strong>
      </p>
    </ActionModal>
  );
}
