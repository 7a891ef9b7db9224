import type { PesanEntry } from "@padukuhan/shared/pesan";
import { type RefObject, useCallback, useEffect, useId, useRef, useState } from "react";
import { sendJson } from "../accounts/send-json";
import { formatWhen } from "../accounts/texts";
import { apiJson } from "../api";
import { ConfirmDelete } from "../components/confirm-delete";
import { FailureAlert } from "../components/failure-alert";
import { Modal } from "../components/modal";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import { pesanTexts, replyLink } from "../pesan/texts";
import { announcePesanChanged } from "../pesan/unread-badge";

type ListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; items: PesanEntry[]; next: string | null };

/** One message opened: read in full, answered, marked or deleted. */
function PesanDialog({
  entry,
  busy,
  onMark,
  onDelete,
  onClose,
  failure,
  fallbackFocus,
}: {
  entry: PesanEntry;
  busy: boolean;
  onMark: (dibaca: boolean) => void;
  onDelete: () => void;
  onClose: () => void;
  failure: ReturnType<typeof useWrite>["failure"];
  fallbackFocus: RefObject<HTMLElement | null>;
}) {
  const titleId = useId();
  return (
    <Modal labelledBy={titleId} onClose={onClose} canClose={!busy} fallbackFocus={fallbackFocus}>
      <div className="modal-form">
        <header className="modal-header">
          <h2 id={titleId} tabIndex={-1}>
            {entry.subjek}
          </h2>
        </header>
        <div className="modal-body stack">
          <dl className="pesan-meta">
            <dt>{pesanTexts.from}</dt>
            <dd>
              {entry.nama} &lt;{entry.email}&gt;
            </dd>
            <dt>{pesanTexts.received}</dt>
            <dd>{formatWhen(entry.createdAt)}</dd>
          </dl>
          {/* Plain text as the visitor typed it: React escapes it, CSS keeps its line breaks. */}
          <p className="pesan-text">{entry.pesan}</p>
        </div>
        <footer className="modal-footer">
          <FailureAlert failure={failure} />
          <div className="modal-actions pesan-actions">
            <a className="button" href={replyLink(entry)}>
              {pesanTexts.reply}
            </a>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={() => onMark(!entry.dibaca)}
            >
              {busy ? pesanTexts.marking : entry.dibaca ? pesanTexts.markUnread : pesanTexts.markRead}
            </button>
            <button type="button" className="button button-danger" disabled={busy} onClick={onDelete}>
              {commonTexts.remove}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={busy}
              onClick={onClose}
              data-autofocus
            >
              {commonTexts.close}
            </button>
          </div>
        </footer>
      </div>
    </Modal>
  );
}

/**
 * /admin/pesan, 'Pesan Masuk' (docs/decisions/013): the visitors' messages newest first, 20 at
 * a time, unread ones marked. Opening one marks it read; the admin answers by email ('Balas').
 */
