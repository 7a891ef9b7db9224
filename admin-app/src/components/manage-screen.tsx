import type { ComponentType, ReactNode, RefObject } from "react";
import { commonTexts, type EntityTexts } from "../content/entities";
import type { ListState } from "../content/use-content-list";
import type { ContentManager, EntityFormProps } from "../content/use-manager";
import { BannerRegion } from "./banner-region";
import { ConfirmDelete } from "./confirm-delete";
import type { Column } from "./content-list";
import { ContentList } from "./content-list";
import { ListSearch } from "./list-search";
import { PagedList } from "./paged-list";

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

/** A managing screen's heading with its add button (content screens, 'Kelola Admin'). */
export function ManageHeader({
  id,
  heading,
  addLabel,
  addButton,
  onAdd,
}: {
  id: string;
  heading: string;
  addLabel: string;
  /** Where focus goes when what had it is gone (a closed modal, a deleted row). */
  addButton: RefObject<HTMLButtonElement | null>;
  onAdd: () => void;
}) {
  return (
    <div className="manage-header">
      <h1 id={id}>{heading}</h1>
      <button ref={addButton} type="button" className="button" onClick={onAdd}>
        <span aria-hidden="true">+</span> {addLabel}
      </button>
    </div>
  );
}

/**
 * A whole content screen: heading and add button, the success banner, the search field, the
 * list in its loading, failed, empty or filled state with 'Muat lebih banyak' while more pages
 * exist, and whichever modal is open.
 */
export function ManageScreen<T extends { id: string }>({
  manager,
  columns,
  Form,
  extraActions,
  searchable = true,
}: {
  manager: ContentManager<T>;
  /** The columns after the record's picture and title (the kind's `row`). */
  columns: Column<T>[];
  Form: ComponentType<EntityFormProps<T>>;
  /** Row actions before 'Ubah' and 'Hapus'. */
  extraActions?: (item: T) => ReactNode;
  /** Whether its list API searches (`q`); a short list that does not gets no search field. */
  searchable?: boolean;
}) {
  const { kind, texts, list, banner, dialog, open, close, save, remove, addButton } = manager;
  const entity = kind.key;
  const headingId = `kelola-${entity}`;
  const { header, title, image } = kind.row;
  const { state, more, search } = list;
  return (
    <section aria-labelledby={headingId} className="manage">
      <ManageHeader
        id={headingId}
        heading={texts.heading}
        addLabel={texts.addButton}
        addButton={addButton}
        onAdd={() => open({ kind: "add" })}
      />
      <BannerRegion message={banner.message} />
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
      <PagedList
        state={state}
        more={more}
        texts={{ loading: texts.loading, failed: texts.listFailed }}
        status={(ready) => statusText(ready, texts, search.searching)}
        onRetry={list.retry}
        onMore={() => void list.loadMore()}
      >
        {(ready) => (
          <ContentList
            items={ready.items}
            caption={texts.heading}
            titleHeader={header}
            title={title}
            image={image}
            columns={columns}
            onEdit={(record) => open({ kind: "edit", record })}
            onDelete={(record) => open({ kind: "delete", record })}
            extraActions={extraActions}
          />
        )}
      </PagedList>
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
