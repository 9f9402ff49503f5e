import { createIdentityUser } from '../src/server/auth/identity-users.ts';
import { loadConfig, type ServerConfig } from '../src/server/config.ts';
import type { Db } from '../src/server/db/database.ts';
import { signInAndGetToken } from '../tests/support/oidc-login.ts';
import type { Role } from '../src/shared/generated/types.gen.ts';
import { seedAccount, type SeededAccount } from '../tests/support/test-data.ts';

// What every bench's server and people have in common: a quiet app without the demo, and a person signed in
// through the real sign-in.

export function benchConfig(options: {
  port: number;
  dataDir: string;
  clientDir: string;
  /** Instances behind one load balancer share their public address (and so the tokens' issuer). */
  publicUrl?: string;
}): ServerConfig {
  return loadConfig({
    PORT: String(options.port),
    HOST: '127.0.0.1',
    PUBLIC_URL: options.publicUrl ?? `http://127.0.0.1:${options.port}`,
    DATA_DIR: options.dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    CLIENT_DIR: options.clientDir,
  });
}

/** A person of the organisation with these roles, able to sign in, and their access token from `baseUrl`. */
export async function signedInPerson(
  db: Db,
  baseUrl: string,
  orgGuid: string,
  roles: Role[],
  name?: string,
): Promise<{ account: SeededAccount; token: string }> {
  const account = await seedAccount(db, { name, roles: { [orgGuid]: roles } });
  await createIdentityUser(db, {
    email: account.email,
    name: account.name,
    password: account.password,
    emailVerified: true,
  });
  return { account, token: await signInAndGetToken(baseUrl, account.email, account.password) };
}
