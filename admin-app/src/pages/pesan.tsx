import type { PesanEntry } from "@padukuhan/shared/pesan";
import { useRef, useState } from "react";
import { sendJson } from "../accounts/send-json";
import { formatWhen } from "../accounts/texts";
import { BannerRegion } from "../components/banner-region";
import { ConfirmDelete } from "../components/confirm-delete";
import { ActionModal, type ActionModalProps, DismissButton } from "../components/modal";
import { PagedList } from "../components/paged-list";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { usePagedList } from "../content/use-paged-list";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import { pesanTexts, replyLink } from "../pesan/texts";
import { announcePesanChanged } from "../pesan/unread-badge";

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
            className="button button-ghost"
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

  const { state } = list;
  const opened = state.status === "ready" ? state.items.find((entry) => entry.id === openId) : undefined;
  return (
    <section aria-labelledby="pesan-judul" className="pesan">
      <h1 id="pesan-judul" ref={heading} tabIndex={-1}>
        {pesanTexts.heading}
      </h1>
      <p>{pesanTexts.intro}</p>
      <BannerRegion message={banner.message} />
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
