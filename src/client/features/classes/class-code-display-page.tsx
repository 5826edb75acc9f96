import { AuthColumn } from '@client/components/layout/public-layout';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { CLASS_CODE_KEYS, readStorage } from '@client/lib/session-keys';
import { toast, toastError } from '@client/lib/toast';
import { useCopyToClipboard } from '@client/lib/use-copy-to-clipboard';
import { usePageTitle } from '@client/lib/use-page-title';
import { Check, Copy, LayoutDashboard, PartyPopper } from 'lucide-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { ClassCodeQr } from './class-code-qr';

/** /class-code-display?code=&class=&teacher= — query first, then session storage, else home. */
export function ClassCodeDisplayPage() {
  usePageTitle('Your Class Code');
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { copied, copy } = useCopyToClipboard();

  const code = params.get('code') || readStorage('session', CLASS_CODE_KEYS.code);
  const className = params.get('class') || readStorage('session', CLASS_CODE_KEYS.className);
  const teacherName = params.get('teacher') || readStorage('session', CLASS_CODE_KEYS.teacherName);
  if (!code) return <Navigate to="/" replace />;

  const onCopy = async () => {
    if (await copy(code)) {
      toast({ title: 'Copied!', description: 'Class code copied to clipboard', variant: 'success' });
    } else {
      toastError('Failed to copy class code', undefined, 'Copy Failed');
    }
  };

  return (
    <AuthColumn className="max-w-lg">
      <Card className="overflow-hidden text-center">
        <CardHeader className="items-center gap-2">
          <span
            aria-hidden="true"
            className="mb-1 inline-flex size-12 items-center justify-center rounded-full bg-brand-soft text-brand-soft-foreground"
          >
            <PartyPopper className="size-6" />
          </span>
          <CardTitle as="h1" className="text-2xl">
            Your Class Is Ready!
          </CardTitle>
          <CardDescription>
            {teacherName ? `Welcome, ${teacherName}. ` : null}
            Share this code with your students so they can join your class.
          </CardDescription>
        </CardHeader>
        <CardContent className="grid gap-5">
          <div className="rounded-2xl border-2 border-dashed border-brand/50 bg-brand-soft/50 px-4 py-6">
            <p className="text-xs font-semibold tracking-widest text-muted-foreground uppercase">
              Class Code
            </p>
            <p
              data-testid="class-code"
              className="mt-2 font-mono text-5xl font-bold tracking-[0.2em] break-all text-foreground sm:text-6xl"
            >
              {code}
            </p>
            {className ? <p className="mt-2 text-sm text-muted-foreground">{className}</p> : null}
            <ClassCodeQr classCode={code} size={176} className="mt-4" />
            <p className="mt-1 text-sm text-muted-foreground">Or scan to join</p>
          </div>
          <div className="grid gap-3 sm:grid-cols-2">
            <Button size="lg" variant="outline" onClick={() => void onCopy()} aria-live="polite">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? 'Copied!' : 'Copy Code'}
            </Button>
            <Button size="lg" onClick={() => navigate('/dashboard')}>
              <LayoutDashboard aria-hidden="true" />
              Go to Dashboard
            </Button>
          </div>
          <p className="text-sm text-muted-foreground">
            Students open Remote Chalk, choose <strong>Enter Class Code (New Students)</strong> and type this
            code, or scan the QR code with their phone camera.
          </p>
        </CardContent>
      </Card>
    </AuthColumn>
  );
}
