import { type FormEvent, type ReactNode, type RefObject, useId } from "react";
import { commonTexts } from "../content/entities";
import type { FormControl } from "../content/use-form";
import type { EntityFormProps, SaveApi } from "../content/use-manager";
import { DraftNote } from "./draft-note";
import { FailureAlert } from "./failure-alert";
import { useFocusFirstInvalid } from "./focus-first-invalid";
import { Modal } from "./modal";
import { UploadProgress } from "./upload-progress";

/**
 * The add/edit modal every entity shares: title, the entity's fields, a note when an
 * unsaved draft was brought back, the failure text, the upload progress, and Batal / submit
 * at the bottom. It moves focus to the first invalid field each time the form asks to.
 */
export function FormModal({
  title,
  editing,
  save,
  form: formState,
  onClose,
  submitLabel,
  fallbackFocus,
  children,
}: {
  title: string;
  editing: boolean;
  save: SaveApi;
  form: FormControl;
  onClose: () => void;
  submitLabel: string;
  fallbackFocus: RefObject<HTMLElement | null>;
  children: ReactNode;
}) {
  const titleId = useId();
  const form = useFocusFirstInvalid(formState.focusRequest);
  const { restored, hasErrors, blocked } = formState;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!save.busy && !blocked) void formState.submit();
  };

  return (
    <Modal labelledBy={titleId} onClose={onClose} canClose={!save.busy} fallbackFocus={fallbackFocus}>
      {/* noValidate: our own Indonesian messages beside each field, not the browser's bubbles. */}
      <form ref={form} className="modal-form" noValidate onSubmit={submit} aria-busy={save.busy}>
        <header className="modal-header">
          <h2 id={titleId} tabIndex={-1}>
            {title}
          </h2>
          <button
            type="button"
            className="modal-close"
            onClick={onClose}
            disabled={save.busy}
            aria-label={commonTexts.close}
          >
            <span aria-hidden="true">×</span>
          </button>
        </header>
        {/* Locked while sending: a change made now would silently miss this save. */}
        <div className="modal-body">
          <fieldset className="modal-fields stack" disabled={save.busy}>
            {restored && <DraftNote onStartOver={formState.startOver} />}
            {children}
          </fieldset>
        </div>
        <footer className="modal-footer">
          <FailureAlert failure={save.failure} />
          {hasErrors && !save.failure && <p className="field-error form-summary">{commonTexts.fixErrors}</p>}
          {save.busy && <UploadProgress progress={save.progress} />}
          <div className="modal-actions">
            <button type="button" className="button button-outline" onClick={onClose} disabled={save.busy}>
              {commonTexts.cancel}
            </button>
            <button type="submit" className="button" disabled={save.busy || blocked}>
              {save.busy ? (editing ? commonTexts.updating : commonTexts.adding) : submitLabel}
            </button>
          </div>
        </footer>
      </form>
    </Modal>
  );
}

/**
 * The modal of a content record's form, from what its screen hands the form: the kind's add or
 * edit title, and `addLabel` or 'Simpan Perubahan' on the submit button.
 */
export function EntityFormModal<T>({
  entity,
  form,
  addLabel,
  children,
}: {
  entity: EntityFormProps<T>;
  form: FormControl;
  addLabel: string;
  children: ReactNode;
}) {
  const editing = entity.record !== null;
  return (
    <FormModal
      title={editing ? entity.texts.editTitle : entity.texts.addTitle}
      editing={editing}
      save={entity.save}
      form={form}
      onClose={entity.onClose}
      submitLabel={editing ? commonTexts.saveChanges : addLabel}
      fallbackFocus={entity.fallbackFocus}
    >
      {children}
    </FormModal>
  );
}
