export type ToastKind = 'error' | 'warning' | 'info' | 'success';

/** A message for the user as the client's toaster should show it. */
export interface ToastDescriptor {
  kind: ToastKind;
  message: string;
  /** Stays until the user closes it (every error toast does). */
  persistent: boolean;
  /** How long a non-persistent toast stays, in milliseconds. */
  durationMs?: number;
  /** Offer a link to sign in next to the message. */
  loginLink?: boolean;
}

/** An error toast: persistent until closed (platform spec section 8). */
export function errorToast(message: string, extra: Pick<ToastDescriptor, 'loginLink'> = {}): ToastDescriptor {
  return { kind: 'error', message, persistent: true, ...extra };
}
