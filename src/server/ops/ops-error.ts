/** An operator's mistake or a refusal, said in words: printed as it is, without a stack trace. */
export class OpsError extends Error {}

/** For a command's last step: an OpsError is its one line on stderr and exit 1; anything else a bug. */
export function exitOnOpsError(err: unknown): never {
  if (!(err instanceof OpsError)) throw err;
  console.error(err.message);
  process.exit(1);
}
