/** One signing key per database, however many processes start at once. */
import { afterEach, describe, expect, it } from 'vitest';
import { authSigningKeys } from '../db/schema.ts';
import { createTestDatabase, databaseKinds, type TestDatabase } from '../testing/databases.ts';
import { loadSigningKeys } from './signingKeys.ts';

describe.each(databaseKinds)('signing keys (%s)', (kind) => {
  let database: TestDatabase | undefined;
  afterEach(() => database?.dispose());

  it('creates one active key on simultaneous first starts; every instance signs and verifies alike', async () => {
    database = await createTestDatabase(kind);
    const instances = await Promise.all([1, 2, 3].map(() => loadSigningKeys(database!.db)));
    const rows = await database.db.select().from(authSigningKeys);
    expect(rows).toHaveLength(1);
    expect(rows[0].active).toBe(true);
    for (const instance of instances) expect(instance.jwks().keys.map((key) => key.kid)).toEqual([rows[0].kid]);

    const token = await instances[0].sign({ sub: 'someone', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 60 });
    expect((await instances[2].verify(token)).sub).toBe('someone');
    // A restart reads the stored key instead of making a new one.
    const restarted = await loadSigningKeys(database.db);
    expect((await restarted.verify(token)).sub).toBe('someone');
    expect(restarted.jwks().keys[0]).not.toHaveProperty('d');
  });
});
