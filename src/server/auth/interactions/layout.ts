import { html, trustedHtml, type SafeHtml } from './html.ts';

// One small stylesheet for every identity page; inline because the pages load nothing else.
const styles = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;background:#f4f5f7;color:#1f2933;
font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:26rem;margin:1.5rem;padding:2rem;background:#fff;border-radius:.75rem;box-shadow:0 1px 3px rgba(0,0,0,.12)}
.brand{margin:0 0 1.25rem;font-size:.9rem;font-weight:600;letter-spacing:.04em;text-transform:uppercase;color:#52606d}
h1{margin:0 0 1rem;font-size:1.5rem}
label{display:block;margin:.9rem 0 .3rem;font-weight:600;font-size:.95rem}
input{width:100%;padding:.6rem .7rem;font:inherit;border:1px solid #9aa5b1;border-radius:.4rem}
input:focus,button:focus,a:focus{outline:3px solid #7aa7f5;outline-offset:1px}
button{width:100%;margin-top:1.4rem;padding:.7rem;font:inherit;font-weight:600;color:#fff;background:#1d4ed8;border:0;border-radius:.4rem;cursor:pointer}
button:hover{background:#1e40af}
button.secondary{color:#1d4ed8;background:#fff;border:1px solid #1d4ed8;margin-top:.6rem}
.error{margin:0 0 1rem;padding:.7rem .9rem;color:#8a1c1c;background:#fdecec;border:1px solid #f5b5b5;border-radius:.4rem}
.notice{margin:0 0 1rem;padding:.7rem .9rem;background:#eaf2ff;border:1px solid #b6cdf7;border-radius:.4rem}
.links{margin-top:1.4rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;font-size:.95rem}
a{color:#1d4ed8}
.hint{margin:.3rem 0 0;font-size:.85rem;color:#52606d}
`;

interface PageOptions {
  title: string;
  body: SafeHtml;
}

/** A complete identity page under the product name, with the shared stylesheet. */
export function layout({ title, body }: PageOptions): string {
  return html`<!doctype html>
    <html lang="en">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="robots" content="noindex" />
        <title>${title} · Business Tools</title>
        <style>
          ${trustedHtml(styles)}
        </style>
      </head>
      <body>
        <main>
          <p class="brand">Business Tools</p>
          <h1>${title}</h1>
          ${body}
        </main>
      </body>
    </html>`.value;
}

/** An error box that screen readers announce; nothing when there is no message. */
export const errorBox = (message: string | undefined) =>
  message ? html`<p class="error" role="alert" id="form-error">${message}</p>` : html``;
