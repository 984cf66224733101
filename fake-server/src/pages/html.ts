export function escapeHtml(text: string): string {
  return text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** What JSON may hold but an inline script may not: markup (`</script>`, `<!--`) and JS line ends. */
const SCRIPT_UNSAFE = /[<>&\u2028\u2029]/g;

/**
 * A value as a JavaScript literal for an inline `<script>`: its JSON with `<`, `>`, `&` and the line
 * and paragraph separators as `\u` escapes, so a value holding `</script>` or `<!--` stays a string
 * and cannot end the script or change how the HTML parser reads it.
 * @example scriptJson('</script><script>alert(1)</script>') // '"\\u003c/script\\u003e\\u003cscript\\u003e…"'
 */
export function scriptJson(value: unknown): string {
  return (JSON.stringify(value) ?? 'undefined').replace(
    SCRIPT_UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/**
 * A small self-contained mobile page (no external assets). `body` must already be escaped HTML;
 * `script` is code of ours, every value in it written by `scriptJson`.
 */
export function htmlPage(title: string, body: string, script = ''): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font:16px/1.5 system-ui,-apple-system,Segoe UI,Roboto,sans-serif;margin:0;padding:20px;color:#222;background:#fafafa}
h1{font-size:20px;margin:0 0 12px}h2{font-size:16px;margin:20px 0 6px}p{margin:0 0 10px}
.card{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px #0002;margin-bottom:16px}
button,.button{display:block;width:100%;box-sizing:border-box;padding:12px;border:0;border-radius:24px;background:#FFD400;color:#000;font-weight:700;font-size:16px;text-align:center;text-decoration:none;margin-top:12px}
.muted{color:#595959;font-size:13px}
</style></head>
<body>${body}${script ? `<script>${script}</script>` : ''}</body></html>`;
}
