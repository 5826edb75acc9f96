import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CATEGORY_LABELS,
  CONTRACT_CATEGORIES,
  type ContractCategory,
  type ContractRuleInput,
  PRELOADED_RULES,
  ruleKey,
} from '@shared/contracts/catalogue';
import { RULE_TEXT_MAX, ruleCategory } from '@shared/contracts/schemas';
import { Plus, X } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

const customRuleForm = z.object({
  category: ruleCategory,
  ruleText: z.string().trim().min(1, 'Please enter a rule.'),
});

interface RulePickerProps {
  chosen: readonly ContractRuleInput[];
  custom: readonly ContractRuleInput[];
  onToggle: (rule: ContractRuleInput) => void;
  onAddCustom: (rule: ContractRuleInput) => void;
  onRemoveCustom: (rule: ContractRuleInput) => void;
}

/** The catalogue's rules by category as checkboxes, plus the teacher's own rules. */
export function RulePicker({ chosen, custom, onToggle, onAddCustom, onRemoveCustom }: RulePickerProps) {
  const form = useForm({
    resolver: zodResolver(customRuleForm),
    defaultValues: { category: 'should_do' as ContractCategory, ruleText: '' },
  });
  const chosenKeys = new Set(chosen.map((r) => ruleKey(r.ruleText)));

  const add = form.handleSubmit(({ category, ruleText }) => {
    const key = ruleKey(ruleText);
    const known = [
      ...CONTRACT_CATEGORIES.flatMap((c) => PRELOADED_RULES[c]),
      ...custom.map((r) => r.ruleText),
    ];
    if (known.some((r) => ruleKey(r) === key)) {
      return form.setError('ruleText', { message: 'That rule is already in the list.' });
    }
    form.resetField('ruleText');
    onAddCustom({ category, ruleText });
  });

  return (
    <div className="grid gap-5">
      <div className="grid gap-4 lg:grid-cols-3">
        {CONTRACT_CATEGORIES.map((c) => (
          <fieldset key={c} className="grid content-start gap-2 rounded-lg border border-border p-4">
            <legend className="px-1 text-sm font-semibold">{CATEGORY_LABELS[c]}</legend>
            {[
              ...PRELOADED_RULES[c].map((ruleText) => ({ ruleText, isCustom: false })),
              ...custom
                .filter((r) => r.category === c)
                .map((r) => ({ ruleText: r.ruleText, isCustom: true })),
            ].map(({ ruleText, isCustom }) => (
              <div key={ruleText} className="flex items-start gap-2">
                <label className="flex flex-1 cursor-pointer items-start gap-2 text-sm">
                  <input
                    type="checkbox"
                    className="mt-0.5 size-4 shrink-0 accent-brand"
                    checked={chosenKeys.has(ruleKey(ruleText))}
                    onChange={() => onToggle({ category: c, ruleText })}
                  />
                  <span>{ruleText}</span>
                </label>
                {isCustom ? (
                  <Button
                    variant="ghost"
                    size="icon-sm"
                    className="-mt-1"
                    aria-label={`Remove custom rule: ${ruleText}`}
                    onClick={() => onRemoveCustom({ category: c, ruleText })}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </div>
            ))}
          </fieldset>
        ))}
      </div>
      <form onSubmit={add} noValidate className="grid gap-3 sm:grid-cols-[12rem_1fr_auto] sm:items-start">
        <Field label="Category">
          <NativeSelect {...form.register('category')}>
            {CONTRACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Custom rule" error={form.formState.errors.ruleText?.message}>
          <Input maxLength={RULE_TEXT_MAX} {...form.register('ruleText')} placeholder="Write your own rule" />
        </Field>
        <Button type="submit" variant="secondary" className="sm:mt-6">
          <Plus aria-hidden="true" />
          Add Rule
        </Button>
      </form>
    </div>
  );
}
