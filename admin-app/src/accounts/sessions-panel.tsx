import type { SessionSummary } from "@padukuhan/shared/accounts";
import { useCallback, useEffect, useState } from "react";
import { apiJson } from "../api";
import { FailureAlert } from "../components/failure-alert";
import { commonTexts } from "../content/entities";
import { useBanner } from "../content/use-banner";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import { sendJson } from "./send-json";
import { accountTexts, formatWhen } from "./texts";

/**
 * 'Perangkat yang sedang login': the signed-in admin's own sessions, this one marked, and the
 * way to end all the others (a lost phone, a shared computer) while staying signed in here.
 */
export function SessionsPanel() {
  const [sessions, setSessions] = useState<SessionSummary[] | null>(null);
  const [failed, setFailed] = useState(false);
  const write = useWrite();
  const banner = useBanner();

  const load = useCallback(async () => {
    setFailed(false);
    try {
      const body = await apiJson(endpoints.sesi.list, { cache: "no-store" });
      setSessions(body.data);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  const endOthers = async () => {
    const outcome = await write.run(accountTexts.endOthersFailed, () => sendJson(endpoints.sesi.endOthers));
    if (!outcome.ok) return;
    setSessions((current) => current?.filter((session) => session.current) ?? current);
    banner.show(outcome.result.message);
  };

  const others = sessions?.some((session) => !session.current) ?? false;
  return (
    <section className="sessions" aria-labelledby="perangkat-judul">
      <h2 id="perangkat-judul">{accountTexts.sessionsHeading}</h2>
      <p className="sessions-intro">{accountTexts.sessionsIntro}</p>
      <div role="status" className="banner-region">
        {banner.message && <p className="alert alert-success">{banner.message}</p>}
      </div>
      {!sessions && !failed && <p className="list-note">{accountTexts.sessionsLoading}</p>}
      {failed && (
        <div className="alert alert-error list-failed" role="alert">
          <span>{accountTexts.sessionsFailed}</span>
          <button type="button" className="button button-ghost" onClick={() => void load()}>
            {commonTexts.retry}
          </button>
        </div>
      )}
      {sessions && (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={`${session.createdAt}-${session.device}`} className="session-item">
              <p className="session-device">
                <strong>{session.device}</strong>
                {session.current && <span className="badge badge-self">{accountTexts.thisDevice}</span>}
              </p>
              <dl className="account-facts">
                <div>
                  <dt>{accountTexts.since}</dt>
                  <dd>{formatWhen(session.createdAt)}</dd>
                </div>
                <div>
                  <dt>{accountTexts.lastSeen}</dt>
                  <dd>{formatWhen(session.lastSeenAt)}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      )}
      <FailureAlert failure={write.failure} />
      {sessions &&
        (others ? (
          <button
            type="button"
            className="button button-ghost sessions-end"
            onClick={() => void endOthers()}
            disabled={write.busy}
          >
            {write.busy ? accountTexts.endingOthers : accountTexts.endOthers}
          </button>
        ) : (
          <p className="sessions-none">{accountTexts.onlyThisDevice}</p>
        ))}
    </section>
  );
}
