// The page shell of the development mailbox and the mail previews: one look, and the sandboxed frame a mail is
// shown in (srcdoc, no scripts, links in a new tab), sized to the mail by the one small inline script.
import { escapeHtml } from "../http/html.ts";

/** The mail's links open in a new tab: inside the frame they would land in a sandbox without scripts. */
function withLinksInNewTab(html: string): string {
  return /<head[^>]*>/i.test(html)
    ? html.replace(/<head[^>]*>/i, (head) => `${head}<base target="_blank">`)
    : `<base target="_blank">${html}`;
}

/** Without allow-scripts nothing in the mail runs; allow-same-origin only lets this page measure its height. */
const FRAME_SANDBOX =
  "allow-same-origin allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";
const LINK_SANDBOX = "allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation";

/** The policy a mail's HTML is served with on its own: its styles and images, no scripts, sandboxed. */
export const MAIL_CSP = `default-src 'none'; style-src 'unsafe-inline'; img-src https: data:; sandbox ${LINK_SANDBOX}`;

/** Grows the frame to the mail's height; without it (a stricter CSP) the frame keeps its CSS height. */
const fitFrame = `<script>
for (const frame of document.querySelectorAll("iframe[data-fit]")) {
  const fit = () => {
    const doc = frame.contentDocument;
    if (doc && doc.documentElement) frame.style.height = doc.documentElement.scrollHeight + 2 + "px";
  };
  frame.addEventListener("load", fit);
  addEventListener("resize", fit);
  fit();
}
</script>`;

const style = `
*,*::before,*::after{box-sizing:border-box}
body{margin:0;font-family:"Segoe UI",Roboto,"Helvetica Neue",Arial,system-ui,sans-serif;font-size:15px;line-height:1.5;color:#1d2421;background:#f7f6f2}
header{background:#123d30;color:#fff;padding:14px 20px}
header a{color:#fff;text-decoration:none}
header h1{margin:0;font-size:20px}
header p{margin:2px 0 0;font-size:13px;color:#e5f0eb}
main{max-width:1100px;margin:0 auto;padding:20px 16px 40px}
a{color:#1f5f4a}
h2{color:#123d30;font-size:18px;margin:28px 0 10px}
.bar{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:end;justify-content:space-between;margin-bottom:14px}
form{display:flex;flex-wrap:wrap;gap:8px;align-items:end}
label{display:flex;flex-direction:column;font-size:13px;color:#4d5752}
input{font:inherit;padding:7px 10px;border:1px solid #b9c2bd;border-radius:6px;min-width:min(260px,100%)}
button,.button{font:inherit;font-weight:600;padding:7px 14px;border-radius:6px;border:1px solid #1f5f4a;background:#1f5f4a;color:#fff;text-decoration:none;cursor:pointer;display:inline-block}
.button.secondary{background:#fff;color:#1f5f4a}
.empty{background:#fff;border:1px solid #dfe4e1;border-radius:10px;padding:24px;text-align:center;color:#4d5752}
table.list{width:100%;border-collapse:collapse;background:#fff;border:1px solid #dfe4e1;border-radius:10px;overflow:hidden}
.list th,.list td{text-align:left;padding:9px 12px;border-bottom:1px solid #dfe4e1;vertical-align:top}
.list th{font-size:13px;color:#4d5752;background:#e5f0eb;font-weight:600}
.list td.subject a{font-weight:600}
.muted{color:#4d5752;font-size:13px}
.status{display:inline-block;font-size:12px;font-weight:600;padding:1px 8px;border-radius:999px;background:#e5f0eb;color:#123d30;white-space:nowrap}
.status.queued,.status.sending{background:#fbf5e6;color:#6b4e00}
.status.failed{background:#fbe9e7;color:#b3261e}
dl.headers{display:grid;grid-template-columns:max-content 1fr;gap:4px 16px;margin:0;background:#fff;border:1px solid #dfe4e1;border-radius:10px;padding:14px 16px}
dl.headers dt{color:#4d5752;font-size:13px;padding-top:2px}
dl.headers dd{margin:0;overflow-wrap:anywhere}
iframe{display:block;width:100%;height:70vh;min-height:420px;border:1px solid #dfe4e1;border-radius:10px;background:#f7f6f2}
pre{background:#fff;border:1px solid #dfe4e1;border-radius:10px;padding:14px 16px;white-space:pre;overflow-x:auto;font-size:13px;line-height:1.45;margin:0}
ul.files{margin:0;padding:0;list-style:none}
.error{color:#b3261e}
@media (max-width:700px){
  .list thead{display:none}
  .list,.list tbody,.list tr,.list td{display:block;width:100%}
  .list tr{border-bottom:1px solid #dfe4e1;padding:8px 0}
  .list td{border:0;padding:2px 12px}
  dl.headers{grid-template-columns:1fr}
  dl.headers dt{padding-top:6px}
  iframe{height:75vh}
}`;

export function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="nl">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)}</title>
<style>${style}</style>
</head>
<body>
<header><a href="/dev/mailbox"><h1>Ontwikkel-mailbox</h1></a><p>Alleen buiten productie: alle e-mails die de winkel verstuurde of nog gaat versturen.</p></header>
<main>
${body}
</main>
</body>
</html>
`;
}

/** The mail's HTML in a sandboxed frame, as the recipient would see it. */
export function mailFrame(html: string): string {
  return `<iframe title="Inhoud van de e-mail" data-fit sandbox="${FRAME_SANDBOX}" srcdoc="${escapeHtml(withLinksInNewTab(html))}"></iframe>
${fitFrame}`;
}
