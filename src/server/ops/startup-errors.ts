import { ConfigError } from '../config';
import { OpsError } from './ops-error';

/**
 * The one line an operator reads when the server cannot start because of its configuration or
 * its surroundings (decision 0142); null for anything else, which is a bug and keeps its stack.
 */
export function startupErrorLine(err: unknown): string | null {
  if (err instanceof ConfigError || err instanceof OpsError) return err.message;
  return null;
}
