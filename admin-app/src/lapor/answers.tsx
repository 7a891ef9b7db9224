import { fieldErrors } from "@padukuhan/shared/content-schemas";
import { laporJawabanSchema } from "@padukuhan/shared/lapor-admin";
import { type ComponentProps, type FormEvent, useEffect, useId, useRef, useState } from "react";
import { sendJson } from "../accounts/send-json";
import { formatWhen } from "../accounts/texts";
import { BannerRegion } from "../components/banner-region";
import { ConfirmDelete } from "../components/confirm-delete";
import { FailureAlert } from "../components/failure-alert";
import { TextAreaField } from "../components/fields";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { useWrite } from "../content/use-write";
import { type AnswerOf, endpoints } from "../endpoints";
import { answerAuthor, laporTexts } from "./texts";

/** One answer of the office, as `GET /api/admin/lapor/:id` gives it. */
export type LaporAnswer = AnswerOf<ReturnType<typeof endpoints.lapor.one>>["jawaban"][number];

/** The text to send, or the field's message when the Worker would refuse it anyway. */
function checked(text: string): { text: string } | { error: string } {
  const parsed = laporJawabanSchema.safeParse({ text });
  if (parsed.success) return parsed.data;
  return { error: fieldErrors(parsed.error).text ?? laporTexts.sendFailed };
}

/**
 * The form an answer is written in, a new one or a change: its text (required), what went
 * wrong with the last send, and its buttons. A change can be cancelled; then both buttons
 * share the row, while 'Kirim' alone keeps its own width.
 */
function AnswerForm({
  className,
  field,
  write,
  submitLabel,
  busyLabel,
  onSubmit,
  onCancel,
}: {
  className?: string;
  field: Omit<ComponentProps<typeof TextAreaField>, "required">;
  write: Pick<ReturnType<typeof useWrite>, "busy" | "failure">;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void>;
  onCancel?: () => void;
}) {
  return (
    <form
      className={className ? `stack ${className}` : "stack"}
      noValidate
      onSubmit={(event) => void onSubmit(event)}
    >
      <TextAreaField {...field} required />
      <FailureAlert failure={write.failure} />
      <div className={onCancel ? "row-actions" : undefined}>
        <button type="submit" className="button" disabled={write.busy}>
          {write.busy ? busyLabel : submitLabel}
        </button>
        {onCancel && (
          <button type="button" className="button button-outline" disabled={write.busy} onClick={onCancel}>
            {commonTexts.cancel}
          </button>
        )}
      </div>
    </form>
  );
}

/** The answer being changed: its text as the admin is typing it, and what is wrong with it. */
interface Editing {
  id: string;
  text: string;
  error?: string | undefined;
}

/**
 * The answers of one report, oldest first, each dated and signed; its author alone may change
 * ('Ubah') or delete ('Hapus') one, the Worker checks it again. Below them the admin writes a
 * new one. A failed write keeps what was typed.
 */
