import { type ReactNode, type RefObject, useEffect, useId, useRef } from "react";
import type { Failure } from "../content/use-write";
import { FailureAlert } from "./failure-alert";

/**
 * A native modal `<dialog>` (focus trapped and the page behind inert by the browser itself),
 * open for as long as it is mounted. Esc asks `onClose`, which is ignored while `canClose` is
 * false (a request is running). Focus goes to the element marked `data-autofocus`, else the
 * title; on close it returns to whatever opened it, or `fallbackFocus` if that is gone.
 */
export function Modal({
  labelledBy,
  onClose,
  canClose,
  fallbackFocus,
  className,
  children,
}: {
  labelledBy: string;
  onClose: () => void;
  canClose: boolean;
  fallbackFocus?: RefObject<HTMLElement | null>;
  className?: string;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!element.open) element.showModal();
    const first =
      element.querySelector<HTMLElement>("[data-autofocus]") ?? element.querySelector<HTMLElement>("h2");
    first?.focus();
    return () => {
      if (element.open) element.close();
      const back = opener?.isConnected && opener !== document.body ? opener : fallbackFocus?.current;
      back?.focus();
    };
  }, [fallbackFocus]);

  return (
    <dialog
      ref={dialog}
      className={className ? `modal ${className}` : "modal"}
      aria-labelledby={labelledBy}
      onCancel={(event) => {
        // React decides when the dialog goes away, so unsaved state is never torn down by surprise.
        event.preventDefault();
        if (canClose) onClose();
      }}
      onClose={() => {
        // The browser may still close it (a repeated Esc); reopen while a request runs.
        const element = dialog.current;
        if (!element) return;
        if (canClose) onClose();
        else if (!element.open) element.showModal();
      }}
    >
      {children}
    </dialog>
  );
}

/**
 * The button that closes a modal without doing anything: it has focus first, so Enter on a
 * phone keyboard never deletes or sends, and waits while a request runs.
 */
export function DismissButton({
  label,
  busy,
  onClose,
}: {
  label: string;
  busy: boolean;
  onClose: () => void;
}) {
  return (
    <button type="button" className="button button-outline" onClick={onClose} disabled={busy} data-autofocus>
      {label}
    </button>
  );
}

/** What the screen gives a modal that runs one write at a time (ConfirmDelete, an opened message). */
export interface ActionModalProps {
  title: string;
  busy: boolean;
  failure: Failure | null;
  onClose: () => void;
  fallbackFocus?: RefObject<HTMLElement | null>;
}

/**
 * A modal that asks or shows rather than takes input (a deletion to confirm, an opened message):
 * its title, its body, the failure of its last action and its buttons. It cannot be closed while
 * `busy`.
 */
export function ActionModal({
  title,
  busy,
  failure,
  onClose,
  fallbackFocus,
  className,
  actionsClassName,
  actions,
  children,
}: ActionModalProps & {
  className?: string;
  actionsClassName?: string;
  actions: ReactNode;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Modal
      labelledBy={titleId}
      onClose={onClose}
      canClose={!busy}
      fallbackFocus={fallbackFocus}
      className={className}
    >
      <div className="modal-form">
        <header className="modal-header">
          <h2 id={titleId} tabIndex={-1}>
            {title}
          </h2>
        </header>
        <div className="modal-body stack">{children}</div>
        <footer className="modal-footer">
          <FailureAlert failure={failure} />
          <div className={actionsClassName ? `modal-actions ${actionsClassName}` : "modal-actions"}>
            {actions}
          </div>
        </footer>
      </div>
    </Modal>
  );
}
