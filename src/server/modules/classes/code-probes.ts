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
      return countIpFailure(counters, ip);
    },
    /**
     * A restore keeps each class code of its file that is free, and answers with the codes
     * kept: the file's codes are chosen codes, up to 100 a call. Refused as `admit` refuses;
     * then each code another teacher's class has (`countTaken`) counts one failure, and a file
     * that takes the account or the network past its budget is refused before anything is
     * written or any code shown: however many codes a file holds, no more are learned than
     * one at a time through POST /api/classes.
     */
    async admitFile(teacherId: number, ip: string, countTaken: () => Promise<number>) {
      await this.admit(teacherId, ip);
      const taken = await countTaken();
      let network = 0;
      for (let i = 0; i < taken; i++) network = await this.taken(teacherId, ip);
      const [account] = await counters.read(accountKey(teacherId));
      if (account > MAX_TAKEN_CODES) {
        throw tooMany(
          'Too many of the class codes in your files or chosen by you belong to other classes on this server. Wait 15 minutes and try again.',
          'CLASS_CODE_PROBING',
          ACCOUNT_WINDOW_MS / 1000,
        );
      }
      if (network > perMinute) {
        throw tooMany(
          'Too many attempts from this network. Please wait a minute and try again.',
          'RATE_LIMITED',
          60,
        );
      }
    },
  };
}
