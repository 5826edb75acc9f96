import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { cn } from '@client/lib/cn';
import type { ReactNode } from 'react';

interface SettingsSectionProps {
  id: string;
  icon: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
  tone?: 'default' | 'danger';
}

/** One card of the account settings page, labelled by its title. */
export function SettingsSection({
  id,
  icon,
  title,
  description,
  children,
  tone = 'default',
}: SettingsSectionProps) {
  return (
    <Card aria-labelledby={id} role="region" className={cn(tone === 'danger' && 'border-danger-text/40')}>
      <CardHeader>
        <CardTitle id={id} className={cn('flex items-center gap-2', tone === 'danger' && 'text-danger-text')}>
          <span aria-hidden="true" className="[&_svg]:size-5">
            {icon}
          </span>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
