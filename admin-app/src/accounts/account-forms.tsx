import { type AccountSummary, accountCreateSchema, passwordResetSchema } from "@padukuhan/shared/accounts";
import { authMessages } from "@padukuhan/shared/auth";
import { schemaProblems } from "@padukuhan/shared/content-schemas";
import type { RefObject } from "react";
import { TextField } from "../components/fields";
import { FormModal } from "../components/form-modal";
import { type FieldErrors, useForm } from "../content/use-form";
import type { SaveApi } from "../content/use-manager";
import type { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import { sendJson } from "./send-json";
import { accountTexts } from "./texts";

type Write = ReturnType<typeof useWrite>;

/** What FormModal shows of a write: busy, progress and failure (it never sends a FormData). */
const modalSave = (write: Write): SaveApi => ({
  busy: write.busy,
  progress: write.progress,
  failure: write.failure,
  submit: async () => ({}),
});

/** The second entry of a password must match the first. */
const confirmProblem = (password: string, confirm: string): FieldErrors =>
  confirm === password ? {} : { confirm: authMessages.passwordsDiffer };

/**
 * Passwords are never kept as a draft (`persist: false`); nothing else of these forms is worth
 * keeping: they are short, and a new admin's name is quickly typed again.
 */
const noDraft = { version: null, persist: false, revive: () => null } as const;

interface FormProps {
  write: Write;
  onClose: () => void;
  fallbackFocus: RefObject<HTMLElement | null>;
}

interface NewAccount {
  username: string;
  nama: string;
  password: string;
  confirm: string;
}

const EMPTY_ACCOUNT = (): NewAccount => ({ username: "", nama: "", password: "", confirm: "" });

/** 'Tambah Admin': a username, a name and a first password, which the new admin must change. */
export function AddAccountForm({
  write,
  onClose,
  fallbackFocus,
  onAdded,
}: FormProps & { onAdded: (account: AccountSummary) => void }) {
  const form = useForm<NewAccount>({
    ...noDraft,
    draftKey: "akun:baru",
    initial: EMPTY_ACCOUNT,
    check: (values) => ({
      ...schemaProblems(accountCreateSchema, values),
      ...confirmProblem(values.password, values.confirm),
    }),
    send: async ({ username, nama, password }) => {
      const outcome = await write.run(accountTexts.addFailed, () =>
        sendJson(endpoints.akun.add, { username, nama, password }),
      );
      if (!outcome.ok) return outcome.fields;
      onAdded(outcome.result);
      return {};
    },
  });

  return (
    <FormModal
      title={accountTexts.addTitle}
      editing={false}
      save={modalSave(write)}
      form={form}
      onClose={onClose}
      submitLabel={accountTexts.addButton}
      fallbackFocus={fallbackFocus}
    >
      <TextField
        id="akun-username"
        label={accountTexts.username}
        required
        autoComplete="off"
        hint={accountTexts.usernameHint}
        {...form.field("username")}
      />
      <TextField id="akun-nama" label={accountTexts.nama} required {...form.field("nama")} />
      <p className="alert alert-info">{accountTexts.firstPasswordNote}</p>
      <PasswordPair id="akun-password" label={accountTexts.firstPassword} form={form} />
    </FormModal>
  );
}

interface NewPassword {
  password: string;
  confirm: string;
}

/** A first password and its repetition: the same two fields when adding and resetting an admin. */
function PasswordPair({
  id,
  label,
  form,
}: {
  id: string;
  label: string;
  form: {
    field: (name: "password" | "confirm") => {
      value: string;
      onChange: (value: string) => void;
      error: string | undefined;
    };
  };
}) {
  return (
    <>
      <TextField
        id={id}
        type="password"
        label={label}
        required
        hint={accountTexts.passwordHint}
        {...form.field("password")}
      />
      <TextField
        id={`${id}-ulang`}
        type="password"
        label={accountTexts.confirmPassword}
        required
        {...form.field("confirm")}
      />
    </>
  );
}

const EMPTY_PASSWORD = (): NewPassword => ({ password: "", confirm: "" });

/** 'Reset Password' of another admin: a new first password; every session of theirs ends. */
export function ResetPasswordForm({
  account,
  write,
  onClose,
  fallbackFocus,
  onReset,
}: FormProps & { account: AccountSummary; onReset: (message: string) => void }) {
  const form = useForm<NewPassword>({
    ...noDraft,
    draftKey: `akun:${account.id}:password`,
    initial: EMPTY_PASSWORD,
    check: (values) => ({
      ...schemaProblems(passwordResetSchema, values),
      ...confirmProblem(values.password, values.confirm),
    }),
    send: async ({ password }) => {
      const outcome = await write.run(accountTexts.resetFailed, () =>
        sendJson(endpoints.akun.resetPassword(account.id), { password }),
      );
      if (!outcome.ok) return outcome.fields;
      onReset(outcome.result.message);
      return {};
    },
  });

  return (
    <FormModal
      title={accountTexts.resetTitle(account.username)}
      editing
      save={modalSave(write)}
      form={form}
      onClose={onClose}
      submitLabel={accountTexts.resetSubmit}
      fallbackFocus={fallbackFocus}
    >
      <p className="alert alert-info">{accountTexts.resetNote}</p>
      <PasswordPair id="reset-password" label={accountTexts.newFirstPassword} form={form} />
    </FormModal>
  );
}
