import { cn } from '@client/lib/cn';
import { PASSWORD_RULES, passwordStrength, strengthLabel } from '@shared/accounts/password';
import { Check, Circle } from 'lucide-react';

const tone = {
  Weak: { bar: 'bg-danger-text', text: 'text-danger-text' },
  Fair: { bar: 'bg-warning-text', text: 'text-warning-text' },
  Strong: { bar: 'bg-success-text', text: 'text-success-text' },
} as const;

/**
 * Under a new password field: the rules it must meet, each ticked as the teacher types (they
 * used to appear only in a toast after submitting), then the spec's strength bar and label
 * (Weak, Fair or Strong) once something is typed.
 */
export function PasswordStrengthMeter({ password, className }: { password: string; className?: string }) {
  const score = passwordStrength(password);
  const label = strengthLabel(score);
  return (
    <div className={cn('grid gap-1.5', className)}>
      <ul aria-label="Password rules" className="grid gap-0.5 text-xs">
        {PASSWORD_RULES.map((rule) => {
          const met = rule.met(password);
          return (
            <li
              key={rule.label}
              className={cn('flex items-center gap-1.5', met ? 'text-success-text' : 'text-muted-foreground')}
            >
              {met ? (
                <Check aria-hidden="true" className="size-3.5 shrink-0" />
              ) : (
                <Circle aria-hidden="true" className="size-3.5 shrink-0" />
              )}
              {rule.label}
              <span className="sr-only">{met ? ': met' : ': not yet'}</span>
            </li>
          );
        })}
      </ul>
      {password ? (
        <>
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
        </>
      ) : null}
    </div>
  );
}
