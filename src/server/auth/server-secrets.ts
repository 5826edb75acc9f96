import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { serverSecrets } from '../db/schema';

/**
 * A signing or sealing key the server keeps for itself, by name: made once by whichever instance
 * asks first, then read by all, so a cookie one instance wrote is honoured by every other one.
 * Nothing an operator configures, and nothing that leaves the database.
 */
export async function loadServerSecret(db: Db, name: string): Promise<Buffer> {
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSecrets).where(eq(serverSecrets.name, name));
  return Buffer.from(row.value, 'base64url');
}
