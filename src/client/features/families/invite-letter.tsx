import { QrCode } from '@client/components/ui/qr-code';
import { formatFamilyCode } from '@shared/families/invite-code';

// One printed letter: what a family needs to connect (the code, a QR code that opens the sign-up
// page with the code filled in) and what they will and will not see. Always black on white, on
// screen too: it is a preview of paper (and phone cameras read a QR code best that way).

export interface InviteLetterProps {
  firstName: string;
  lastName: string;
  code: string;
  expiresAt: string;
  className: string;
  teacherName: string;
  /** The address the families' pages are served from (this server's). */
  origin: string;
}

/** The sign-up address a letter's QR code opens: the code is filled in. */
export const familySignupUrl = (origin: string, code: string) =>
  `${origin}/family/join?code=${encodeURIComponent(code)}`;

const dateText = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

export function InviteLetter({
  firstName,
  lastName,
  code,
  expiresAt,
  className,
  teacherName,
  origin,
}: InviteLetterProps) {
  const url = familySignupUrl(origin, code);
  const shown = formatFamilyCode(code);
  const name = `${firstName} ${lastName}`.trim();
  return (
    <article
      aria-label={`Letter for ${name}`}
      className="invite-letter mx-auto grid w-full max-w-[48rem] gap-5 rounded-xl border border-neutral-300 bg-white p-6 text-neutral-900 shadow-card sm:p-10"
    >
      <header className="grid gap-1 border-b border-neutral-300 pb-4">
        <p className="text-sm font-semibold tracking-wide text-neutral-600 uppercase">
          Remote Chalk · {className}
        </p>
        <h2 className="text-2xl font-bold">Follow {firstName}&rsquo;s week at school</h2>
      </header>
      <p>
        Dear family of <strong>{name}</strong>,
      </p>
      <p>
        In our class I recognise effort, kindness and good work with points and badges in Remote Chalk. You
        can now see {firstName}&rsquo;s week from your phone or computer. It is private: the records stay on
        our school&rsquo;s own server, and you will see your own child only.
      </p>
      <div className="grid items-center gap-6 rounded-lg border-2 border-neutral-900 p-5 sm:grid-cols-[auto_1fr]">
        <QrCode
          value={url}
          label={`QR code to sign up for ${firstName}'s family page`}
          className="size-40 justify-self-center"
        />
        <div className="grid gap-2">
          <p className="font-semibold">Scan the code with your phone&rsquo;s camera, or go to</p>
          <p className="font-mono text-sm break-all">{origin}/family</p>
          <p>and choose &lsquo;Create a family account&rsquo; with this code:</p>
          <p className="font-mono text-3xl font-bold tracking-[0.15em]" data-testid="invite-code">
            {shown}
          </p>
          <p className="text-sm text-neutral-700">
            The code works until {dateText(expiresAt)}, for up to two family accounts (two parents or carers).
          </p>
        </div>
      </div>
      <div className="grid gap-2">
        <h3 className="font-semibold">What you will see</h3>
        <ul className="grid list-disc gap-1 pl-5">
          <li>{firstName}&rsquo;s points this week and the behaviours behind them</li>
          <li>Badges earned and the homework score</li>
          <li>A chart of the last few weeks, and a weekly email if you want one</li>
        </ul>
        <p>
          You will never see another child&rsquo;s name, points or a ranking. If you have children in other
          classes, add them to the same account with their own codes.
        </p>
      </div>
      <footer className="border-t border-neutral-300 pt-4 text-sm text-neutral-700">
        With thanks, {teacherName}
      </footer>
    </article>
  );
}
