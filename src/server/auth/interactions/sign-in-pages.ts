import { html } from './html.ts';
import { errorBox, layout } from './layout.ts';
import { minPasswordLength } from '../passwords.ts';

/** Where the pages of one interaction post to; the interaction cookie is scoped to this path. */
const interactionPath = (issuerPath: string, uid: string) =>
  `${issuerPath}/interaction/${encodeURIComponent(uid)}`;

const invalid = (error: string | undefined) =>
  error ? html` aria-invalid="true" aria-describedby="form-error"` : html``;

interface SignInPage {
  issuerPath: string;
  uid: string;
  email?: string;
  error?: string;
}

/** Sign in with e-mail and password; links to sign-up and the forgotten-password page, nothing else. */
export function signInPage({ issuerPath, uid, email, error }: SignInPage): string {
  const base = interactionPath(issuerPath, uid);
  return layout({
    title: 'Sign in',
    body: html`${errorBox(error)}
      <form method="post" action="${base}/login" novalidate>
        <label for="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="username"
          required
          autofocus
          value="${email ?? ''}"
          ${invalid(error)}
        />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="current-password"
          required${invalid(error)}
        />
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
  return layout({
    title: 'Create an account',
    body: html`${errorBox(error)}
      <form method="post" action="${base}/signup" novalidate>
        <label for="name">Name</label>
        <input
          id="name"
          name="name"
          type="text"
          autocomplete="name"
          required
          maxlength="250"
          autofocus
          value="${name ?? ''}"
          ${invalid(error)}
        />
        <label for="email">E-mail</label>
        <input
          id="email"
          name="email"
          type="email"
          autocomplete="email"
          required
          maxlength="320"
          value="${email ?? ''}"
          ${invalid(error)}
        />
        <label for="password">Password</label>
        <input
          id="password"
          name="password"
          type="password"
          autocomplete="new-password"
          required
          minlength="${minPasswordLength}"
          aria-describedby="password-hint"
          ${invalid(error)}
        />
        <p class="hint" id="password-hint">At least ${minPasswordLength} characters.</p>
        <label for="confirm">Confirm password</label>
        <input
          id="confirm"
          name="confirm"
          type="password"
          autocomplete="new-password"
          required${invalid(error)}
        />
        <button type="submit">Create account</button>
      </form>
      <p class="links">
        <span>Already have an account? <a href="${base}">Sign in</a></span>
      </p>`,
  });
}
