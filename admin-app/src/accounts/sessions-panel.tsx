import { BannerRegion } from "../components/banner-region";
import { FailureAlert } from "../components/failure-alert";
import { LoadState } from "../components/paged-list";
import { useBanner } from "../content/use-banner";
import { useShortList } from "../content/use-short-list";
import { useWrite } from "../content/use-write";
import { endpoints } from "../endpoints";
import { TimeFacts } from "./account-list";
import { sendJson } from "./send-json";
import { accountTexts } from "./texts";

/**
 * 'Perangkat yang sedang login': the signed-in admin's own sessions, this one marked, and the
 * way to end all the others (a lost phone, a shared computer) while staying signed in here.
 */
export function SessionsPanel() {
  const list = useShortList(endpoints.sesi.list);
  const sessions = list.items;
  const write = useWrite();
  const banner = useBanner();

  const endOthers = async () => {
    const outcome = await write.run(accountTexts.endOthersFailed, () => sendJson(endpoints.sesi.endOthers));
    if (!outcome.ok) return;
    list.setItems((current) => current?.filter((session) => session.current) ?? current);
    banner.show(outcome.result.message);
  };

  const others = sessions?.some((session) => !session.current) ?? false;
  return (
    <section className="sessions" aria-labelledby="perangkat-judul">
      <h2 id="perangkat-judul">{accountTexts.sessionsHeading}</h2>
      <p className="sessions-intro">{accountTexts.sessionsIntro}</p>
      <BannerRegion message={banner.message} />
      <LoadState
        status={list.status}
        texts={{ loading: accountTexts.sessionsLoading, failed: accountTexts.sessionsFailed }}
        onRetry={() => void list.reload()}
      />
      {sessions && (
        <ul className="session-list">
          {sessions.map((session) => (
            <li key={`${session.createdAt}-${session.device}`} className="session-item">
              <p className="session-device">
                <strong>{session.device}</strong>
                {session.current && <span className="badge badge-self">{accountTexts.thisDevice}</span>}
              </p>
              <TimeFacts
                facts={[
                  [accountTexts.since, session.createdAt],
                  [accountTexts.lastSeen, session.lastSeenAt],
                ]}
              />
            </li>
          ))}
        </ul>
      )}
      <FailureAlert failure={write.failure} />
      {sessions &&
        (others ? (
          <button
            type="button"
            className="button button-outline sessions-end"
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
