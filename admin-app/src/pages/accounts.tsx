import { type AccountSummary, accountMessages } from "@padukuhan/shared/accounts";
import { useCallback, useRef, useState } from "react";
import { AddAccountForm, ResetPasswordForm } from "../accounts/account-forms";
import { AccountList } from "../accounts/account-list";
import { sendJson } from "../accounts/send-json";
import { SessionsPanel } from "../accounts/sessions-panel";
import { accountLabel, accountTexts } from "../accounts/texts";
import { BannerRegion } from "../components/banner-region";
import { ConfirmDelete } from "../components/confirm-delete";
import { ManageHeader } from "../components/manage-screen";
import { LoadState } from "../components/paged-list";
import { useBanner } from "../content/use-banner";
import { useShortList } from "../content/use-short-list";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";

type Dialog =
  | { kind: "add" }
  | { kind: "reset"; account: AccountSummary }
  | { kind: "remove"; account: AccountSummary }
  | null;

/** As the Worker lists them: by username. */
const byUsername = (a: AccountSummary, b: AccountSummary) =>
  a.username < b.username ? -1 : a.username > b.username ? 1 : 0;

/**
 * /admin/akun, 'Kelola Admin': the admins, adding one (with a first password they must
 * change), another's password reset or removal, and one's own signed-in devices.
 */
export function AccountsPage() {
  const list = useShortList(endpoints.akun.list);
  const accounts = list.items;
  const [dialog, setDialog] = useState<Dialog>(null);
  const write = useWrite();
  const banner = useBanner();
  const addButton = useRef<HTMLButtonElement>(null);

  const { reset } = write;
  const open = useCallback(
    (next: Exclude<Dialog, null>) => {
      reset();
      setDialog(next);
    },
    [reset],
  );
  const close = () => {
    if (!write.busy) setDialog(null);
  };
  /** A write went through: the list shows it at once, the dialog closes, the banner says so. */
  const done = (message: string, update: (current: AccountSummary[]) => AccountSummary[]) => {
    list.setItems((current) => (current ? update(current) : current));
    setDialog(null);
    banner.show(message);
  };

  const remove = async (account: AccountSummary) => {
    const outcome = await write.run(accountTexts.removeFailed, () =>
      sendJson(endpoints.akun.remove(account.id)),
    );
    if (!outcome.ok) return;
    done(outcome.result.message, (current) => current.filter((item) => item.id !== account.id));
    // The card and its buttons are gone: focus goes somewhere that still exists.
    addButton.current?.focus();
  };

  return (
    <section aria-labelledby="kelola-admin" className="accounts">
      <ManageHeader
        id="kelola-admin"
        heading={accountTexts.heading}
        addLabel={accountTexts.addButton}
        addButton={addButton}
        onAdd={() => open({ kind: "add" })}
      />
      <BannerRegion message={banner.message} />
      <h2 className="visually-hidden">{accountTexts.listHeading}</h2>
      <LoadState
        status={list.status}
        texts={{ loading: accountTexts.loading, failed: accountTexts.listFailed }}
        onRetry={() => void list.reload()}
      />
      {accounts && (
        <AccountList
          accounts={accounts}
          onReset={(account) => open({ kind: "reset", account })}
          onRemove={(account) => open({ kind: "remove", account })}
        />
      )}
      <SessionsPanel />

      {dialog?.kind === "add" && (
        <AddAccountForm
          write={write}
          onClose={close}
          fallbackFocus={addButton}
          onAdded={(account) =>
            done(accountMessages.created, (current) => [...current, account].sort(byUsername))
          }
        />
      )}
      {dialog?.kind === "reset" && (
        <ResetPasswordForm
          account={dialog.account}
          write={write}
          onClose={close}
          fallbackFocus={addButton}
          onReset={(message) =>
            done(message, (current) =>
              current.map((item) =>
                item.id === dialog.account.id ? { ...item, mustChangePassword: true } : item,
              ),
            )
          }
        />
      )}
      {dialog?.kind === "remove" && (
        <ConfirmDelete
          title={accountTexts.removeTitle}
          message={accountTexts.removeText(accountLabel(dialog.account))}
          busy={write.busy}
          failure={write.failure}
          onConfirm={() => void remove(dialog.account)}
          onClose={close}
          fallbackFocus={addButton}
        />
      )}
    </section>
  );
}
