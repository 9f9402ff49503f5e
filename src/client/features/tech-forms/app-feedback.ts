import { toast } from '../../components/ui/toast.tsx';
import { dismissErrorToasts, showFailure } from '../../lib/show-failure.ts';
import type { RendererFeedback } from '../renderer/renderer-backend.ts';

/** Spec 9: success toasts last 2.5 s. */
const SUCCESS_MS = 2500;

/** The app's toasts around answer saves: 'Saved' / 'Removed', failures as the error catalogue says (spec 8). */
export const appFeedback: RendererFeedback = {
  notify: (message) => void toast.success(message, { duration: SUCCESS_MS }),
  reportError: (error) => showFailure(error, 'answer save'),
  closeOlderErrorToasts: dismissErrorToasts,
};
