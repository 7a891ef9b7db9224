import {
  ACTIVITY_KINDS,
  type AccountSummary,
  type ActivityEntry,
  type ActivityKind,
} from "@padukuhan/shared/accounts";
import { useCallback, useEffect, useId, useMemo, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import { ActivityList } from "../accounts/activity-list";
import { activityTexts, KIND_LABELS } from "../accounts/texts";
import { apiJson } from "../api";
import { commonTexts } from "../content/entities";
import { endpoints } from "../endpoints";

type ListState =
  | { status: "loading" }
  | { status: "error" }
  | { status: "ready"; items: ActivityEntry[]; next: string | null };

const isKind = (value: string | null): value is ActivityKind =>
  ACTIVITY_KINDS.includes(value as ActivityKind);

/** A filter of 'Riwayat': a labelled select whose first option is 'all'. */
function Filter({
  label,
  all,
  value,
  options,
  onChange,
}: {
  label: string;
  all: string;
  value: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{all}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * /admin/riwayat, 'Riwayat': who changed what and when, newest first, 20 lines at a time,
 * filtered by admin and by kind. The filters live in the address (`?akun=&jenis=`), so a
 * reload or a shared link shows the same lines.
 */
export function ActivityPage() {
  const [params, setParams] = useSearchParams();
  const akun = params.get("akun") ?? "";
  const jenisParam = params.get("jenis");
  const jenis = isKind(jenisParam) ? jenisParam : "";
  const [accounts, setAccounts] = useState<AccountSummary[]>([]);
  const [state, setState] = useState<ListState>({ status: "loading" });
  const [more, setMore] = useState<"idle" | "loading" | "error">("idle");
  // Only the newest request may write: a slow answer for an older filter must not show.
  const sequence = useRef(0);
  const moreButton = useRef<HTMLButtonElement>(null);
  const statusLine = useRef<HTMLParagraphElement>(null);
  const moreHadFocus = useRef(false);

  // The people to filter by; without them the list still works, unfiltered by person.
  useEffect(() => {
    apiJson(endpoints.akun.list, { cache: "no-store" })
      .then((body) => setAccounts(body.data))
      .catch(() => setAccounts([]));
  }, []);
  const byId = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);

  const loadFirst = useCallback(async () => {
    const request = ++sequence.current;
    setMore("idle");
    setState({ status: "loading" });
    try {
      const page = await apiJson(endpoints.riwayat.page({ akun, jenis }, null), { cache: "no-store" });
      if (request === sequence.current) setState({ status: "ready", items: page.data, next: page.next });
    } catch {
      if (request === sequence.current) setState({ status: "error" });
    }
  }, [akun, jenis]);
  useEffect(() => {
    void loadFirst();
  }, [loadFirst]);

  const loadMore = async () => {
    if (state.status !== "ready" || state.next === null || more === "loading") return;
    const request = ++sequence.current;
    moreHadFocus.current = document.activeElement === moreButton.current;
    setMore("loading");
    try {
      const page = await apiJson(endpoints.riwayat.page({ akun, jenis }, state.next), { cache: "no-store" });
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

  // After the last page the focused button goes away: the count that replaces it takes focus.
  useEffect(() => {
    if (!moreHadFocus.current || more === "loading") return;
    moreHadFocus.current = false;
    if (!moreButton.current) statusLine.current?.focus();
  }, [more]);

  const setFilter = (name: "akun" | "jenis", value: string) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: true },
    );
  };

  const filtered = akun !== "" || jenis !== "";
  return (
    <section aria-labelledby="riwayat-judul" className="activity">
      <h1 id="riwayat-judul">{activityTexts.heading}</h1>
      <p>{activityTexts.intro}</p>
      <div className="activity-filters">
        <Filter
          label={activityTexts.filterPerson}
          all={activityTexts.allPeople}
          value={akun}
          options={accounts.map((account) => ({
            value: account.id,
            label: account.nama ? `${account.nama} (@${account.username})` : `@${account.username}`,
          }))}
          onChange={(value) => setFilter("akun", value)}
        />
        <Filter
          label={activityTexts.filterKind}
          all={activityTexts.allKinds}
          value={jenis}
          options={ACTIVITY_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }))}
          onChange={(value) => setFilter("jenis", value)}
        />
      </div>
      {state.status === "loading" && <p className="list-note">{activityTexts.loading}</p>}
      {state.status === "error" && (
        <div className="alert alert-error list-failed" role="alert">
          <span>{activityTexts.failed}</span>
          <button type="button" className="button button-ghost" onClick={() => void loadFirst()}>
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
          {state.items.length === 0
            ? filtered
              ? activityTexts.emptyFiltered
              : activityTexts.empty
            : activityTexts.shown(state.items.length)}
        </p>
      )}
      {state.status === "ready" && state.items.length > 0 && (
        <ActivityList entries={state.items} accounts={byId} />
      )}
      {state.status === "ready" && state.next !== null && (
        <div className="list-more">
          {more === "error" && (
            <p className="alert alert-error" role="alert">
              {activityTexts.failed}
            </p>
          )}
          <button
            ref={moreButton}
            type="button"
            className="button button-ghost"
            aria-disabled={more === "loading" || undefined}
            onClick={() => void loadMore()}
          >
            {more === "loading" ? commonTexts.loadingMore : commonTexts.loadMore}
          </button>
        </div>
      )}
    </section>
  );
}
