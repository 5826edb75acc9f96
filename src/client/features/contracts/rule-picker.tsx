import { Button } from '@client/components/ui/button';
import { Field } from '@client/components/ui/field';
import { Input } from '@client/components/ui/input';
import { NativeSelect } from '@client/components/ui/native-select';
import {
  CATEGORY_LABELS,
  CONTRACT_CATEGORIES,
  type ContractCategory,
  type ContractRuleInput,
  PRELOADED_RULES,
  ruleKey,
} from '@shared/contracts/catalogue';
import { RULE_TEXT_MAX } from '@shared/contracts/schemas';
import { Plus, X } from 'lucide-react';
import { type FormEvent, useState } from 'react';

interface RulePickerProps {
  chosen: readonly ContractRuleInput[];
  custom: readonly ContractRuleInput[];
  onToggle: (rule: ContractRuleInput) => void;
  onAddCustom: (rule: ContractRuleInput) => void;
  onRemoveCustom: (rule: ContractRuleInput) => void;
}

/** The catalogue's rules by category as checkboxes, plus the teacher's own rules. */
export function RulePicker({ chosen, custom, onToggle, onAddCustom, onRemoveCustom }: RulePickerProps) {
  const [category, setCategory] = useState<ContractCategory>('should_do');
  const [text, setText] = useState('');
  const [error, setError] = useState<string>();
  const chosenKeys = new Set(chosen.map((r) => ruleKey(r.ruleText)));

  const add = (e: FormEvent) => {
    e.preventDefault();
    const ruleText = text.trim();
    if (!ruleText) return setError('Please enter a rule.');
    const key = ruleKey(ruleText);
    const known = [
      ...CONTRACT_CATEGORIES.flatMap((c) => PRELOADED_RULES[c]),
      ...custom.map((r) => r.ruleText),
    ];
    if (known.some((r) => ruleKey(r) === key)) return setError('That rule is already in the list.');
    setError(undefined);
    setText('');
    onAddCustom({ category, ruleText });
  };

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
          <NativeSelect value={category} onChange={(e) => setCategory(e.target.value as ContractCategory)}>
            {CONTRACT_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {CATEGORY_LABELS[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field label="Custom rule" error={error}>
          <Input
            value={text}
            maxLength={RULE_TEXT_MAX}
            onChange={(e) => setText(e.target.value)}
            placeholder="Write your own rule"
          />
        </Field>
        <Button type="submit" variant="secondary" className="sm:mt-6">
          <Plus aria-hidden="true" />
          Add Rule
        </Button>
      </form>
    </div>
  );
}
