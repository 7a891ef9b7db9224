import { authMessages } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { PASSWORD_PATH, useAuth } from "../auth/auth-context";
import { useConfig } from "../config-context";

/** Admin sign-in (seed section 2): after success, or when already signed in, go to the public home. */
export function LoginPage() {
  const { state, login } = useAuth();
  const { publicOrigin, villageName } = useConfig();
  const [showPassword, setShowPassword] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState("");
  const [signedIn, setSignedIn] = useState(false);
  // Empty fields the last 'Masuk' found: checked here, in Indonesian, because the browser's own
  // bubbles speak the browser's language ('Please fill out this field.' on an English phone).
  const [missing, setMissing] = useState({ username: false, password: false });
  const usernameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const incomplete = missing.username || missing.password;

  // A first password still in use: 'Ganti Password' before anything else.
  const mustChange = state.status === "signedIn" && state.session.mustChangePassword;
  useEffect(() => {
    if (state.status === "signedIn" && !signedIn)
      window.location.replace(mustChange ? PASSWORD_PATH : `${publicOrigin}/?admin=1`);
  }, [state.status, signedIn, publicOrigin, mustChange]);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const username = String(form.get("username") ?? "");
    const password = String(form.get("password") ?? "");
    // The seed's rule and text: both required (a username of spaces is empty, as on the server).
    const empty = { username: username.trim() === "", password: password === "" };
    setMissing(empty);
    if (empty.username || empty.password) {
      setError("");
      (empty.username ? usernameInput : passwordInput).current?.focus();
      return;
    }
    setBusy(true);
    setError("");
    const result = await login(username, password);
    if (!result.ok) {
      setError(result.message);
      setBusy(false);
      return;
    }
    setSignedIn(true);
    // The seed waits half a second on success before leaving for the home page.
    // `?admin=1` tells the public site to show the admin's dropdown from now on.
    const next = result.mustChangePassword ? PASSWORD_PATH : `${publicOrigin}/?admin=1`;
    window.setTimeout(() => window.location.assign(next), timing.loginRedirectMs);
  };

  return (
    <main className="login">
      <form className="login-card" onSubmit={submit} aria-busy={busy} noValidate>
        <h1>Login Admin</h1>
        <p className="login-subtitle">{villageName}</p>
        {error && (
          <p className="alert alert-error" role="alert">
            {error}
          </p>
        )}
        {incomplete && (
          <p id="login-required" className="alert alert-error" role="alert">
            {authMessages.required}
          </p>
        )}
        {signedIn && (
          <p className="alert alert-success" role="status">
            {authMessages.loginSuccess}
          </p>
        )}
        <label className="field">
          Username
          <input
            ref={usernameInput}
            type="text"
            name="username"
            autoComplete="username"
            required
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={missing.username || undefined}
            aria-describedby={missing.username ? "login-required" : undefined}
            onInput={() => missing.username && setMissing((current) => ({ ...current, username: false }))}
          />
        </label>
        <div className="field">
          <label htmlFor="login-password">Password</label>
          <span className="password-row">
            <input
              ref={passwordInput}
              id="login-password"
              name="password"
              type={showPassword ? "text" : "password"}
              autoComplete="current-password"
              required
              aria-invalid={missing.password || undefined}
              aria-describedby={missing.password ? "login-required" : undefined}
              onInput={() => missing.password && setMissing((current) => ({ ...current, password: false }))}
            />
            <button
              type="button"
              className="button button-outline"
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
