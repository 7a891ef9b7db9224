import { type ReactNode, useEffect, useRef } from "react";
import { commonTexts } from "../content/entities";
import type { MoreState } from "../content/use-content-list";

/** What a list says while its first page is on the way, and when it could not be read. */
export interface LoadTexts {
  loading: string;
  failed: string;
}

/**
 * A list that is not there yet: the loading line, or the failure with 'Coba lagi'. Nothing once
 * it is ready.
 */
export function LoadState({
  status,
  texts,
  onRetry,
}: {
  status: "loading" | "error" | "ready";
  texts: LoadTexts;
  onRetry: () => void;
}) {
  if (status === "loading") return <p className="list-note">{texts.loading}</p>;
  if (status === "ready") return null;
  return (
    <div className="alert alert-error list-failed" role="alert">
      <span>{texts.failed}</span>
      <button type="button" className="button button-outline" onClick={onRetry}>
        {commonTexts.retry}
      </button>
    </div>
  );
}

/** The state of a list read a page at a time (use-paged-list.ts, use-content-list.ts). */
type Paged =
  | { status: "loading" | "error" }
  | { status: "ready"; items: readonly unknown[]; next: string | null };

/**
 * A list read a page at a time, the same on every screen: the loading line or the failure, then
 * the line that says what is shown (`status`), the rows (`children`) and 'Muat lebih banyak'
 * while more pages exist.
 */
export function PagedList<S extends Paged>({
  state,
  more,
  texts,
  status,
  onRetry,
  onMore,
  children,
}: {
  state: S;
  more: MoreState;
  texts: LoadTexts;
  /** How many rows are shown, or why there are none (asked only once the rows are there). */
  status: (ready: Extract<S, { status: "ready" }>) => string;
  onRetry: () => void;
  onMore: () => void;
  /** The rows, when there is at least one. */
  children: (ready: Extract<S, { status: "ready" }>) => ReactNode;
}) {
  const moreButton = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const moreHadFocus = useRef(false);
  // After the last page the focused button goes away: the count that replaces it takes focus.
  useEffect(() => {
    if (!moreHadFocus.current || more === "loading") return;
    moreHadFocus.current = false;
    if (!moreButton.current) statusLine.current?.focus();
  }, [more]);

  if (state.status !== "ready") return <LoadState status={state.status} texts={texts} onRetry={onRetry} />;
  const ready = state as Extract<S, { status: "ready" }>;
  const empty = ready.items.length === 0;
  return (
    <>
      <p ref={statusLine} role="status" tabIndex={-1} className={empty ? "list-note" : "list-status"}>
        {status(ready)}
      </p>
      {!empty && children(ready)}
      {ready.next !== null && (
        <div className="list-more">
          {more === "error" && (
            <p className="alert alert-error" role="alert">
              {texts.failed}
            </p>
          )}
          <button
            ref={moreButton}
            type="button"
            className="button button-outline"
            // Not `disabled`: that would drop the keyboard focus while the page loads.
            aria-disabled={more === "loading" || undefined}
            onClick={() => {
              moreHadFocus.current = document.activeElement === moreButton.current;
              onMore();
            }}
          >
            {more === "loading" ? commonTexts.loadingMore : commonTexts.loadMore}
          </button>
        </div>
      )}
    </>
  );
}
