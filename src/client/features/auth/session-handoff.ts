import { User, type UserManager } from 'oidc-client-ts';

/**
 * Tokens live in this tab's sessionStorage, so script in another site's page (or a long-lived copy on disk)
 * cannot pick them up. A tab opened later ('open in a new tab') asks the app's open tabs over a
 * BroadcastChannel (same origin only) and is handed the signed-in user **without its refresh token**: a
 * refresh token is single-use (each renewal rotates it), so two tabs holding one would spend it twice and
 * end the sign-in. The new tab renews by asking again before its access token runs out; with no tab left
 * to ask, it signs in through the provider, where the person's session usually lets them straight through.
 */
const CHANNEL = 'business-tools-session';
const ASK_TIMEOUT_MS = 400;

type Message = { type: 'ask'; id: string } | { type: 'user'; id: string; user: string };

/** Answers other tabs that ask for the signed-in user. */
export function offerSessionToOtherTabs(manager: UserManager): void {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = async (event: MessageEvent<Message>) => {
    if (event.data?.type !== 'ask') return;
    const user = await manager.getUser();
    if (!user || user.expired) return;
    const shared = new User({ ...user, refresh_token: undefined });
    channel.postMessage({
      type: 'user',
      id: event.data.id,
      user: shared.toStorageString(),
    } satisfies Message);
  };
}

/** The signed-in user of another open tab of the app, or null when none answers in time. */
export function askOtherTabsForSession(): Promise<User | null> {
  if (typeof BroadcastChannel === 'undefined') return Promise.resolve(null);
  const channel = new BroadcastChannel(CHANNEL);
  const id = crypto.randomUUID();
  return new Promise((resolve) => {
    const done = (user: User | null) => {
      clearTimeout(timer);
      channel.close();
      resolve(user);
    };
    const timer = setTimeout(() => done(null), ASK_TIMEOUT_MS);
    channel.onmessage = (event: MessageEvent<Message>) => {
      if (event.data?.type !== 'user' || event.data.id !== id) return;
      const user = User.fromStorageString(event.data.user);
      done(user.expired ? null : user);
    };
    channel.postMessage({ type: 'ask', id } satisfies Message);
  });
}
