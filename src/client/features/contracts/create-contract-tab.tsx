import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@client/components/ui/card';
import { Field } from '@client/components/ui/field';
import { Input, Textarea } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { toast, toastError } from '@client/lib/toast';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ClassView } from '@shared/classes/schemas';
import {
  CONTRACT_CATEGORIES,
  type ContractRuleInput,
  DEFAULT_CONTRACT_TITLE,
  generateContractText,
  ruleKey,
} from '@shared/contracts/catalogue';
import { CONTRACT_TEXT_MAX, CONTRACT_TITLE_MAX, createContractBody } from '@shared/contracts/schemas';
import { FileText, Save } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useCreateContract } from './contracts-api';
import { RulePicker } from './rule-picker';

// An empty title falls back to the default one, so only the text is required.
const contractForm = createContractBody
  .pick({ classId: true, contractText: true })
  .extend({ title: z.string() });

/** Create Contract: pick rules, generate the (editable) text, choose a class, save (spec §4). */
export function CreateContractTab({ classes, current }: { classes: ClassView[]; current: ClassView }) {
  const [chosen, setChosen] = useState<ContractRuleInput[]>([]);
  const [custom, setCustom] = useState<ContractRuleInput[]>([]);
  const form = useForm({
    resolver: zodResolver(contractForm),
    defaultValues: { title: DEFAULT_CONTRACT_TITLE, classId: current.id, contractText: '' },
  });
  const [title, classId] = useWatch({ control: form.control, name: ['title', 'classId'] });
  const create = useCreateContract();
  const className = classes.find((c) => c.id === classId)?.name ?? null;

  const toggle = (rule: ContractRuleInput) =>
    setChosen((list) =>
      list.some((r) => ruleKey(r.ruleText) === ruleKey(rule.ruleText))
        ? list.filter((r) => ruleKey(r.ruleText) !== ruleKey(rule.ruleText))
        : [...list, rule],
    );

  const generate = () => {
    if (chosen.length === 0) {
      toastError('Pick at least one rule first.', undefined, 'Choose some rules');
      return;
    }
    form.setValue('contractText', generateContractText(title, className, chosen));
  };

  const save = form.handleSubmit(
    (values) => {
      const rules = CONTRACT_CATEGORIES.flatMap((c) => chosen.filter((r) => r.category === c)).map(
        (r, order) => ({
          ...r,
          order,
        }),
      );
      create.mutate(
        { ...values, title: values.title.trim() || DEFAULT_CONTRACT_TITLE, rules },
        {
          onSuccess: () => {
            toast({
              title: 'Contract Created!',
              description: `Saved for ${className ?? 'the class'}.`,
              variant: 'success',
            });
            setChosen([]);
            form.setValue('contractText', '');
          },
          onError: (err) => toastError('Failed to create contract', err),
        },
      );
    },
    () => toastError('A contract needs its text.', undefined, 'Generate the contract first'),
  );

  return (
    <div className="grid gap-6">
      <Card>
        <CardHeader>
          <CardTitle>1. Choose the rules</CardTitle>
          <CardDescription>Tick pre-loaded rules or add your own. {chosen.length} chosen.</CardDescription>
        </CardHeader>
        <CardContent>
          <RulePicker
            chosen={chosen}
            custom={custom}
            onToggle={toggle}
            onAddCustom={(rule) => {
              setCustom((list) => [...list, rule]);
              setChosen((list) => [...list, rule]);
            }}
            onRemoveCustom={(rule) => {
              const key = ruleKey(rule.ruleText);
              setCustom((list) => list.filter((r) => ruleKey(r.ruleText) !== key));
              setChosen((list) => list.filter((r) => ruleKey(r.ruleText) !== key));
            }}
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>2. Generate, edit and save</CardTitle>
          <CardDescription>The generated text stays editable before you save it.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field label="Contract title">
              <Input maxLength={CONTRACT_TITLE_MAX} {...form.register('title')} />
            </Field>
            <Field label="Class">
              <NativeSelect {...form.register('classId', { valueAsNumber: true })}>
                {classes.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.name}
                  </option>
                ))}
              </NativeSelect>
            </Field>
          </div>
          <div>
            <Button variant="secondary" onClick={generate}>
              <FileText aria-hidden="true" />
              Generate Contract
            </Button>
          </div>
          <Field label="Contract text">
            <Textarea
              maxLength={CONTRACT_TEXT_MAX}
              {...form.register('contractText')}
              rows={14}
              placeholder="Generate the contract, then edit it here."
              className="font-mono text-sm"
            />
          </Field>
          <div>
            <Button onClick={() => void save()} loading={create.isPending}>
              {create.isPending ? null : <Save aria-hidden="true" />}
              {create.isPending ? 'Saving...' : 'Save Contract'}
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
