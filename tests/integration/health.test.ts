import { describe, expect, it } from 'vitest';
import { isDatabaseReachable } from '#app/.server/db/index.ts';
import { createTestDatabase, engines } from '../helpers/database.ts';

describe.each(engines)('database health on %s', (engine) => {
  it('is reachable while open and unreachable once closed (what /healthz reports as 200 / 503)', async () => {
    const database = await createTestDatabase(engine);
    expect(await isDatabaseReachable(database)).toBe(true);
    await database.close();
    expect(await isDatabaseReachable(database)).toBe(false);
    await database.destroy();
  });
});
