import type { AccountSummary, ActivityEntry } from "@padukuhan/shared/accounts";
import { describeActivity, formatWhen } from "./texts";

/**
 * The lines of 'Riwayat', newest first: when, who (the admin's name when the account still
 * exists, else the username as recorded), what, and which record.
 */
export function ActivityList({
  entries,
  accounts,
}: {
  entries: ActivityEntry[];
  accounts: ReadonlyMap<string, AccountSummary>;
}) {
  return (
    <ol className="activity-list">
      {entries.map((entry) => {
        const account = entry.akunId ? accounts.get(entry.akunId) : undefined;
        const who = account?.nama || account?.username || entry.username;
        const { what, record } = describeActivity(entry);
        return (
          <li key={entry.id} className="activity-item" data-kind={entry.kind}>
            <time className="activity-when" dateTime={entry.at}>
              {formatWhen(entry.at)}
            </time>
            <p className="activity-what">
              <strong>{who}</strong> {what}
              {record && <> “{record}”</>}
            </p>
          </li>
        );
      })}
    </ol>
  );
}
