import type { Failure } from "../content/use-manager";

/** The seed's failure text, then the server's own explanation when it gave one. */
export function FailureAlert({ failure }: { failure: Failure | null }) {
  if (!failure) return null;
  return (
    <div className="alert alert-error failure" role="alert">
      <strong>{failure.title}</strong>
      {failure.detail && <span>{failure.detail}</span>}
    </div>
  );
}
