import { authMessages } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import { villageName } from "@padukuhan/shared/village";
import { type FormEvent, useEffect, useState } from "react";
import { useAuth } from "../auth/auth-context";
import { useConfig } from "../config-context";

/** Admin sign-in (seed section 2): after success, or when already signed in, go to the public home. */
export function LoginPage() {
  const { state, login } = useAuth();
  const { publicOrigin } = useConfig();
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [signedIn, setSignedIn] = useState(false);

  useEffect(() => {
    if (state.status === "signedIn" && !signedIn) window.location.replace(`${publicOrigin}/?admin=1`);
  }, [state.status, signedIn, publicOrigin]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError("");
    const result = await login(String(form.get("username") ?? ""), String(form.get("password") ?? ""));
    if (!result.ok) {
      setError(result.message);
      setBusy(false);
      return;
    }
    setSignedIn(true);
    // The seed waits half a second on success before leaving for the home page.
    // `?admin=1` tells the public site to show the admin's dropdown from now on.
    window.setTimeout(() => window.location.assign(`${publicOrigin}/?admin=1`), timing.loginRedirectMs);
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} aria-busy={busy}>
        <h1>Login Admin</h1>
        <p className="login-subtitle">{villageName}</p>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        {signedIn && (
          <p className="alert alert-success" role="status">
            {authMessages.loginSuccess}
          </p>
        )}
        <label className="field">
          Username
          <input name="username" autoComplete="username" required autoCapitalize="none" spellCheck={false} />
        </label>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <span className="password-row">
            <input
              id="login-password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
            />
            <button
              type="button"
              className="button button-ghost"
              aria-pressed={showPassword}
              aria-controls="login-password"
              onClick={() => setShowPassword((value) => !value)}
            >
              {showPassword ? "Sembunyikan" : "Tampilkan"}
              <span className="visually-hidden"> password</span>
            </button>
          </span>
        </div>
        <button type="submit" className="button" disabled={busy || signedIn}>
          {busy || signedIn ? "Memproses..." : "Masuk"}
        </button>
        <a className="login-back" href={`${publicOrigin}/`}>
          Kembali ke Beranda
        </a>
      </form>
    </main>
  );
}
