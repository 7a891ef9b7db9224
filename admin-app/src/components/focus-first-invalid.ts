import { useEffect, useRef } from "react";

/** A form ref whose first invalid field gets focus each time `request` grows (after a failed check). */
export function useFocusFirstInvalid(request: number) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (request === 0) return;
    form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [request]);
  return form;
}
