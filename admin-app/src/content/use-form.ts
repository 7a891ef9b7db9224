import { useCallback, useState } from "react";
import { useDraft } from "./drafts";
import { without } from "./form-errors";
import { blocksSubmit, type ImageSlot, NO_IMAGE } from "./image-choice";

export type FieldErrors = Record<string, string>;

/** 'Required' for an image input that has no new file when the form needs one. */
export function missingImage(required: boolean, slot: ImageSlot | undefined, message: string): FieldErrors {
  return required && slot?.status !== "ready" ? { image: message } : {};
}

export interface FormOptions<V> {
  /** Where the unsaved input is kept (drafts.ts), and the version of the record it started from. */
  draftKey: string;
  version: string | null;
  initial: () => V;
  revive: (stored: unknown) => V | null;
  /** False for a form of passwords: its input is never kept as a draft (drafts.ts). */
  persist?: boolean;
  /** Problems found before sending: the shared schema's, plus what the form itself requires. */
  check: (values: V, images: Record<string, ImageSlot>) => FieldErrors;
  /** Sends the values; answers the server's field errors (none on success or a general failure). */
  send: (values: V, images: Record<string, ImageSlot>) => Promise<FieldErrors>;
}

/**
 * One form's state, the same for every admin form: values and images kept as a draft, the
 * errors beside each field (typing clears a field's own), a focus request that moves focus to
 * the first invalid field, and a submit that checks with the schema before anything is sent.
 * A form is then mostly its fields: `field(name)` gives a text input its value, onChange and error.
 */
export function useForm<V extends object>(options: FormOptions<V>) {
  const { check, send } = options;
  const draft = useDraft<V>({
    key: options.draftKey,
    version: options.version,
    initial: options.initial,
    revive: options.revive,
    persist: options.persist,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);

  const showErrors = useCallback((next: FieldErrors) => {
    setErrors(next);
    setFocusRequest((count) => count + 1);
  }, []);

  const clearErrors = useCallback((...names: string[]) => {
    setErrors((current) => names.reduce(without, current));
  }, []);

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    draft.setValues((current) => ({ ...current, [name]: value }));
    clearErrors(name);
  };

  /** The props of a text, select or textarea field bound to `name`. */
  const field = <K extends { [P in keyof V]: V[P] extends string ? P : never }[keyof V] & string>(
    name: K,
  ) => ({
    value: draft.values[name] as string,
    onChange: (value: string) => setValue(name, value as V[K]),
    error: errors[name],
  });

  const imageOf = (name: string): ImageSlot => draft.images[name] ?? NO_IMAGE;

  /** The props of an image input kept under `name`; its errors are reported as `errorName`. */
  const imageField = (name: string, errorName = name) => ({
    slot: imageOf(name),
    onChange: (slot: ImageSlot) => {
      draft.setImage(name, slot);
      clearErrors(errorName);
    },
    error: errors[errorName],
  });

  const submit = async () => {
    const problems = check(draft.values, draft.images);
    if (Object.keys(problems).length > 0) {
      showErrors(problems);
      return;
    }
    const serverProblems = await send(draft.values, draft.images);
    if (Object.keys(serverProblems).length > 0) showErrors(serverProblems);
  };

  const startOver = () => {
    draft.discard();
    setErrors({});
  };

  return {
    values: draft.values,
    images: draft.images,
    setValues: draft.setValues,
    setImage: draft.setImage,
    setValue,
    field,
    imageOf,
    imageField,
    errors,
    clearErrors,
    submit,
    startOver,
    /** Any image still being checked, or refused: nothing may be sent yet. */
    blocked: Object.values(draft.images).some(blocksSubmit),
    hasErrors: Object.keys(errors).length > 0,
    focusRequest,
    restored: draft.restored,
  };
}

/** What the frame around a form's fields (modal or section) needs from it. */
export type FormControl = Pick<
  ReturnType<typeof useForm>,
  "submit" | "startOver" | "blocked" | "hasErrors" | "focusRequest" | "restored"
>;
