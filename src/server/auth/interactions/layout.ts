import { html, trustedHtml, type SafeHtml } from './html.ts';

// One small stylesheet for every identity page; inline because the pages load nothing else. Its colours,
// font and radii are the app's theme (src/client/styles.css), so signing in looks like the app.
const styles = `
:root{--background:oklch(0.985 0.002 247);--foreground:oklch(0.21 0.02 260);--card:oklch(1 0 0);
--primary:oklch(0.45 0.12 255);--primary-foreground:oklch(0.985 0 0);--muted-foreground:oklch(0.5 0.02 260);
--destructive:oklch(0.55 0.2 27);--border:oklch(0.9 0.008 250);--input:oklch(0.88 0.01 250);--ring:oklch(0.6 0.12 255);
--header:oklch(0.27 0.04 260);--header-foreground:oklch(0.97 0.005 250);--accent:oklch(0.94 0.015 250);--radius:0.5rem}
*{box-sizing:border-box}
html,body{height:100%}
body{margin:0;display:flex;flex-direction:column;background-color:var(--background);color:var(--foreground);
font-family:'Inter','Segoe UI',system-ui,-apple-system,sans-serif;font-size:16px;line-height:1.5;-webkit-font-smoothing:antialiased}
header{display:flex;align-items:center;gap:.75rem;height:3.5rem;padding:0 1rem;background:var(--header);color:var(--header-foreground);box-shadow:0 1px 2px rgba(0,0,0,.08)}
.mark{display:flex;align-items:center;justify-content:center;width:2.25rem;height:2.25rem;border-radius:calc(var(--radius) - 2px);background:var(--primary);color:var(--primary-foreground);font-size:.875rem;font-weight:600}
.brand{font-size:1.125rem;font-weight:600;letter-spacing:-.01em}
.page{flex:1;display:flex;align-items:flex-start;justify-content:center;padding:3rem 1rem}
main{width:100%;max-width:26rem;padding:1.5rem;background:var(--card);border:1px solid var(--border);border-radius:calc(var(--radius) + 4px);box-shadow:0 1px 2px rgba(0,0,0,.05)}
h1{margin:0 0 1rem;font-size:1.5rem;font-weight:600;letter-spacing:-.01em}
label{display:block;margin:.9rem 0 .35rem;font-weight:500;font-size:.875rem}
input{width:100%;height:2.25rem;padding:.25rem .75rem;font:inherit;font-size:.875rem;background:transparent;border:1px solid var(--input);border-radius:calc(var(--radius) - 2px)}
:focus-visible{outline:2px solid var(--ring);outline-offset:2px}
button{width:100%;height:2.25rem;margin-top:1.4rem;padding:0 1rem;font:inherit;font-size:.875rem;font-weight:500;color:var(--primary-foreground);background-color:var(--primary);border:0;border-radius:calc(var(--radius) - 2px);cursor:pointer}
button:hover{opacity:.9}
button.secondary{color:var(--primary);background-color:var(--card);border:1px solid var(--primary);margin-top:.6rem}
.error{margin:0 0 1rem;padding:.7rem .9rem;color:var(--destructive);background:oklch(0.97 0.02 27);border:1px solid oklch(0.85 0.08 27);border-radius:calc(var(--radius) - 2px)}
.notice{margin:0 0 1rem;padding:.7rem .9rem;background:var(--accent);border:1px solid var(--border);border-radius:calc(var(--radius) - 2px)}
.links{margin-top:1.4rem;display:flex;flex-wrap:wrap;justify-content:space-between;gap:.5rem;font-size:.875rem}
a{color:var(--primary);text-underline-offset:4px}
.hint{margin:.3rem 0 0;font-size:.8rem;color:var(--muted-foreground)}
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
        <header>
          <span class="mark" aria-hidden="true">BT</span>
          <span class="brand">Business Tools</span>
        </header>
        <div class="page">
          <main>
            <h1>${title}</h1>
            ${body}
          </main>
        </div>
      </body>
    </html>`.value;
}

/** An error box that screen readers announce; nothing when there is no message. */
export const errorBox = (message: string | undefined) =>
  message ? html`<p class="error" role="alert" id="form-error">${message}</p>` : html``;
