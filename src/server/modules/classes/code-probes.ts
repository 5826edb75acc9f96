import { countIpFailure, ipAttemptRefused } from '../../auth/auth-limits';
import type { Counters } from '../../auth/rate-limit';
import { HttpError, tooMany } from '../../errors';

// A class code a teacher chooses is answered 409 when another class has it: the answer tells
// whoever asks that the code leads into a class. Probing codes that way is guessing them, so a
// taken code counts as a failed join does (docs/decisions/0120-choosing-a-class-code.md): against
// the network's failures (the budget failed joins spend, per minute) and against the account,
// which a school's shared network cannot dilute. A client following the spec picks 6 random
// characters and almost never meets a taken one; leaving the code out always works.

/** Taken codes one account may meet in a window before choosing codes is refused. */
export const MAX_TAKEN_CODES = 10;
const ACCOUNT_WINDOW_MS = 15 * 60_000;
const accountKey = (teacherId: number) => `class-code-taken:${teacherId}`;

export const isCodeTaken = (err: unknown) => err instanceof HttpError && err.code === 'CLASS_CODE_TAKEN';

export function createCodeProbeGuard(counters: Counters, perMinute: number) {
  return {
    /** Before a chosen code is looked at: 429 once this account or network has met too many taken codes or failed joins. */
    async admit(teacherId: number, ip: string) {
      const [taken] = await counters.read(accountKey(teacherId));
      if (taken >= MAX_TAKEN_CODES) {
        throw tooMany(
          'Too many of the class codes you chose are taken. Leave the code out and one is chosen for you, or wait 15 minutes.',
          'CLASS_CODE_PROBING',
          ACCOUNT_WINDOW_MS / 1000,
        );
      }
      if (await ipAttemptRefused(counters, ip, perMinute)) {
        throw tooMany(
          'Too many attempts from this network. Please wait a minute and try again.',
          'RATE_LIMITED',
          60,
        );
      }
    },
    /** A chosen code was taken: one failure for the account and the network. */
    async taken(teacherId: number, ip: string) {
      await counters.hit(accountKey(teacherId), ACCOUNT_WINDOW_MS);
      await countIpFailure(counters, ip);
    },
  };
}
