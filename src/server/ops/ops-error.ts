/** An operator's mistake or a refusal, said in words: printed as it is, without a stack trace. */
export class OpsError extends Error {}
