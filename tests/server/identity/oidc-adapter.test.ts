import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOidcAdapterFactory } from '../../../src/server/auth/oidc-adapter.ts';
import type { Database } from '../../../src/server/db/database.ts';
import { createTestDatabase } from '../../support/test-database.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

describe('the identity provider storage', () => {
  it('finds what it stored, by id and by session uid, until it expires', async () => {
    const adapterFor = createOidcAdapterFactory(database.db);
    const sessions = adapterFor('Session');
    await sessions.upsert('s1', { uid: 'uid-1', accountId: 'a1' }, 60);
    expect(await sessions.find('s1')).toEqual({ uid: 'uid-1', accountId: 'a1' });
    expect(await sessions.findByUid('uid-1')).toEqual({ uid: 'uid-1', accountId: 'a1' });
    // Another model never sees the row.
    expect(await adapterFor('Grant').find('s1')).toBeUndefined();

    await sessions.upsert('s2', { uid: 'uid-2' }, -1);
    expect(await sessions.find('s2')).toBeUndefined();
    await sessions.destroy('s1');
    expect(await sessions.find('s1')).toBeUndefined();
  });

  it('marks codes consumed and revokes everything of a grant', async () => {
    const adapterFor = createOidcAdapterFactory(database.db);
    const codes = adapterFor('AuthorizationCode');
    const refreshTokens = adapterFor('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1', accountId: 'a1' }, 60);
    await refreshTokens.upsert('r1', { grantId: 'g1' }, 600);
    await refreshTokens.upsert('r2', { grantId: 'g2' }, 600);

    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toBeTypeOf('number');

    await codes.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await refreshTokens.find('r1')).toBeUndefined();
    expect(await refreshTokens.find('r2')).toEqual({ grantId: 'g2' });
  });
});