export function LaporAnswers({
  laporId,
  answers,
  update,
}: {
  laporId: string;
  answers: readonly LaporAnswer[];
  /** Applies a write the server confirmed to the answers shown. */
  update: (change: (answers: LaporAnswer[]) => LaporAnswer[]) => void;
}) {
  const send = useWrite();
  const thread = useWrite();
  const banner = useBanner();
  const heading = useRef<HTMLHeadingElement>(null);
  const list = useRef<HTMLOListElement>(null);
  const newId = useId();
  const editId = useId();
  const [text, setText] = useState("");
  const [error, setError] = useState<string | undefined>();
  const [editing, setEditing] = useState<Editing | null>(null);
  const [removing, setRemoving] = useState<LaporAnswer | null>(null);
  // The answer whose 'Ubah' takes the focus back once its edit closes.
  const [refocus, setRefocus] = useState<string | null>(null);

  const editingId = editing?.id ?? null;
  useEffect(() => {
    if (editingId) document.getElementById(editId)?.focus();
  }, [editingId, editId]);
  useEffect(() => {
    if (!refocus) return;
    list.current?.querySelector<HTMLElement>(`[data-edit="${CSS.escape(refocus)}"]`)?.focus();
    setRefocus(null);
  }, [refocus]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    banner.clear();
    const input = checked(text);
    if ("error" in input) {
      setError(input.error);
      document.getElementById(newId)?.focus();
      return;
    }
    setError(undefined);
    const outcome = await send.run(laporTexts.sendFailed, () =>
      sendJson(endpoints.lapor.answer(laporId), input),
    );
    if (!outcome.ok) {
      setError(outcome.fields.text);
      return;
    }
    update((current) => [...current, outcome.result]);
    setText("");
    banner.show(laporTexts.answerSent);
  };

  const startEdit = (answer: LaporAnswer) => {
    thread.reset();
    banner.clear();
    setEditing({ id: answer.id, text: answer.text });
  };

  const closeEdit = (id: string) => {
    thread.reset();
    setEditing(null);
    setRefocus(id);
  };

  const saveEdit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!editing) return;
    const input = checked(editing.text);
    if ("error" in input) {
      setEditing({ ...editing, error: input.error });
      document.getElementById(editId)?.focus();
      return;
    }
    const { id } = editing;
    const outcome = await thread.run(laporTexts.updateFailed, () =>
      sendJson(endpoints.lapor.updateAnswer(laporId, id), input),
    );
    if (!outcome.ok) {
      setEditing((current) => (current?.id === id ? { ...current, error: outcome.fields.text } : current));
      return;
    }
    update((current) => current.map((answer) => (answer.id === id ? outcome.result : answer)));
    setEditing(null);
    setRefocus(id);
    banner.show(laporTexts.updated);
  };

  const remove = async (answer: LaporAnswer) => {
    const outcome = await thread.run(laporTexts.deleteFailed, () =>
      sendJson(endpoints.lapor.removeAnswer(laporId, answer.id)),
    );
    if (!outcome.ok) return;
    update((current) => current.filter((item) => item.id !== answer.id));
    setRemoving(null);
    banner.show(laporTexts.deleted);
  };

  return (
    <section aria-labelledby="laporan-jawaban" className="lapor-section">
      <h2 id="laporan-jawaban" ref={heading} tabIndex={-1}>
        {laporTexts.answersHeading}
      </h2>
      {answers.length === 0 ? (
        <p className="lapor-muted">{laporTexts.noAnswers}</p>
      ) : (
        <>
          <p className="lapor-muted">{laporTexts.answerCount(answers.length)}</p>
          <ol ref={list} className="lapor-thread">
            {answers.map((answer) => {
              const when = formatWhen(answer.createdAt);
              const isEditing = editing?.id === answer.id;
              return (
                <li key={answer.id} className="lapor-answer">
                  <p className="lapor-answer-head">
                    <strong>{answerAuthor(answer.author)}</strong>{" "}
                    <time dateTime={answer.createdAt}>{when}</time>
                    {answer.updatedAt && (
                      <span className="lapor-edited" title={formatWhen(answer.updatedAt)}>
                        {" "}
                        {laporTexts.edited}
                      </span>
                    )}
                  </p>
                  {isEditing ? (
                    <AnswerForm
                      field={{
                        id: editId,
                        label: laporTexts.editAnswer,
                        value: editing.text,
                        error: editing.error,
                        onChange: (value) => setEditing({ ...editing, text: value }),
                      }}
                      write={thread}
                      submitLabel={commonTexts.saveChanges}
                      busyLabel={commonTexts.saving}
                      onSubmit={saveEdit}
                      onCancel={() => closeEdit(answer.id)}
                    />
                  ) : (
                    <>
                      {/* Plain text as the admin typed it: React escapes it, CSS keeps its line breaks. */}
                      <p className="lapor-text">{answer.text}</p>
                      {answer.self && (
                        <div className="row-actions lapor-answer-actions">
                          <button
                            type="button"
                            className="button button-outline"
                            data-edit={answer.id}
                            aria-label={laporTexts.editLabel(when)}
                            disabled={editing !== null}
                            onClick={() => startEdit(answer)}
                          >
                            {commonTexts.edit}
                          </button>
                          <button
                            type="button"
                            className="button button-danger"
                            aria-label={laporTexts.removeLabel(when)}
                            disabled={editing !== null}
                            onClick={() => {
                              thread.reset();
                              banner.clear();
                              setRemoving(answer);
                            }}
                          >
                            {commonTexts.remove}
                          </button>
                        </div>
                      )}
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      <BannerRegion message={banner.message} />
      <AnswerForm
        className="lapor-answer-form"
        field={{
          id: newId,
          label: laporTexts.newAnswer,
          hint: laporTexts.answerHint,
          value: text,
          error,
          onChange: setText,
        }}
        write={send}
        submitLabel={laporTexts.send}
        busyLabel={laporTexts.sending}
        onSubmit={submit}
      />
      {removing && (
        <ConfirmDelete
          title={laporTexts.deleteTitle}
          message={laporTexts.deleteMessage(formatWhen(removing.createdAt))}
          busy={thread.busy}
          failure={thread.failure}
          fallbackFocus={heading}
          onConfirm={() => void remove(removing)}
          onClose={() => {
            thread.reset();
            setRemoving(null);
          }}
        />
      )}
    </section>
  );
}
