import type { ComponentType } from "react";
import { commonTexts } from "../content/entities";
import type { ContentManager, EntityFormProps } from "../content/use-manager";
import { ConfirmDelete } from "./confirm-delete";
import type { Column } from "./content-list";
import { ContentList } from "./content-list";

/**
 * A whole content screen: heading and add button, the success banner, the list in its
 * loading, failed, empty or filled state, and whichever modal is open.
 */
export function ManageScreen<T extends { id: string }>({
  manager,
  titleHeader,
  title,
  image,
  columns,
  Form,
}: {
  manager: ContentManager<T>;
  titleHeader: string;
  title: (item: T) => string;
  image: (item: T) => string | null;
  columns: Column<T>[];
  Form: ComponentType<EntityFormProps<T>>;
}) {
  const { entity, texts, list, banner, dialog, open, close, save, remove, addButton } = manager;
  const headingId = `kelola-${entity}`;
  const state = list.state;
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
      {state.status === "loading" && <p className="list-note">{texts.loading}</p>}
      {state.status === "error" && (
        <div className="alert alert-error list-failed" role="alert">
          <span>{texts.listFailed}</span>
          <button type="button" className="button button-ghost" onClick={list.retry}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {state.status === "ready" && state.items.length === 0 && <p className="list-note">{texts.empty}</p>}
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
        />
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
          texts={texts}
          name={title(dialog.record)}
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
