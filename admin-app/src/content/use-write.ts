import { useCallback, useRef, useState } from "react";
import { ApiError } from "../api";
import { useAuth } from "../auth/auth-context";
import { commonTexts } from "./entities";
import type { UploadProgress } from "./upload";
import { WriteError } from "./upload";

export interface Failure {
  title: string;
  detail: string | null;
}

/**
 * What went wrong with a request, in the admin's words: the Worker's reason when it answered
 * (null when it gave none), else that the connection failed.
 */
export function failureDetail(error: unknown): string | null {
  if (error instanceof ApiError && error.status !== 0) return error.message || null;
  // Status 0 or a fetch TypeError: the request never got an answer.
  return commonTexts.offline;
}

function describe(title: string, error: unknown): Failure {
  return { title, detail: failureDetail(error) };
}

export type WriteOutcome<R> = { ok: true; result: R } | { ok: false; fields: Record<string, string> };

/**
 * One admin write at a time, the same for every screen: the session is asked first (seed: an
 * expired one goes to /login, which the layout does once the auth state says signed out), a
 * double tap never sends twice, and a failure keeps the seed's title with the server's reason.
 */
export function useWrite() {
  const { checkSession } = useAuth();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const [failure, setFailure] = useState<Failure | null>(null);
  const inFlight = useRef(false);

  const reset = useCallback(() => {
    setFailure(null);
    setProgress(null);
  }, []);

  const run = async <R>(failedTitle: string, request: () => Promise<R>): Promise<WriteOutcome<R>> => {
    // A double tap fires twice before the disabled button renders: never send twice.
    if (inFlight.current) return { ok: false, fields: {} };
    inFlight.current = true;
    setBusy(true);
    reset();
    try {
      if (!(await checkSession())) {
        setFailure({ title: failedTitle, detail: commonTexts.sessionGone });
        return { ok: false, fields: {} };
      }
      return { ok: true, result: await request() };
    } catch (error) {
      setFailure(describe(failedTitle, error));
      // The session ended between the check and the write: let the layout send them to /login.
      if (error instanceof ApiError && error.status === 401) void checkSession();
      return { ok: false, fields: error instanceof WriteError ? error.fields : {} };
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return { busy, progress, failure, setProgress, reset, run };
}
