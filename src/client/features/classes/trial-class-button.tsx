import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { FlaskConical } from 'lucide-react';
import { useCreateTrialClass } from './classes-api';

/** Creates the 'Remote Chalk Trial class' with 20 students; it becomes the current class. */
export function TrialClassButton({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const create = useCreateTrialClass();
  const onClick = () =>
    create.mutate(undefined, {
      onSuccess: () =>
        toast({ title: 'Remote Chalk Trial class created with 20 students!', variant: 'success' }),
      onError: (err) => toastError('Failed to create Remote Chalk Trial class', err),
    });
  return (
    <Button variant={variant} onClick={onClick} loading={create.isPending}>
      {create.isPending ? null : <FlaskConical aria-hidden="true" />}
      {create.isPending ? 'Creating...' : 'Trial Class'}
    </Button>
  );
}
