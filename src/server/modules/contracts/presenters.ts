import type { ContractCategory } from '../../../shared/contracts/catalogue';
import type { ContractRuleView, ContractView, SignatureView } from '../../../shared/contracts/schemas';
import { projectorName } from '../../../shared/leaderboard/display';
import type { contractRules, socialContracts } from '../../db/schema';

export type ContractRow = typeof socialContracts.$inferSelect;
export type RuleRow = typeof contractRules.$inferSelect;
export interface SignatureRow {
  contractId: number;
  studentId: number;
  signedAt: Date;
  firstName: string;
  lastName: string;
  nickname: string | null;
}

export const presentRule = (r: RuleRow): ContractRuleView => ({
  id: r.id,
  contractId: r.contractId,
  category: r.category as ContractCategory,
  ruleText: r.ruleText,
  order: r.order,
});

// Classmates read the signature list of the unified contract: the name the class already sees on
// the projector (nickname, or first name and initial), never an email.
export const presentSignature = (s: SignatureRow): SignatureView => ({
  contractId: s.contractId,
  studentId: s.studentId,
  studentName: projectorName(s),
  signedAt: s.signedAt.toISOString(),
});

export const presentContract = (
  c: ContractRow,
  rules: readonly RuleRow[],
  signatures: readonly SignatureRow[],
): ContractView => ({
  id: c.id,
  classId: c.classId,
  title: c.title,
  contractText: c.contractText,
  isActive: c.isActive,
  isUnified: c.isUnified,
  createdAt: c.createdAt.toISOString(),
  updatedAt: c.updatedAt.toISOString(),
  rules: rules.map(presentRule),
  signatures: signatures.map(presentSignature),
});
