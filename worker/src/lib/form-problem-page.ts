/**
 * The answer to a public form sent without JavaScript that could not be kept ('Kirim Pesan',
 * 'Lapor Warga'): a plain Indonesian page saying why, with no script, and a way back to the form.
 */
import { escapeHtml } from "@padukuhan/shared/html";
import type { Context } from "hono";
import type { AppEnv } from "../env";

export type FormProblemStatus = 400 | 403 | 413 | 415 | 429 | 503;

export interface FormProblem {
  /** The page's heading and title, e.g. 'Pesan belum terkirim'. */
  title: string;
  lines: string[];
  back: { href: string; text: string };
}

export function formProblemPage(c: Context<AppEnv>, status: FormProblemStatus, problem: FormProblem) {
  const items = problem.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join("");
  const title = escapeHtml(problem.title);
  return c.html(
    `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${title}</title>
</head>
<body>
<h1>${title}</h1>
<ul>${items}</ul>
<p><a href="${escapeHtml(problem.back.href)}">${escapeHtml(problem.back.text)}</a></p>
</body>
</html>`,
    status,
    { "Cache-Control": "no-store" },
  );
}
