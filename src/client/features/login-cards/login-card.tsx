import { QrCode } from '@client/components/ui/qr-code';
import { cardSignInUrl, formatCardCode } from '@shared/login-cards/card-code';
import type { LoginCardView } from '@shared/login-cards/schemas';
import type { ReactNode } from 'react';

// One printed login card: the child's first name and initial, a QR code that signs them in, and
// the code to type instead. Black on white whatever the theme (it previews paper, and cameras
// read a QR code best that way); the dashed border is where the teacher cuts.

interface LoginCardProps {
  card: LoginCardView;
  className: string;
  /** The address the app is served from: the QR code opens its student sign-in. */
  origin: string;
  /** A control shown on screen only (a new card for this child). */
  action?: ReactNode;
}

export function LoginCard({ card, className, origin, action }: LoginCardProps) {
  const name = `${card.firstName} ${card.lastInitial}.`;
  return (
    <article
      aria-label={`Login card for ${name}`}
      className="login-card relative grid grid-cols-[auto_1fr] items-center gap-4 rounded-lg border-2 border-dashed border-neutral-400 bg-white p-4 text-neutral-900"
    >
      <QrCode
        value={cardSignInUrl(origin, card.code)}
        label={`QR code that signs ${name} in`}
        className="login-card-qr size-28 sm:size-32"
        data-testid="card-qr"
      />
      <div className="grid min-w-0 gap-1">
        {/* Clear of the screen-only button in the corner. */}
        <p className="pe-9 text-xs font-semibold tracking-wide text-neutral-600 uppercase break-words sm:pe-24 print:pe-0">
          Remote Chalk · {className}
        </p>
        <h2 className="login-card-name text-2xl leading-tight font-bold break-words">{name}</h2>
        <p className="mt-1 text-sm text-neutral-700">Scan me, or type my code:</p>
        <p
          className="login-card-code font-mono text-xl font-bold tracking-[0.12em] whitespace-nowrap sm:text-2xl"
          data-testid="card-code"
        >
          {formatCardCode(card.code)}
        </p>
      </div>
      {action ? <div className="absolute end-2 top-2 print:hidden">{action}</div> : null}
    </article>
  );
}
