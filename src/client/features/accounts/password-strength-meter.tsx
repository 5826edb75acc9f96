import { cn } from '@client/lib/cn';
import { passwordStrength, strengthLabel } from '@shared/accounts/password';

const tone = {
  Weak: { bar: 'bg-danger-text', text: 'text-danger-text' },
  Fair: { bar: 'bg-warning-text', text: 'text-warning-text' },
  Strong: { bar: 'bg-success-text', text: 'text-success-text' },
} as const;

/** The spec's strength indicator: a bar and the label Weak, Fair or Strong. */
export function PasswordStrengthMeter({ password, className }: { password: string; className?: string }) {
  if (!password) return null;
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <div className={cn('grid gap-1', className)}>
      {/* The bar is decoration; the text below says the same for screen readers. */}
      <div aria-hidden="true" className="h-1.5 overflow-hidden rounded-full bg-surface-muted">
        <div
          className={cn('h-full rounded-full transition-[width] duration-300', tone[label].bar)}
          style={{ width: `${Math.max(score, 8)}%` }}
        />
      </div>
      <p className="text-xs text-muted-foreground" aria-live="polite">
        Password strength: <span className={cn('font-semibold', tone[label].text)}>{label}</span>
      </p>
    </div>
  );
}
