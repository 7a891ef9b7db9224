/**
 * The page shown when something on our side failed before a page could be rendered: plain
 * HTML in Indonesian: no script, no style (the CSP allows no inline style), no stack.
 */
export function errorPage(message: string): string {
  return `<!doctype html>
<html lang="id">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Halaman tidak dapat dimuat</title>
</head>
<body>
<h1>Halaman tidak dapat dimuat</h1>
<p>${message}</p>
<p><a href="/">Kembali ke Beranda</a></p>
</body>
</html>`;
}
