// The `Idempotency-Key` header of a queued write (docs/decisions/0096): the offline queue sends
// each write with a key of its own, and the server answers a repeat of the key with the first
// answer instead of applying the write again.

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Letters, digits and `-_:.`, 1 to 200 of them: a UUID fits, and nothing that needs escaping. */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,200}$/;

/** How long the server keeps a key's answer; a repeat after that applies again. */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Bytes of kept answers (with their keys) one account may add in 24 hours (docs/decisions/0096). */
export const IDEMPOTENCY_BYTES_PER_DAY = 4 * 1024 * 1024;

/** The header's description in the OpenAPI document. */
export const IDEMPOTENCY_DESCRIPTION = `Optional \`${IDEMPOTENCY_HEADER}\` header (1 to 200 letters, digits, \`-_:.\`): the first successful answer is kept ${IDEMPOTENCY_KEY_HOURS} hours per account, and a repeat of the key answers it again (same status and body) without applying anything; the same key with a different request answers 422. An account keeps at most ${IDEMPOTENCY_BYTES_PER_DAY / 1024 / 1024} MB of answers a day: past that a new key answers 429 IDEMPOTENCY_STORE_FULL with Retry-After and nothing is applied (a repeat of a kept key is still answered).`;
