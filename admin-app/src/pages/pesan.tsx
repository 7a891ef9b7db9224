import { PESAN_BULK_MAX, type PesanEntry } from "@padukuhan/shared/pesan";
import { useEffect, useRef, useState } from "react";
import { sendJson } from "../accounts/send-json";
import { formatWhen } from "../accounts/texts";
import { BannerRegion } from "../components/banner-region";
import { ConfirmDelete } from "../components/confirm-delete";
import { FailureAlert } from "../components/failure-alert";
import { ActionModal, type ActionModalProps, DismissButton } from "../components/modal";
import { PagedList } from "../components/paged-list";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { usePagedList } from "../content/use-paged-list";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import { pesanTexts, replyLink } from "../pesan/texts";
import { announcePesanChanged, useUnreadCount } from "../pesan/unread-badge";

/** `ids` in lists the server takes at once (one page of 'Pesan Masuk'). */
const chunks = (ids: string[]) =>
  Array.from({ length: Math.ceil(ids.length / PESAN_BULK_MAX) }, (_, index) =>
    ids.slice(index * PESAN_BULK_MAX, (index + 1) * PESAN_BULK_MAX),
  );

/** 'Pilih semua': ticked when every shown message is, half-ticked when some are. */
function SelectAll({
  all,
  some,
  onChange,
}: {
  all: boolean;
  some: boolean;
  onChange: (on: boolean) => void;
}) {
  const box = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (box.current) box.current.indeterminate = some && !all;
  }, [all, some]);
  return (
    <label className="choice">
      <input ref={box} type="checkbox" checked={all} onChange={(event) => onChange(event.target.checked)} />
      {pesanTexts.selectAll}
    </label>
  );
}

/** One message opened: read in full, answered, marked or deleted. */
function PesanDialog({
  entry,
  onMark,
  onDelete,
  ...modal
}: Omit<ActionModalProps, "title"> & {
  entry: PesanEntry;
  onMark: (dibaca: boolean) => void;
  onDelete: () => void;
}) {
  const { busy, onClose } = modal;
  return (
    <ActionModal
      title={entry.subjek}
      {...modal}
      actionsClassName="pesan-actions"
      actions={
        <>
          <a className="button" href={replyLink(entry)}>
            {pesanTexts.reply}
          </a>
          <button
            type="button"
            className="button button-outline"
            disabled={busy}
            onClick={() => onMark(!entry.dibaca)}
          >
            {busy ? pesanTexts.marking : entry.dibaca ? pesanTexts.markUnread : pesanTexts.markRead}
          </button>
          <button type="button" className="button button-danger" disabled={busy} onClick={onDelete}>
            {commonTexts.remove}
          </button>
          <DismissButton label={commonTexts.close} busy={busy} onClose={onClose} />
        </>
      }
    >
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
    </ActionModal>
  );
}

/**
 * /admin/pesan, 'Pesan Masuk' (docs/decisions/013): the visitors' messages newest first, 20 at
 * a time, unread ones marked. Opening one marks it read; the admin answers by email ('Balas').
 */
