import { formatDateTime } from "@padukuhan/shared/format";
import type { LaporanPublik } from "@padukuhan/shared/lapor";
import { Paragraphs } from "./paragraphs";

/** The office's answers to a report, oldest first, each dated ('diubah' once edited). */
export function LaporAnswerList({ jawaban }: { jawaban: LaporanPublik["jawaban"] }) {
  return (
    <ol>
      {jawaban.map((answer) => (
        <li key={answer.createdAt}>
          <p className="lapor-answer-date">
            <time dateTime={answer.createdAt}>{formatDateTime(answer.createdAt)}</time>
            {answer.updatedAt && " (diubah)"}
          </p>
          <Paragraphs text={answer.text} />
        </li>
      ))}
    </ol>
  );
}
