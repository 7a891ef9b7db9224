import { type ReactNode, type RefObject, useEffect, useRef } from "react";

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
