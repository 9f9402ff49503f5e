import type { KoaContextWithOIDC } from 'oidc-provider';
import { html, trustedHtml } from './html.ts';
import { layout } from './layout.ts';

/**
 * The pages oidc-provider renders itself, in our look: sign-out confirmation, signed out, and errors.
 * They need no script, so the site's content security policy holds on them too.
 */
export function providerPages(appUrl: string) {
  return {
    /** `form` is oidc-provider's hidden form carrying its anti-forgery token; the buttons submit it. */
    async logoutSource(ctx: KoaContextWithOIDC, form: string) {
      ctx.type = 'html';
      ctx.body = layout({
        title: 'Sign out',
        body: html`<p>Do you want to sign out of Business Tools?</p>
          ${trustedHtml(form)}
          <button type="submit" form="op.logoutForm" name="logout" value="yes" autofocus>Sign out</button>
          <button type="submit" form="op.logoutForm" class="secondary">Stay signed in</button>`,
      });
    },
    async postLogoutSuccessSource(ctx: KoaContextWithOIDC) {
      ctx.type = 'html';
      ctx.body = layout({
        title: 'Signed out',
        body: html`<p class="notice" role="status">You are signed out.</p>
          <p class="links"><a href="${appUrl}">Sign in again</a></p>`,
      });
    },
    async renderError(ctx: KoaContextWithOIDC, out: { error?: string; error_description?: string }) {
      ctx.type = 'html';
      ctx.body = layout({
        title: 'Sign-in problem',
        body: html`<p class="error" role="alert">${signInProblem(out.error_description ?? out.error)}</p>
          <p class="links"><a href="${appUrl}">Go back to Business Tools</a></p>`,
      });
    },
  };
}

/** People see a sentence they can act on; the protocol's own wording stays in the logs. */
function signInProblem(description: string | undefined): string {
  if (description && /interaction|session|cookie/i.test(description)) {
    return 'This sign-in request has expired or was already completed. Please go back and sign in again.';
  }
  return 'The sign-in request could not be completed. Please go back and try again.';
}
