import { commonTexts } from "../content/entities";
import { ActionModal, type ActionModalProps, DismissButton } from "./modal";

/**
 * Asks before deleting, says what goes (`message`), and warns that it cannot be undone (seed
 * section 2). Content records and admin accounts both ask here.
 */
export function ConfirmDelete({
  message,
  onConfirm,
  ...modal
}: ActionModalProps & { message: string; onConfirm: () => void }) {
  const { busy, onClose } = modal;
  return (
    <ActionModal
      {...modal}
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
