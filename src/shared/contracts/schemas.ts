import { z } from 'zod';
import { requiredText } from '../common/schemas';
import { idField, idQuery } from '../students/schemas';
import { CONTRACT_CATEGORIES } from './catalogue';

export const CONTRACT_TITLE_MAX = 200;
export const CONTRACT_TEXT_MAX = 20_000;
export const RULE_TEXT_MAX = 300;
/** Rules in one contract: the whole catalogue several times over. */
export const CONTRACT_RULES_MAX = 100;

// ---- fields ----

export const ruleCategory = z.enum(CONTRACT_CATEGORIES, {
  error: `category must be one of ${CONTRACT_CATEGORIES.join(', ')}`,
});
export const ruleText = requiredText('Rule text is required', RULE_TEXT_MAX);
export const ruleOrder = z
  .number({ error: 'order must be a number' })
  .int('order must be a whole number')
  .min(0, 'order must be at least 0')
  .max(10_000, 'order must be at most 10000');
export const contractTitle = requiredText('Title is required', CONTRACT_TITLE_MAX);
export const contractText = requiredText('Contract text is required', CONTRACT_TEXT_MAX);

export const ruleInput = z.strictObject({ category: ruleCategory, ruleText, order: ruleOrder.optional() });
export type RuleInput = z.input<typeof ruleInput>;

// An empty list is a contract whose rules are all in its text (the teacher edited them there).
const ruleList = z
  .array(ruleInput, { error: 'rules must be a list' })
  .max(CONTRACT_RULES_MAX, `at most ${CONTRACT_RULES_MAX} rules`);

// ---- requests ----

export const contractListQuery = z.object({ classId: idQuery });

/** POST /api/social-contracts. `rules` is an addition: the rules saved in the same transaction. */
export const createContractBody = z.strictObject({
  classId: idField('Class'),
  title: contractTitle,
  contractText,
  rules: ruleList.optional(),
});

export const createRuleBody = z.strictObject({
  contractId: idField('Contract'),
  category: ruleCategory,
  ruleText,
  order: ruleOrder,
});

/** The spec sends `{}`; the class is named explicitly (decision 0022). */
export const generateUnifiedBody = z.strictObject({ classId: idField('Class') });

export const unifiedContractQuery = z.object({ classId: idQuery.optional() });

export const saveUnifiedBody = z.strictObject({
  classId: idField('Class'),
  title: contractTitle,
  contractText,
  rules: ruleList.optional(),
});

export const signContractBody = z.strictObject({
  contractId: idField('Contract'),
  studentId: idField('Student'),
});

// ---- responses ----

export const contractRuleView = z.object({
  id: z.number(),
  contractId: z.number(),
  category: z.enum(CONTRACT_CATEGORIES),
  ruleText: z.string(),
  order: z.number(),
});
export type ContractRuleView = z.infer<typeof contractRuleView>;

export const signatureView = z.object({
  contractId: z.number(),
  studentId: z.number(),
  /** How the class sees the signer: nickname, or first name and last initial. */
  studentName: z.string(),
  signedAt: z.string(),
});
export type SignatureView = z.infer<typeof signatureView>;

export const contractView = z.object({
  id: z.number(),
  classId: z.number(),
  title: z.string(),
  contractText: z.string(),
  isActive: z.boolean(),
  isUnified: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  rules: z.array(contractRuleView),
  signatures: z.array(signatureView),
});
export type ContractView = z.infer<typeof contractView>;
export const contractListResponse = z.array(contractView);

/** GET /api/unified-contract: the class's unified contract, or null before one is generated. */
export const unifiedContractResponse = contractView.nullable();

export const signResult = z.object({
  signature: signatureView,
  /** True when the student had already signed: nothing changed. */
  alreadySigned: z.boolean(),
});
export type SignResult = z.infer<typeof signResult>;
