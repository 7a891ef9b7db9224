import { ACTIVITY_KINDS, type AccountSummary, type ActivityKind } from "@padukuhan/shared/accounts";
import { useCallback, useId, useMemo } from "react";
import { useSearchParams } from "react-router-dom";
import { ActivityList } from "../accounts/activity-list";
import { accountLabel, activityTexts, KIND_LABELS } from "../accounts/texts";
import { PagedList } from "../components/paged-list";
import { usePagedList } from "../content/use-paged-list";
import { useShortList } from "../content/use-short-list";
import { endpoints } from "../endpoints";

const NO_ACCOUNTS: AccountSummary[] = [];

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
  // The people to filter by; without them the list still works, unfiltered by person.
  const accounts = useShortList(endpoints.akun.list).items ?? NO_ACCOUNTS;
  const byId = useMemo(() => new Map(accounts.map((account) => [account.id, account])), [accounts]);
  const pageOf = useCallback(
    (cursor: string | null) => endpoints.riwayat.page({ akun, jenis }, cursor),
    [akun, jenis],
  );
  const list = usePagedList(pageOf);

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
            label: accountLabel(account),
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
      <PagedList
        state={list.state}
        more={list.more}
        texts={activityTexts}
        status={(ready) =>
          ready.items.length === 0
            ? filtered
              ? activityTexts.emptyFiltered
              : activityTexts.empty
            : activityTexts.shown(ready.items.length)
        }
        onRetry={() => void list.reload()}
        onMore={() => void list.loadMore()}
      >
        {(ready) => <ActivityList entries={ready.items} accounts={byId} />}
      </PagedList>
    </section>
  );
}
