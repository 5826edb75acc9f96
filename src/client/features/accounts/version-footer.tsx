import { useServerHealth } from './accounts-api';

/**
 * The version of the running server, from GET /api/health rather than baked into this bundle: a
 * tab left open across an upgrade still shows what the server runs now, the figure to quote when
 * asking for help or checking that an upgrade took.
 */
export function VersionFooter() {
  const { data } = useServerHealth();
  if (!data) return null;
  return <p className="text-center text-xs text-muted-foreground">Remote Chalk version {data.version}</p>;
}
