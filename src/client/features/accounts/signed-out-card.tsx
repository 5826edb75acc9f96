import { AuthColumn, PublicLayout } from '@client/components/layout/public-layout';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import type { ReactNode } from 'react';

/** A signed-in page opened without the kind's session: what it is, and the ways in. */
export function SignedOutCard({
  title,
  description,
  children,
  className,
}: {
  title: string;
  description: string;
  /** The ways in (buttons). */
  children: ReactNode;
  className?: string;
}) {
  return (
    <PublicLayout>
      <AuthColumn>
        <Card className="text-center">
          <CardHeader className="items-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            <CardDescription>{description}</CardDescription>
          </CardHeader>
          <CardContent className={className}>{children}</CardContent>
        </Card>
      </AuthColumn>
    </PublicLayout>
  );
}
