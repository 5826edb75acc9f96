import { Button } from '@client/components/ui/button';
import { toast, toastError } from '@client/lib/toast';
import { FlaskConical } from 'lucide-react';
import { useCreateTrialClass } from './classes-api';

/**
 * Creates the 'Remote Chalk Trial class' with 20 students; it becomes the current class. A teacher
 * who has one already gets it opened instead of a second copy (decision 0080).
 */
export function TrialClassButton({ variant = 'outline' }: { variant?: 'outline' | 'primary' }) {
  const create = useCreateTrialClass();
  const onClick = () =>
    create.mutate(undefined, {
      onSuccess: ({ created, class: klass }) =>
        toast(
          created
            ? { title: 'Remote Chalk Trial class created with 20 students!', variant: 'success' }
            : { title: `Opened your ${klass.name}`, description: 'You already have a trial class.' },
        ),
      onError: (err) => toastError('Failed to create Remote Chalk Trial class', err),
    });
  return (
    <Button variant={variant} onClick={onClick} loading={create.isPending}>
      {create.isPending ? null : <FlaskConical aria-hidden="true" />}
      {create.isPending ? 'Creating...' : 'Trial Class'}
    </Button>
  );
}
