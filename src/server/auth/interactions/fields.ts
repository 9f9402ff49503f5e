import { html, type SafeHtml } from './html.ts';
import { minPasswordLength } from '../passwords.ts';

export interface FieldOptions {
  /** Both the input's id and its form name. */
  name: string;
  label: string;
  type: 'text' | 'email' | 'password';
  autocomplete: string;
  /** What the person typed before; never given for passwords, which are not sent back. */
  value?: string;
  minlength?: number;
  maxlength?: number;
  autofocus?: boolean;
  /** A line under the input that screen readers read with it. */
  hint?: string;
  /** The form's error; while there is one every field points at it. */
  error?: string;
}

/** A labelled input of an identity page, with its hint and its link to the form's error. */
export function field(options: FieldOptions): SafeHtml {
  const { name, label, type, autocomplete, value, minlength, maxlength, autofocus, hint, error } = options;
  // One aria-describedby naming both, because a second attribute of the same name would be ignored.
  const describedBy = [hint ? `${name}-hint` : '', error ? 'form-error' : ''].filter(Boolean).join(' ');
  const attributes = [
    minlength !== undefined && html` minlength="${minlength}"`,
    maxlength !== undefined && html` maxlength="${maxlength}"`,
    autofocus && html` autofocus`,
    value !== undefined && html` value="${value}"`,
    error && html` aria-invalid="true"`,
    describedBy && html` aria-describedby="${describedBy}"`,
  ];
  return html`<label for="${name}">${label}</label>
    <input id="${name}" name="${name}" type="${type}" autocomplete="${autocomplete}" required${attributes} />
    ${hint && html`<p class="hint" id="${name}-hint">${hint}</p>`}`;
}

/** The e-mail field of every page that asks for one; the caller picks autocomplete, focus and length. */
export const emailField = (options: Omit<FieldOptions, 'name' | 'label' | 'type'>): SafeHtml =>
  field({ name: 'email', label: 'E-mail', type: 'email', ...options });

/** A new password and its confirmation, with the length rule the server checks. */
export function newPasswordFields(label: string, options: { autofocus?: boolean; error?: string }): SafeHtml {
  const common = { type: 'password', autocomplete: 'new-password', error: options.error } as const;
  const password = field({
    ...common,
    name: 'password',
    label,
    minlength: minPasswordLength,
    autofocus: options.autofocus,
    hint: `At least ${minPasswordLength} characters.`,
  });
  // The label reads "Confirm new password" after "New password".
  const confirm = field({ ...common, name: 'confirm', label: `Confirm ${label.toLowerCase()}` });
  return html`${password} ${confirm}`;
}
