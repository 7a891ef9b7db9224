import { type LaporStatus, laporStatusLabel } from "@padukuhan/shared/lapor";

/** A report's state as the list and the report show it: its label on its own colour. */
export function LaporStatusBadge({ status }: { status: LaporStatus }) {
  return <span className={`status-badge lapor-status-${status}`}>{laporStatusLabel[status]}</span>;
}
