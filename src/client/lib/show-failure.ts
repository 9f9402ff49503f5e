import { toast } from '../components/ui/toast.tsx';
import { describeError, type FailedCall } from '../../shared/errors/describe-error.ts';
import type { ToastDescriptor } from '../../shared/errors/toast.ts';
import { ApiError, OfflineError } from './api-client.ts';
import { authHooks } from './auth-hooks.ts';

/** The api-client's failures in the shared error handler's terms. */
export function toFailedCall(error: unknown): FailedCall {
  if (error instanceof OfflineError) return { type: 'offline', request: error.request };
  if (error instanceof ApiError) {
    return { type: 'response', status: error.status, statusText: error.statusText, body: error.body };
  }
  return { type: 'exception', error };
}

const openErrorToasts = new Set<string | number>();

/**
 * Shows one toast as the shared error catalogue describes it; error toasts stay until closed. An error
 * already on screen is not shown twice: calls failing together for one cause (two lists refused for a
 * lapsed sign-in) say it once.
 */
export function showToast(descriptor: ToastDescriptor): void {
  const id = descriptor.kind === 'error' ? `error:${descriptor.message}` : undefined;
  toast[descriptor.kind](descriptor.message, {
    id,
    duration: descriptor.persistent ? Infinity : descriptor.durationMs,
    action: descriptor.loginLink ? { label: 'Login', onClick: () => authHooks.login() } : undefined,
    onDismiss: (dismissed) => openErrorToasts.delete(dismissed.id),
  });
  if (id) openErrorToasts.add(id);
}

/** Spec 8: what a failed call tells the user (the api-client calls this once per failure). */
export function showFailure(error: unknown, _request: string): void {
  for (const descriptor of describeError(toFailedCall(error))) showToast(descriptor);
}

/** Closes the error toasts still open; spec 8 does this before a new answer save. */
export function dismissErrorToasts(): void {
  for (const id of openErrorToasts) toast.dismiss(id);
  openErrorToasts.clear();
}
