import { emailField, field, newPasswordFields } from './fields.ts';
import { html } from './html.ts';
import { errorBox, layout } from './layout.ts';

/** Where the pages of one interaction post to; the interaction cookie is scoped to this path. */
const interactionPath = (issuerPath: string, uid: string) =>
  `${issuerPath}/interaction/${encodeURIComponent(uid)}`;

interface SignInPage {
  issuerPath: string;
  uid: string;
  email?: string;
  error?: string;
}

/** Sign in with e-mail and password; links to sign-up and the forgotten-password page, nothing else. */
export function signInPage({ issuerPath, uid, email, error }: SignInPage): string {
  const base = interactionPath(issuerPath, uid);
  const emailInput = emailField({
    autocomplete: 'username',
    autofocus: true,
    value: email ?? '',
    error,
  });
  const passwordField = field({
    name: 'password',
    label: 'Password',
    type: 'password',
    autocomplete: 'current-password',
    error,
  });
  return layout({
    title: 'Sign in',
    body: html`${errorBox(error)}
      <form method="post" action="${base}/login" novalidate>
        ${emailInput} ${passwordField}
        <button type="submit">Sign in</button>
      </form>
      <p class="links">
        <a href="${base}/signup">Create an account</a><a href="${issuerPath}/forgot">Forgot your password?</a>
      </p>`,
  });
}

interface SignUpPage {
  issuerPath: string;
  uid: string;
  name?: string;
  email?: string;
  error?: string;
}

/** Create an account: name, e-mail and a password typed twice. */
export function signUpPage({ issuerPath, uid, name, email, error }: SignUpPage): string {
  const base = interactionPath(issuerPath, uid);
  const nameField = field({
    name: 'name',
    label: 'Name',
    type: 'text',
    autocomplete: 'name',
    maxlength: 250,
    autofocus: true,
    value: name ?? '',
    error,
  });
  const emailInput = emailField({
    autocomplete: 'email',
    maxlength: 320,
    value: email ?? '',
    error,
  });
  return layout({
    title: 'Create an account',
    body: html`${errorBox(error)}
      <form method="post" action="${base}/signup" novalidate>
        ${nameField} ${emailInput} ${newPasswordFields('Password', { error })}
        <button type="submit">Create account</button>
      </form>
      <p class="links">
        <span>Already have an account? <a href="${base}">Sign in</a></span>
      </p>`,
  });
}
