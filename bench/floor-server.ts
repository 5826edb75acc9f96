// The floor of every read (docs/decisions/0040): a bare Fastify server in its own process, on the
// same database through the same driver as the app (the pg Pool, or PGlite on the same DATA_DIR),
// answering the same rows by raw SQL. GET /floor/empty is an empty route. Started by bench/run.ts:
//   PORT=… DATA_DIR=… [DATABASE_URL=…] node --import tsx bench/floor-server.ts
import { PGlite } from '@electric-sql/pglite';
import Fastify from 'fastify';
import { openDatabase } from '../src/server/db/client';
import { namedStatementClient } from '../src/server/db/pglite-named';
import { READS } from './reads';

interface RawClient {
  query(
    text: string | { name: string; text: string; values: unknown[] },
    params?: unknown[],
  ): Promise<{ rows: unknown[] }>;
}

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ?? '.tmp/bench/floor',
});
// The driver's own client under drizzle: pg.Pool or PGlite, both with query(text, params).
const client = (database.db as unknown as { $client: RawClient }).$client;

// Named statements, as the app's hot reads are (docs/decisions/0041): parsed and planned once
// per connection on PostgreSQL, once on PGlite.
const named = new Map<string, ReturnType<typeof namedStatementClient>>();
function run(name: string, text: string, params: unknown[]) {
  if (!(client instanceof PGlite)) return client.query({ name, text, values: params });
  let statement = named.get(name);
  if (!statement) {
    statement = namedStatementClient(client, name);
    named.set(name, statement);
  }
  return statement.query(text, params);
}

const app = Fastify({ logger: false });
app.get('/floor/empty', async () => ({}));
for (const read of READS) {
  app.get<{ Querystring: { id: string } }>(`/floor/${read.key}`, async (req) => {
    const params = [Number(req.query.id)];
    const results = await Promise.all(
      read.floor.map((text, i) => run(`floor_${read.key}_${i}`, text, params)),
    );
    return results.length === 1 ? results[0].rows : results.map((r) => r.rows);
  });
}

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', () => void close());
process.on('SIGINT', () => void close());
await app.listen({ port: Number(process.env.PORT ?? 3461), host: '127.0.0.1' });
