import { html } from './html.ts';
import { errorBox, layout } from './layout.ts';
import { minPasswordLength } from '../passwords.ts';

const forgotAnswer = 'If an account exists for that e-mail, we sent a link to reset the password.';

interface ForgotPage {
  issuerPath: string;
  csrfToken: string;
  appUrl: string;
  email?: string;
  error?: string;
  sent?: boolean;
}

/** Asks for the e-mail to send a reset link to; afterwards shows the same answer whether or not the account exists. */
export function forgotPage({ issuerPath, csrfToken, appUrl, email, error, sent }: ForgotPage): string {
  const form = html`<p>
      Enter the e-mail of your account and we will send you a link to choose a new password.
    </p>
    ${errorBox(error)}
    <form method="post" action="${issuerPath}/forgot" novalidate>
      <input type="hidden" name="csrf" value="${csrfToken}" />
      <label for="email">E-mail</label>
      <input
        id="email"
        name="email"
        type="email"
        autocomplete="email"
        required
        autofocus
        value="${email ?? ''}"
        ${error ? html` aria-invalid="true" aria-describedby="form-error"` : html``}
      />
      <button type="submit">Send reset link</button>
    </form>`;
  return layout({
    title: 'Forgot your password?',
    body: html`${sent ? html`<p class="notice" role="status">${forgotAnswer}</p>` : form}
      <p class="links"><a href="${appUrl}">Back to sign in</a></p>`,
  });
}

interface ResetPage {
  action: string;
  csrfToken: string;
  error?: string;
}

/** Choose a new password, typed twice. */
export function resetPage({ action, csrfToken, error }: ResetPage): string {
  const invalid = error ? html` aria-invalid="true" aria-describedby="form-error"` : html``;
  return layout({
    title: 'Choose a new password',
    body: html`${errorBox(error)}
      <form method="post" action="${action}" novalidate>
        <input type="hidden" name="csrf" value="${csrfToken}" />
        <label for="password">New password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          required
          minlength="${minPasswordLength}"
          autofocus
          aria-describedby="password-hint"
          ${invalid}
        />
        <p class="hint" id="password-hint">At least ${minPasswordLength} characters.</p>
        <label for="confirm">Confirm new password</label>
        <input id="confirm" name="confirm" type="password" autocomplete="new-password" required${invalid} />
        <button type="submit">Change password</button>
      </form>`,
  });
}

/** A page that only tells something and leads back to the app (reset done, link used, e-mail confirmed). */
export function messagePage({
  title,
  message,
  appUrl,
  isError = false,
}: {
  title: string;
  message: string;
  appUrl: string;
  isError?: boolean;
}): string {
  return layout({
    title,
    body: html`<p class="${isError ? 'error' : 'notice'}" role="${isError ? 'alert' : 'status'}">
        ${message}
      </p>
      <p class="links"><a href="${appUrl}">Go to sign in</a></p>`,
  });
}
