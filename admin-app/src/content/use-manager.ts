import { type RefObject, useCallback, useRef, useState } from "react";
import { apiJson } from "../api";
import { endpoints } from "../endpoints";
import { clearDraft, draftKey } from "./drafts";
import type { AdminKind, EntityKey, EntityTexts } from "./entities";
import { sendMultipart, type UploadProgress } from "./upload";
import { useBanner } from "./use-banner";
import { useContentList } from "./use-content-list";
import { type Failure, useWrite } from "./use-write";

export type { Failure };

export type DialogState<T> =
  | { kind: "add" }
  | { kind: "edit"; record: T }
  | { kind: "delete"; record: T }
  | null;

/** What a form needs to send itself; `submit` answers the server's field errors, if any. */
export interface SaveApi {
  busy: boolean;
  progress: UploadProgress | null;
  failure: Failure | null;
  submit: (body: FormData) => Promise<Record<string, string>>;
}

/** What every entity's add/edit form receives from its screen. */
export interface EntityFormProps<T> {
  record: T | null;
  texts: EntityTexts;
  save: SaveApi;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}

/**
 * The state and actions of one content screen: its list, the open modal (add, edit or
 * delete), the running request with its progress and failure (use-write.ts), and the
 * success banner.
 */
export function useContentManager<T extends { id: string }>(kind: AdminKind<EntityKey, T>) {
  const { texts, key } = kind;
  const list = useContentList(kind);
  const banner = useBanner();
  const [dialog, setDialog] = useState<DialogState<T>>(null);
  const { busy, progress, failure, setProgress, reset, run } = useWrite();
  const addButton = useRef<HTMLButtonElement>(null);

  const open = useCallback(
    (next: Exclude<DialogState<T>, null>) => {
      reset();
      setDialog(next);
    },
    [reset],
  );

  const close = useCallback(() => {
    if (!busy) setDialog(null);
  }, [busy]);

  /**
   * Runs a write; on success puts the server's record into the list at once (no page is read
   * again, however many are shown), closes the modal and shows the banner. Null on success,
   * else the field errors.
   */
  const write = async <R>(
    failedTitle: string,
    request: () => Promise<R>,
    apply: (result: R, items: T[]) => T[],
    done: string,
    key: string,
  ): Promise<Record<string, string> | null> => {
    const outcome = await run(failedTitle, request);
    if (!outcome.ok) return outcome.fields;
    clearDraft(key);
    list.update((items) => apply(outcome.result, items));
    setDialog(null);
    banner.show(done);
    return null;
  };

  const submit = async (body: FormData): Promise<Record<string, string>> => {
    if (dialog?.kind === "add") {
      const result = await write(
        texts.addFailed,
        () => sendMultipart(endpoints.content.add(kind), body, setProgress),
        (record, items) => [record, ...items],
        texts.added,
        draftKey(key),
      );
      return result ?? {};
    }
    if (dialog?.kind === "edit") {
      const { id } = dialog.record;
      const result = await write(
        texts.updateFailed,
        () => sendMultipart(endpoints.content.update(kind, id), body, setProgress),
        (record, items) => items.map((item) => (item.id === id ? record : item)),
        texts.updated,
        draftKey(key, id),
      );
      return result ?? {};
    }
    return {};
  };

  const remove = async () => {
    if (dialog?.kind !== "delete") return;
    const { id } = dialog.record;
    const result = await write(
      texts.deleteFailed,
      () => apiJson(endpoints.content.remove(kind, id)),
      (_answer, items) => items.filter((item) => item.id !== id),
      texts.deleted,
      draftKey(key, id),
    );
    // The row and its buttons are gone: put focus somewhere that still exists.
    if (result === null) addButton.current?.focus();
  };

  const save: SaveApi = { busy, progress, failure, submit };
  return { kind, texts, list, banner, dialog, open, close, save, remove, addButton };
}

export type ContentManager<T extends { id: string }> = ReturnType<typeof useContentManager<T>>;
