import { type ComponentType, type ReactNode, useEffect, useRef } from "react";
import { commonTexts, type EntityKey, type EntityRecord, type EntityTexts } from "../content/entities";
import type { ListState } from "../content/use-content-list";
import type { ContentManager, EntityFormProps } from "../content/use-manager";
import { ConfirmDelete } from "./confirm-delete";
import type { Column } from "./content-list";
import { ContentList } from "./content-list";
import { ListSearch } from "./list-search";

type Ready<T> = Extract<ListState<T>, { status: "ready" }>;

/** The line above the rows: what is shown, or that nothing matches, or that none exist yet. */
function statusText<T>(state: Ready<T>, texts: EntityTexts, searching: boolean): string {
  if (searching) return commonTexts.searching;
  const count = state.items.length;
  if (state.query === "") return count === 0 ? texts.empty : commonTexts.shown(count, texts.noun);
  return count === 0
    ? commonTexts.noMatch(texts.noun)
    : commonTexts.shownMatching(count, texts.noun, state.query);
}

/**
 * A whole content screen: heading and add button, the success banner, the search field, the
 * list in its loading, failed, empty or filled state with 'Muat lebih banyak' while more pages
 * exist, and whichever modal is open.
 */
export function ManageScreen<E extends EntityKey>({
  manager,
  titleHeader,
  title,
  image,
  columns,
  Form,
  extraActions,
  searchable = true,
}: {
  manager: ContentManager<E>;
  titleHeader: string;
  title: (item: EntityRecord[E]) => string;
  /** Absent for a kind without images. */
  image?: (item: EntityRecord[E]) => string | null;
  columns: Column<EntityRecord[E]>[];
  Form: ComponentType<EntityFormProps<EntityRecord[E]>>;
  /** Row actions before 'Ubah' and 'Hapus'. */
  extraActions?: (item: EntityRecord[E]) => ReactNode;
  /** Whether its list API searches (`q`); a short list that does not gets no search field. */
  searchable?: boolean;
}) {
  const { entity, texts, list, banner, dialog, open, close, save, remove, addButton } = manager;
  const headingId = `kelola-${entity}`;
  const { state, more, search } = list;
  const moreButton = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const moreHadFocus = useRef(false);
  // After the last page the focused button goes away: the count that replaces it takes focus.
  useEffect(() => {
    if (!moreHadFocus.current || more === "loading") return;
    moreHadFocus.current = false;
    if (!moreButton.current) statusLine.current?.focus();
  }, [more]);
  return (
    <section aria-labelledby={headingId} className="manage">
      <div className="manage-header">
        <h1 id={headingId}>{texts.heading}</h1>
        <button ref={addButton} type="button" className="button" onClick={() => open({ kind: "add" })}>
          <span aria-hidden="true">+</span> {texts.addButton}
        </button>
      </div>
      {/* Always in the page, so screen readers hear the banner when it fills (role status). */}
      <div role="status" className="banner-region">
        {banner.message && <p className="alert alert-success">{banner.message}</p>}
      </div>
      {searchable && (
        <ListSearch
          id={`cari-${entity}`}
          label={texts.search}
          hint={texts.searchHint}
          value={search.input}
          onChange={search.setInput}
          onSubmit={search.searchNow}
          onClear={search.clearSearch}
        />
      )}
      {state.status === "loading" && <p className="list-note">{texts.loading}</p>}
      {state.status === "error" && (
        <div className="alert alert-error list-failed" role="alert">
          <span>{texts.listFailed}</span>
          <button type="button" className="button button-ghost" onClick={list.retry}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {state.status === "ready" && (
        <p
          ref={statusLine}
          role="status"
          tabIndex={-1}
          className={state.items.length === 0 ? "list-note" : "list-status"}
        >
          {statusText(state, texts, search.searching)}
        </p>
      )}
      {state.status === "ready" && state.items.length > 0 && (
        <ContentList
          items={state.items}
          caption={texts.heading}
          titleHeader={titleHeader}
          title={title}
          image={image}
          columns={columns}
          onEdit={(record) => open({ kind: "edit", record })}
          onDelete={(record) => open({ kind: "delete", record })}
          extraActions={extraActions}
        />
      )}
      {state.status === "ready" && state.next !== null && (
        <div className="list-more">
          {more === "error" && (
            <p className="alert alert-error" role="alert">
              {texts.listFailed}
            </p>
          )}
          <button
            ref={moreButton}
            type="button"
            className="button button-ghost"
            // Not `disabled`: that would drop the keyboard focus while the page loads.
            aria-disabled={more === "loading"}
            onClick={() => {
              moreHadFocus.current = true;
              void list.loadMore();
            }}
          >
            {more === "loading" ? commonTexts.loadingMore : commonTexts.loadMore}
          </button>
        </div>
      )}
      {(dialog?.kind === "add" || dialog?.kind === "edit") && (
        <Form
          // A new key per record: each modal starts from its own record or draft.
          key={dialog.kind === "edit" ? dialog.record.id : "baru"}
          record={dialog.kind === "edit" ? dialog.record : null}
          texts={texts}
          save={save}
          onClose={close}
          fallbackFocus={addButton}
        />
      )}
      {dialog?.kind === "delete" && (
        <ConfirmDelete
          title={texts.deleteTitle}
          message={`“${title(dialog.record)}” akan dihapus dari situs beserta gambarnya.`}
          busy={save.busy}
          failure={save.failure}
          onConfirm={() => void remove()}
          onClose={close}
          fallbackFocus={addButton}
        />
      )}
    </section>
  );
}
