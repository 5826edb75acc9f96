import { Alert } from '@client/components/ui/alert';
import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { AuthCard } from '@client/features/accounts/auth-card';
import { ApiError } from '@client/lib/api';
import { toast } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import { isCardCode, normalizeCardCode } from '@shared/login-cards/card-code';
import { IdCard } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { useCardSignIn } from './student-portal-api';

// Signing in with a login card (docs/decisions/0163-signing-in-with-a-card.md): the card's QR code
// opens /student/login?card=CODE, which signs the child in at once; or the child types the code
// from the card into one big box (case, spaces and dashes do not matter).

const cardSchema = z.object({
  code: z
    .string()
    .trim()
    .min(1, 'Type the code from your card')
    .refine(
      (v) => isCardCode(normalizeCardCode(v)),
      'A card code has 10 letters and numbers, like ACD3F-G7HJK',
    ),
});
type CardValues = z.infer<typeof cardSchema>;

/** What a child (and the teacher helping) reads when a card does not work. */
function cardProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 429)
    return 'Lots of wrong codes were tried here. Wait a minute, then try again.';
  if (error instanceof ApiError && error.status === 401)
    return "This card doesn't work. Check the code, or ask your teacher: they may have made you a new card.";
  return 'Remote Chalk could not be reached. Try again in a moment.';
}

export function CardSignIn({ codeFromLink, after }: { codeFromLink: string | null; after?: ReactNode }) {
  const navigate = useNavigate();
  const signIn = useCardSignIn();
  const [problem, setProblem] = useState<string | null>(null);
  const form = useForm<CardValues>({
    resolver: zodResolver(cardSchema),
    defaultValues: { code: codeFromLink ?? '' },
  });

  const send = (code: string) =>
    signIn.mutate(code, {
      onSuccess: ({ student }) => {
        toast({ title: `Hello, ${student.firstName}!`, variant: 'success' });
        navigate('/student-dashboard', { replace: true });
      },
      onError: (error) => setProblem(cardProblem(error)),
    });

  // The QR code's address signs in once, as the page opens.
  const sentFromLink = useRef(false);
  useEffect(() => {
    if (!codeFromLink || sentFromLink.current) return;
    sentFromLink.current = true;
    send(codeFromLink);
  });

  const linkPending = Boolean(codeFromLink) && signIn.isPending;
  return (
    <AuthCard
      icon={<IdCard />}
      title="Sign in with my card"
      description="Scan the QR code on your card, or type the code under it."
    >
      {linkPending ? (
        <p role="status" className="py-6 text-center text-lg font-medium">
          Signing you in…
        </p>
      ) : (
        <form
          noValidate
          className="grid gap-4"
          onSubmit={form.handleSubmit(({ code }) => {
            setProblem(null);
            send(code);
          })}
        >
          {problem ? (
            <Alert variant="warning" title="That card did not work" role="alert">
              {problem}
            </Alert>
          ) : null}
          <Field label="The code from my card" error={form.formState.errors.code?.message}>
            <Input
              {...form.register('code')}
              className="h-16 text-center font-mono text-2xl font-bold tracking-[0.15em] uppercase placeholder:text-muted-foreground/40 sm:text-3xl"
              autoCapitalize="characters"
              autoComplete="off"
              autoCorrect="off"
              spellCheck={false}
              maxLength={24}
              placeholder="XXXXX-XXXXX"
              autoFocus={!codeFromLink}
            />
          </Field>
          <Button type="submit" size="lg" className="w-full" loading={signIn.isPending}>
            Sign In
          </Button>
        </form>
      )}
      {after}
    </AuthCard>
  );
}
