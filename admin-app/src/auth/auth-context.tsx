import { authMessages, type SessionAnswer } from "@padukuhan/shared/auth";
import { timing } from "@padukuhan/shared/constants";
import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { ApiError, apiJson } from "../api";
import { endpoints } from "../endpoints";
import { loginFailureMessage } from "./login-failure";

export type AuthState =
  | { status: "checking" }
  | { status: "signedOut" }
  | { status: "signedIn"; session: SessionAnswer };

/** On success, whether the account still has a first password to change ('Ganti Password'). */
export type LoginResult = { ok: true; mustChangePassword: boolean } | { ok: false; message: string };

/** Where an admin whose first password is still in use is kept until it is changed. */
export const PASSWORD_PATH = "/admin/password";

interface Auth {
  state: AuthState;
  /** Asks the server; signs this tab out when the session is gone. */
  checkSession: () => Promise<SessionAnswer | null>;
  login: (username: string, password: string) => Promise<LoginResult>;
  logout: () => Promise<void>;
}

/**
 * Written to localStorage on login and logout. Other tabs get a `storage` event and re-check,
 * so a logout in one tab signs out the others (seed section 2). Holds no secret.
 */
export const AUTH_SIGNAL_KEY = "padukuhan-auth-signal";

const AuthContext = createContext<Auth | null>(null);

function signalOtherTabs() {
  try {
    localStorage.setItem(AUTH_SIGNAL_KEY, String(Date.now()));
  } catch {
    // Storage may be unavailable (private mode); the 60 s poll still catches up.
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "checking" });

  const checkSession = useCallback(async () => {
    try {
      const session = await apiJson(endpoints.auth.session);
      // The server decides, but an expiry that has passed on this clock is not waited for.
      if (Date.parse(session.expiredAt) <= Date.now()) throw new ApiError(401, authMessages.unauthorized);
      setState({ status: "signedIn", session });
      return session;
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) setState({ status: "signedOut" });
      else setState((current) => (current.status === "checking" ? { status: "signedOut" } : current));
      return null;
    }
  }, []);

  const login = useCallback(async (username: string, password: string): Promise<LoginResult> => {
    try {
      const body = await apiJson(endpoints.auth.login, { json: { username, password } });
      const mustChangePassword = body.mustChangePassword === true;
      setState({
        status: "signedIn",
        session: { user: body.user, expiredAt: body.expiredAt, mustChangePassword },
      });
      signalOtherTabs();
      return { ok: true, mustChangePassword };
    } catch (error) {
      const failure =
        error instanceof ApiError ? { status: error.status, message: error.message } : "network";
      return { ok: false, message: loginFailureMessage(failure) };
    }
  }, []);

  const logout = useCallback(async () => {
    try {
      await apiJson(endpoints.auth.logout);
    } catch {
      // Already gone on the server, or offline: this tab signs out either way.
    }
    setState({ status: "signedOut" });
    signalOtherTabs();
  }, []);

  useEffect(() => {
    void checkSession();
    const poll = window.setInterval(() => void checkSession(), timing.sessionPollMs);
    const onStorage = (event: StorageEvent) => {
      if (event.key === AUTH_SIGNAL_KEY) void checkSession();
    };
    window.addEventListener("storage", onStorage);
    return () => {
      window.clearInterval(poll);
      window.removeEventListener("storage", onStorage);
    };
  }, [checkSession]);

  const value = useMemo(() => ({ state, checkSession, login, logout }), [state, checkSession, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error("useAuth outside AuthProvider");
  return auth;
}
