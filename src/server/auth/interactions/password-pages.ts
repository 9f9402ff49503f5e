import { emailField, newPasswordFields } from './fields.ts';
import { html } from './html.ts';
import { errorBox, layout } from './layout.ts';

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
  const emailInput = emailField({
    autocomplete: 'email',
    autofocus: true,
    value: email ?? '',
    error,
  });
  const form = html`<p>
      Enter the e-mail of your account and we will send you a link to choose a new password.
    </p>
    ${errorBox(error)}
    <form method="post" action="${issuerPath}/forgot" novalidate>
      <input type="hidden" name="csrf" value="${csrfToken}" />
      ${emailInput}
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
  return layout({
    title: 'Choose a new password',
    body: html`${errorBox(error)}
      <form method="post" action="${action}" novalidate>
        <input type="hidden" name="csrf" value="${csrfToken}" />
        ${newPasswordFields('New password', { autofocus: true, error })}
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
