/*
 * The api-client lives below the features, but needs two things from the auth feature: the current access
 * token and a way to start a login (the 'Unauthorized' toast's Login link). The auth feature registers them
 * here at start-up, which keeps imports one-way (features → lib).
 */
export interface AuthHooks {
  getAccessToken: () => Promise<string | null>;
  login: () => void;
}

const hooks: AuthHooks = {
  getAccessToken: async () => null,
  login: () => window.location.assign('/landing'),
};

export function registerAuthHooks(next: Partial<AuthHooks>): void {
  Object.assign(hooks, next);
}

export const authHooks: Readonly<AuthHooks> = hooks;
