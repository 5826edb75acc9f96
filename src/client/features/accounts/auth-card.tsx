import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';

interface AuthCardProps {
  icon?: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children: ReactNode;
  /** Shows a 'Back' button above the title. */
  onBack?: () => void;
  className?: string;
}

/** The card every sign-in, sign-up and access form sits in; its title is the page's <h1>. */
export function AuthCard({ icon, title, description, children, onBack, className }: AuthCardProps) {
  return (
    <Card className={cn('w-full', className)}>
      <CardHeader className="gap-2">
        {onBack ? (
          <Button variant="ghost" size="sm" className="-ml-2 mb-1 w-fit" onClick={onBack}>
            <ArrowLeft aria-hidden="true" />
            Back
          </Button>
        ) : null}
        {icon ? (
          <span
            aria-hidden="true"
            className="mb-1 inline-flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-soft-foreground [&_svg]:size-6"
          >
            {icon}
          </span>
        ) : null}
        <CardTitle as="h1" className="text-2xl">
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
