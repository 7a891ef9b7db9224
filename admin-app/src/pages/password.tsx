import { accountMessages } from "@padukuhan/shared/accounts";
import { authMessages, passwordChangeSchema } from "@padukuhan/shared/auth";
import { schemaProblems } from "@padukuhan/shared/content-schemas";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { apiJson } from "../api";
import { useAuth } from "../auth/auth-context";
import { FieldList, type FieldSpec } from "../components/field-list";
import { useFocusFirstInvalid } from "../components/focus-first-invalid";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { useForm } from "../content/use-form";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

const EMPTY = (): PasswordValues => ({ currentPassword: "", newPassword: "", confirmPassword: "" });

const passwordFields = [
  {
    id: "password-saat-ini",
    name: "currentPassword",
    label: "Password saat ini",
    required: true,
    type: "password",
    autoComplete: "current-password",
  },
  {
    id: "password-baru",
    name: "newPassword",
    label: "Password baru",
    required: true,
    type: "password",
    hint: "Minimal 8 karakter, berbeda dari password saat ini.",
  },
  {
    id: "password-ulang",
    name: "confirmPassword",
    label: "Ulangi password baru",
    required: true,
    type: "password",
  },
] as const satisfies readonly FieldSpec[];

export const passwordTexts = {
  firstPassword: "Anda masuk dengan password sementara. Ganti password terlebih dahulu.",
  intro: "Setelah password diganti, semua perangkat lain yang masih login akan keluar otomatis.",
  failed: "Gagal mengganti password",
  continue: "Lanjut ke Ringkasan",
} as const;

/**
 * 'Ganti Password', which the seed lacked: every other session of the account ends. An admin
 * signed in with a first password another admin gave is kept here (admin-layout.tsx) until it
 * is changed; the session is then asked again, which clears the flag.
 */
export function PasswordPage() {
  const { state, checkSession } = useAuth();
  const mustChange = state.status === "signedIn" && state.session.mustChangePassword;
  const write = useWrite();
  const banner = useBanner();
  const [firstChanged, setFirstChanged] = useState(false);
  const form = useForm<PasswordValues>({
    draftKey: "password",
    version: null,
    // Passwords are never written down, not even as a draft in this tab.
    persist: false,
    initial: EMPTY,
    revive: () => null,
    check: (values) => ({
      ...schemaProblems(passwordChangeSchema, values),
      // The schema's 'required' names the username too, which this form does not have.
      ...(values.currentPassword === "" ? { currentPassword: accountMessages.passwordRequired } : {}),
      ...(values.confirmPassword === values.newPassword
        ? {}
        : { confirmPassword: authMessages.passwordsDiffer }),
    }),
    send: async ({ currentPassword, newPassword }) => {
      banner.clear();
      const outcome = await write.run(passwordTexts.failed, () =>
        apiJson(endpoints.auth.changePassword, { json: { currentPassword, newPassword } }),
      );
      if (!outcome.ok) return outcome.fields;
      form.startOver();
      // After a first password, the way on: the rest of the admin is open now.
      setFirstChanged(mustChange);
      banner.show(outcome.result.message);
      // A first password is no more: the session says so, and every admin page opens again.
      if (mustChange) await checkSession();
      return {};
    },
  });
  const formRef = useFocusFirstInvalid(form.focusRequest);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!write.busy) void form.submit();
  };

  return (
    <section aria-labelledby="ganti-password" className="narrow">
      <h1 id="ganti-password">Ganti Password</h1>
      {mustChange && <p className="alert alert-warning">{passwordTexts.firstPassword}</p>}
      <p>{passwordTexts.intro}</p>
      {/* The server's own words (a wrong current password, a lock): nothing to add to them. */}
      {write.failure && (
        <p className="alert alert-error" role="alert">
          {write.failure.detail ?? write.failure.title}
        </p>
      )}
      {banner.message && (
        <div className="alert alert-success password-done">
          <p role="status">{banner.message}</p>
        </div>
      )}
      {/* noValidate: our own Indonesian messages beside each field, not the browser's bubbles. */}
      <form ref={formRef} className="stack" noValidate onSubmit={submit} aria-busy={write.busy}>
        <fieldset className="modal-fields stack" disabled={write.busy}>
          <FieldList fields={passwordFields} field={form.field} />
        </fieldset>
        {form.hasErrors && !write.failure && (
          <p className="field-error form-summary">{commonTexts.fixErrors}</p>
        )}
        <button type="submit" className="button" disabled={write.busy}>
          {write.busy ? commonTexts.saving : "Simpan Password"}
        </button>
      </form>
      {firstChanged && !mustChange && (
        <p className="password-next">
          <Link to="/admin">{passwordTexts.continue}</Link>
        </p>
      )}
    </section>
  );
}
