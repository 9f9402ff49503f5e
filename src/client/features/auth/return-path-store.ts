import { isReturnPath } from '../../../shared/routing/return-path.ts';

// sessionStorage: the sign-in leaves this tab for the identity provider and comes back to it.
const key = 'bt.auth.returnPath';

/** The page someone was opening when the app sent them to sign in, to be opened once they are signed in. */
export const returnPathStore = {
  remember(path: string): void {
    if (isReturnPath(path)) sessionStorage.setItem(key, path);
  },
  forget(): void {
    sessionStorage.removeItem(key);
  },
  /** The remembered path, forgotten as it is read so it is followed once. */
  take(): string | undefined {
    const path = sessionStorage.getItem(key);
    sessionStorage.removeItem(key);
    return path !== null && isReturnPath(path) ? path : undefined;
  },
};
