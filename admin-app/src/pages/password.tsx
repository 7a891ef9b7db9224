import { authMessages, passwordProblem } from "@padukuhan/shared/auth";
import { type FormEvent, useState } from "react";
import { ApiError, apiJson } from "../api";

/** 'Ganti Password', which the seed lacked: every other session of the account ends. */
export function PasswordPage() {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const formElement = event.currentTarget;
    const form = new FormData(formElement);
    const currentPassword = String(form.get("currentPassword") ?? "");
    const newPassword = String(form.get("newPassword") ?? "");
    const problem =
      passwordProblem(newPassword) ??
      (newPassword !== String(form.get("confirmPassword") ?? "") ? authMessages.passwordsDiffer : null);
    if (problem) {
      setMessage({ kind: "error", text: problem });
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      const body = await apiJson<{ message: string }>("/api/auth/password", {
        method: "POST",
        json: { currentPassword, newPassword },
      });
      setMessage({ kind: "success", text: body.message });
      formElement.reset();
    } catch (error) {
      setMessage({
        kind: "error",
        text: error instanceof ApiError ? error.message : authMessages.loginException,
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="ganti-password" className="narrow">
      <h1 id="ganti-password">Ganti Password</h1>
      <p>Setelah password diganti, semua perangkat lain yang masih login akan keluar otomatis.</p>
      {message && (
        <p className={`alert alert-${message.kind}`} role={message.kind === "error" ? "alert" : "status"}>
          {message.text}
        </p>
      )}
      <form className="stack" onSubmit={submit}>
        <label className="field">
          Password saat ini
          <input name="currentPassword" type="password" autoComplete="current-password" required />
        </label>
        <label className="field">
          Password baru
          <input name="newPassword" type="password" autoComplete="new-password" required minLength={8} />
        </label>
        <label className="field">
          Ulangi password baru
          <input name="confirmPassword" type="password" autoComplete="new-password" required minLength={8} />
        </label>
        <button type="submit" className="button" disabled={busy}>
          {busy ? "Menyimpan..." : "Simpan Password"}
        </button>
      </form>
    </section>
  );
}