export function PesanPage() {
  const list = usePagedList(endpoints.pesan.page);
  const [openId, setOpenId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deletingMany, setDeletingMany] = useState(false);
  const inbox = useUnreadCount(true);
  const write = useWrite();
  const banner = useBanner();
  const heading = useRef<HTMLHeadingElement>(null);

  /** Changes the message `id` as the server confirmed, or drops it (null). */
  const update = (id: string, change: (entry: PesanEntry) => PesanEntry | null) =>
    list.update((items) =>
      items.flatMap((entry) => {
        if (entry.id !== id) return [entry];
        const changed = change(entry);
        return changed ? [changed] : [];
      }),
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

  const star = async (entry: PesanEntry) => {
    const berbintang = !entry.berbintang;
    const outcome = await write.run(pesanTexts.starFailed, () =>
      sendJson(endpoints.pesan.star(entry.id), { berbintang }),
    );
    if (outcome.ok) update(entry.id, (current) => ({ ...current, berbintang }));
  };

  /**
   * Sends the ticked messages a page at a time (the server takes at most 50) and applies what
   * it confirmed as each answer comes; stops at the first failure, which `write` then shows.
   */
  const eachChunk = async (
    failedTitle: string,
    send: (ids: string[]) => Promise<{ ids: string[] }>,
    apply: (confirmed: ReadonlySet<string>) => void,
  ) => {
    const ticked =
      list.state.status === "ready" ? list.state.items.filter((entry) => selected.has(entry.id)) : [];
    let done = 0;
    for (const ids of chunks(ticked.map((entry) => entry.id))) {
      const outcome = await write.run(failedTitle, () => send(ids));
      if (!outcome.ok) return { done, ok: false };
      const confirmed = new Set(outcome.result.ids);
      done += confirmed.size;
      apply(confirmed);
    }
    return { done, ok: true };
  };

  const markManyRead = async () => {
    const { done, ok } = await eachChunk(
      pesanTexts.markFailed,
      (ids) => sendJson(endpoints.pesan.markMany, { ids, dibaca: true }),
      (confirmed) =>
        list.update((items) =>
          items.map((entry) => (confirmed.has(entry.id) ? { ...entry, dibaca: true } : entry)),
        ),
    );
    announcePesanChanged();
    if (ok) {
      setSelected(new Set());
      banner.show(pesanTexts.markedManyRead(done));
    }
  };

  const removeMany = async () => {
    const { done, ok } = await eachChunk(
      pesanTexts.deleteFailed,
      (ids) => sendJson(endpoints.pesan.removeMany, { ids }),
      (confirmed) => {
        list.update((items) => items.filter((entry) => !confirmed.has(entry.id)));
        setSelected((current) => new Set([...current].filter((id) => !confirmed.has(id))));
      },
    );
    announcePesanChanged();
    if (ok) {
      setDeletingMany(false);
      banner.show(pesanTexts.deletedMany(done));
    }
  };

  const toggle = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const { state } = list;
  const shownIds = state.status === "ready" ? state.items.map((entry) => entry.id) : [];
  const selectedCount = shownIds.filter((id) => selected.has(id)).length;
  const full = inbox?.penuh ? pesanTexts.full[inbox.penuh] : null;
  const opened = state.status === "ready" ? state.items.find((entry) => entry.id === openId) : undefined;
  return (
    <section aria-labelledby="pesan-judul" className="pesan">
      <h1 id="pesan-judul" ref={heading} tabIndex={-1}>
        {pesanTexts.heading}
      </h1>
      <p>{pesanTexts.intro}</p>
      <p className="list-note">{pesanTexts.keepNote}</p>
      {full && (
        <p className="alert alert-error" role="alert">
          {full}
        </p>
      )}
      <BannerRegion message={banner.message} />
      {shownIds.length > 0 && (
        <div className="pesan-bulk">
          <SelectAll
            all={selectedCount === shownIds.length}
            some={selectedCount > 0}
            onChange={(on) => setSelected(on ? new Set(shownIds) : new Set())}
          />
          <span className="pesan-selected" aria-live="polite">
            {pesanTexts.selected(selectedCount)}
          </span>
          <button
            type="button"
            className="button button-outline"
            disabled={selectedCount === 0 || write.busy}
            onClick={() => void markManyRead()}
          >
            {pesanTexts.markManyRead}
          </button>
          <button
            type="button"
            className="button button-danger"
            disabled={selectedCount === 0 || write.busy}
            onClick={() => {
              write.reset();
              setDeletingMany(true);
            }}
          >
            {pesanTexts.removeMany}
          </button>
        </div>
      )}
      {!openId && !deletingMany && <FailureAlert failure={write.failure} />}
      <PagedList
        state={state}
        more={list.more}
        texts={pesanTexts}
        status={(ready) =>
          ready.items.length === 0 ? pesanTexts.empty : pesanTexts.shown(ready.items.length)
        }
        onRetry={() => void list.reload()}
        onMore={() => void list.loadMore()}
      >
        {(ready) => (
          <ol className="pesan-list">
            {ready.items.map((entry) => (
              <li key={entry.id} className={entry.dibaca ? "pesan-item" : "pesan-item is-unread"}>
                {/* The label is the fingertip-sized target around the 20 px box. */}
                <label className="choice pesan-check">
                  <input
                    type="checkbox"
                    aria-label={pesanTexts.select(entry.subjek)}
                    checked={selected.has(entry.id)}
                    onChange={(event) => toggle(entry.id, event.target.checked)}
                  />
                </label>
                <div className="pesan-summary">
                  <strong className="pesan-subjek">{entry.subjek}</strong>
                  <span className="pesan-from">
                    {entry.nama} · {formatWhen(entry.createdAt)}
                  </span>
                  {!entry.dibaca && <span className="pesan-unread">{pesanTexts.unread}</span>}
                </div>
                <button
                  type="button"
                  className={
                    entry.berbintang
                      ? "button button-outline pesan-star is-starred"
                      : "button button-outline pesan-star"
                  }
                  aria-label={pesanTexts.starLabel(entry.subjek)}
                  aria-pressed={entry.berbintang}
                  title={entry.berbintang ? pesanTexts.unstar : pesanTexts.star}
                  disabled={write.busy}
                  onClick={() => void star(entry)}
                >
                  <span aria-hidden="true">{entry.berbintang ? "★" : "☆"}</span>
                </button>
                <button
                  type="button"
                  className="button button-outline"
                  aria-label={`${pesanTexts.open}: ${entry.subjek}`}
                  onClick={() => open(entry)}
                >
                  {pesanTexts.open}
                </button>
              </li>
            ))}
          </ol>
        )}
      </PagedList>
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
          onClose={() => {
            // Its failure was said in the dialog; the page's own alert starts clear.
            write.reset();
            setOpenId(null);
          }}
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
      {deletingMany && (
        <ConfirmDelete
          title={pesanTexts.deleteManyTitle}
          message={pesanTexts.deleteManyMessage(selectedCount)}
          busy={write.busy}
          failure={write.failure}
          fallbackFocus={heading}
          onConfirm={() => void removeMany()}
          onClose={() => {
            write.reset();
            setDeletingMany(false);
          }}
        />
      )}
    </section>
  );
}
