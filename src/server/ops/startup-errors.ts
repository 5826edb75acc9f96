import { ConfigError } from '../config';
import { OpsError } from './ops-error';

/**
 * The one line an operator reads when the server cannot start because of its configuration or
 * its surroundings (decision 0142); null for anything else, which is a bug and keeps its stack.
 */
export function startupErrorLine(err: unknown): string | null {
  if (err instanceof ConfigError || err instanceof OpsError) return err.message;
  const e = err as NodeJS.ErrnoException & { address?: string; port?: number; hostname?: string };
  // From listen(): the error names the address and port it tried.
  if (e?.syscall === 'listen' && e.port !== undefined) {
    const on = `${e.port} on ${e.address}`;
    if (e.code === 'EADDRINUSE') return `PORT: ${on} is already in use by another program`;
    if (e.code === 'EACCES') {
      return `PORT: ${on} needs privileges this account does not have (use a port above 1023, behind a proxy)`;
    }
    if (e.code === 'EADDRNOTAVAIL') return `HOST: ${e.address} is not an address of this machine`;
  }
  if (e?.syscall === 'getaddrinfo' && e.code === 'ENOTFOUND') {
    return `HOST: ${e.hostname ?? 'the host'} is not a known name of this machine`;
  }
  return null;
}
