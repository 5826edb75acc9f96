import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { SubmitButton } from '@client/features/accounts/form-fields';
import { toast, toastError } from '@client/lib/toast';
import { usePageTitle } from '@client/lib/use-page-title';
import { zodResolver } from '@hookform/resolvers/zod';
import { normalizeFamilyCode } from '@shared/families/invite-code';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useFamilyMe, useLinkChild } from './families-api';
import { FamilyCodeField } from './family-code-field';
import { type AddChildValues, addChildSchema } from './form-schemas';

/** /family/add-child: a brother or sister (another class, another teacher) with their own code. */
export function AddChildPage() {
  usePageTitle('Add a child');
  const navigate = useNavigate();
  const link = useLinkChild();
  const me = useFamilyMe();
  const form = useForm<AddChildValues>({
    resolver: zodResolver(addChildSchema),
    defaultValues: { code: '' },
  });

  const onSubmit = form.handleSubmit(({ code }) => {
    // The child just linked is the one that was not in the list before.
    const before = new Set(me.data?.children.map((c) => c.studentId));
    link.mutate(normalizeFamilyCode(code), {
      onSuccess: (after) => {
        const added = after.children.find((c) => !before.has(c.studentId));
        toast({
          title: 'Child Added',
          description: added ? `You can now follow ${added.displayName}'s week.` : 'The child is linked.',
          variant: 'success',
        });
        form.reset({ code: '' });
        navigate(added ? `/family/children/${added.studentId}` : '/family');
      },
      onError: (error) =>
        toastError('Could not add the child. Check the code and try again.', error, 'Not Added'),
    });
  });

  return (
    <Card className="mx-auto w-full max-w-md">
      <CardHeader>
        <CardTitle as="h1" className="text-2xl">
          Add a child
        </CardTitle>
        <CardDescription>
          Enter the code from the teacher&rsquo;s letter for your other child. Each child has their own code.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={onSubmit} className="grid gap-4">
          <FamilyCodeField form={form} autoFocus />
          <SubmitButton pending={link.isPending} label="Add child" pendingLabel="Adding..." />
        </form>
      </CardContent>
    </Card>
  );
}