export function PesanPage() {
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [more, setMore] = useState<"idle" | "loading" | "error">("idle");
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const write = useWrite();
  const banner = useBanner();
  const heading = useRef<HTMLHeadingElement>(null);
  const sequence = useRef(0);

  const loadFirst = useCallback(async () => {
    const request = ++sequence.current;
    setMore("idle");
    setState({ status: "loading" });
    try {
      const page = await apiJson(endpoints.pesan.page(null), { cache: "no-store" });
      if (request === sequence.current) setState({ status: "ready", items: page.data, next: page.next });
    } catch {
      if (request === sequence.current) setState({ status: "error" });
    }
  }, []);
  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  const loadMore = async () => {
    if (state.status !== "ready" || state.next === null || more === "loading") return;
    const request = ++sequence.current;
    setMore("loading");
    try {
      const page = await apiJson(endpoints.pesan.page(state.next), { cache: "no-store" });
      if (request !== sequence.current) return;
      setState((current) =>
        current.status === "ready"
          ? { status: "ready", items: [...current.items, ...page.data], next: page.next }
          : current,
      );
      setMore("idle");
    } catch {
      if (request === sequence.current) setMore("error");
    }
  };

  const update = (id: string, change: (entry: PesanEntry) => PesanEntry | null) =>
    setState((current) =>
      current.status === "ready"
        ? {
            ...current,
            items: current.items.flatMap((entry) => {
              if (entry.id !== id) return [entry];
              const changed = change(entry);
              return changed ? [changed] : [];
            }),
          }
        : current,
    );

  const mark = async (entry: PesanEntry, dibaca: boolean, quiet = false) => {
    const outcome = await write.run(pesanTexts.markFailed, () =>
      sendJson(endpoints.pesan.mark(entry.id), { dibaca }),
    );
    if (!outcome.ok) return;
    update(entry.id, (current) => ({ ...current, dibaca }));
    announcePesanChanged();
    if (!quiet) banner.show(dibaca ? pesanTexts.markedRead : pesanTexts.markedUnread);
  };

  const open = (entry: PesanEntry) => {
    write.reset();
    setOpenId(entry.id);
    if (!entry.dibaca) void mark(entry, true, true);
  };

  const remove = async (entry: PesanEntry) => {
    const outcome = await write.run(pesanTexts.deleteFailed, () =>
      sendJson(endpoints.pesan.remove(entry.id)),
    );
    if (!outcome.ok) return;
    setDeleting(false);
    setOpenId(null);
    update(entry.id, () => null);
    announcePesanChanged();
    banner.show(pesanTexts.deleted);
  };

  const opened = state.status === "ready" ? state.items.find((entry) => entry.id === openId) : undefined;
  return (
    <section aria-labelledby="pesan-judul" className="pesan">
      <h1 id="pesan-judul" ref={heading} tabIndex={-1}>
        {pesanTexts.heading}
      </h1>
      <p>{pesanTexts.intro}</p>
      <div role="status" className="banner-region">
        {banner.message && <p className="alert alert-success">{banner.message}</p>}
      </div>
      {state.status === "loading" && <p className="list-note">{pesanTexts.loading}</p>}
      {state.status === "error" && (
        <div className="alert alert-error list-failed" role="alert">
          <span>{pesanTexts.failed}</span>
          <button type="button" className="button button-ghost" onClick={() => void loadFirst()}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <p className={state.items.length === 0 ? "list-note" : "list-status"}>
          {state.items.length === 0 ? pesanTexts.empty : pesanTexts.shown(state.items.length)}
        </p>
      )}
      {state.status === "ready" && state.items.length > 0 && (
        <ol className="pesan-list">
          {state.items.map((entry) => (
            <li key={entry.id} className={entry.dibaca ? "pesan-item" : "pesan-item is-unread"}>
              <div className="pesan-summary">
                <strong className="pesan-subjek">{entry.subjek}</strong>
                <span className="pesan-from">
                  {entry.nama} · {formatWhen(entry.createdAt)}
                </span>
                {!entry.dibaca && <span className="pesan-unread">{pesanTexts.unread}</span>}
              </div>
              <button
                type="button"
                className="button button-ghost"
                aria-label={`${pesanTexts.open}: ${entry.subjek}`}
                onClick={() => open(entry)}
              >
                {pesanTexts.open}
              </button>
            </li>
          ))}
        </ol>
      )}
      {state.status === "ready" && state.next !== null && (
        <div className="list-more">
          {more === "error" && (
            <p className="alert alert-error" role="alert">
              {pesanTexts.failed}
            </p>
          )}
          <button
            type="button"
            className="button button-ghost"
            aria-disabled={more === "loading" || undefined}
            onClick={() => void loadMore()}
          >
            {more === "loading" ? commonTexts.loadingMore : commonTexts.loadMore}
          </button>
        </div>
      )}
      {opened && !deleting && (
        <PesanDialog
          entry={opened}
          busy={write.busy}
          failure={write.failure}
          fallbackFocus={heading}
          onMark={(dibaca) => void mark(opened, dibaca)}
          onDelete={() => {
            write.reset();
            setDeleting(true);
          }}
          onClose={() => setOpenId(null)}
        />
      )}
      {opened && deleting && (
        <ConfirmDelete
          title={pesanTexts.deleteTitle}
          message={pesanTexts.deleteMessage(opened.subjek)}
          busy={write.busy}
          failure={write.failure}
          fallbackFocus={heading}
          onConfirm={() => void remove(opened)}
          onClose={() => setDeleting(false)}
        />
      )}
    </section>
  );
}
