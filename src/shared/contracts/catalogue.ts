// The contract builder's pre-loaded rules and the pure rules of a contract: categories, the
// generated text, and what counts as a duplicate rule.

export const CONTRACT_CATEGORIES = ['should_do', 'should_not_do', 'non_negotiable'] as const;
export type ContractCategory = (typeof CONTRACT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<ContractCategory, string> = {
  should_do: 'We Should',
  should_not_do: 'We Should Not',
  non_negotiable: 'Non-Negotiables',
};

/** The default title of a generated contract. */
export const DEFAULT_CONTRACT_TITLE = '7th Grade Class Social Contract';
export const UNIFIED_CONTRACT_TITLE = 'Unified Class Social Contract';

export const PRELOADED_RULES: Record<ContractCategory, readonly string[]> = {
  should_do: [
    'Listen when others are speaking',
    'Raise your hand to share or ask a question',
    'Come to class prepared and on time',
    'Help classmates who are stuck',
    'Treat classroom materials with care',
    'Give your best effort, even when it is hard',
    'Encourage others and celebrate their success',
    'Ask for help when you need it',
    'Clean up your space before you leave',
  ],
  should_not_do: [
    'Interrupt someone who is speaking',
    'Use phones or devices without permission',
    'Leave your seat without asking during instruction',
    'Talk over the teacher or classmates',
    'Copy or share answers on assignments',
    'Eat or drink in the lab areas',
    'Distract others from their work',
    'Give up before trying',
  ],
  non_negotiable: [
    'Treat everyone with respect',
    'No bullying, teasing or name-calling',
    'Keep hands, feet and objects to yourself',
    'Be honest in your words and your work',
    'Follow safety rules at all times',
    'Respect the privacy and belongings of others',
    'Use kind and appropriate language',
    'Include everyone; no one is left out',
  ],
};

export interface ContractRuleInput {
  category: ContractCategory;
  ruleText: string;
}

/** Two rules are the same rule when their trimmed texts match ignoring case ("duplicates removed"). */
export const ruleKey = (ruleText: string) => ruleText.trim().replace(/\s+/g, ' ').toLowerCase();

/**
 * The rules once each, in the order given (first occurrence wins, with its category), trimmed.
 * Blank rules are dropped.
 */
export function dedupeRules<T extends ContractRuleInput>(rules: readonly T[]): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const rule of rules) {
    const key = ruleKey(rule.ruleText);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ ...rule, ruleText: rule.ruleText.trim() });
  }
  return out;
}

/** Rules grouped by category, in the catalogue's category order. */
export function rulesByCategory<T extends ContractRuleInput>(rules: readonly T[]) {
  return CONTRACT_CATEGORIES.map((category) => ({
    category,
    label: CATEGORY_LABELS[category],
    rules: rules.filter((r) => r.category === category),
  }));
}

/** The contract text generated from the chosen rules (the teacher may edit it before saving). */
export function generateContractText(
  title: string,
  className: string | null,
  rules: readonly ContractRuleInput[],
) {
  const lines = [title.trim() || DEFAULT_CONTRACT_TITLE];
  if (className) lines.push(className);
  lines.push('', 'As members of this class, we agree to the following:');
  for (const group of rulesByCategory(dedupeRules(rules))) {
    if (group.rules.length === 0) continue;
    lines.push('', `${group.label}:`);
    for (const [i, r] of group.rules.entries()) lines.push(`${i + 1}. ${r.ruleText}`);
  }
  lines.push('', 'By signing below, we promise to keep this contract and help each other keep it.');
  return lines.join('\n');
}
