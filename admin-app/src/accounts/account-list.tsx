import type { AccountSummary } from "@padukuhan/shared/accounts";
import { commonTexts } from "../content/entities";
import { accountTexts, formatWhen } from "./texts";

/** When things happened to an account or a session, as labelled times ('Terakhir login: …'). */
export function TimeFacts({ facts }: { facts: ReadonlyArray<readonly [label: string, iso: string | null]> }) {
  return (
    <dl className="account-facts">
      {facts.map(([label, iso]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatWhen(iso)}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The admins as cards (one column on a phone, more on a wide screen): name and username, the
 * badges, when they last signed in. Reset and remove are offered for the others only: one's
 * own password is changed under 'Ganti Password', and no admin removes themselves.
 */
export function AccountList({
  accounts,
  onReset,
  onRemove,
}: {
  accounts: AccountSummary[];
  onReset: (account: AccountSummary) => void;
  onRemove: (account: AccountSummary) => void;
}) {
  return (
    <ul className="account-cards">
      {accounts.map((account) => (
        <li key={account.id} className="account-card" data-username={account.username}>
          <div className="account-card-top">
            <h3 className="account-card-name">{account.nama || account.username}</h3>
            <p className="account-card-username">@{account.username}</p>
          </div>
          {(account.self || account.mustChangePassword) && (
            <p className="account-badges">
              {account.self && <span className="badge badge-self">{accountTexts.you}</span>}
              {account.mustChangePassword && (
                <span className="badge badge-warning">{accountTexts.mustChange}</span>
              )}
            </p>
          )}
          <TimeFacts
            facts={[
              [accountTexts.lastSignIn, account.lastSignInAt],
              [accountTexts.createdAt, account.createdAt],
            ]}
          />
          {!account.self && (
            <div className="row-actions">
              <button type="button" className="button button-outline" onClick={() => onReset(account)}>
                {accountTexts.resetButton}
                <span className="visually-hidden"> @{account.username}</span>
              </button>
              <button type="button" className="button button-danger" onClick={() => onRemove(account)}>
                {commonTexts.remove}
                <span className="visually-hidden"> @{account.username}</span>
              </button>
            </div>
          )}
        </li>
      ))}
    </ul>
  );
}
