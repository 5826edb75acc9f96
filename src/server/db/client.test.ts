import { describe, expect, it } from 'vitest';
import { openPglite } from './client';

describe('embedded PGlite', () => {
  it('runs with 32 MB of shared buffers, not PostgreSQL’s 128 MB (decision 0041: peak memory)', async () => {
    const database = await openPglite(undefined);
    try {
      const client = (
        database.db as unknown as { $client: { query(q: string): Promise<{ rows: unknown[] }> } }
      ).$client;
      expect((await client.query('show shared_buffers')).rows).toEqual([{ shared_buffers: '32MB' }]);
    } finally {
      await database.close();
    }
  });
});
