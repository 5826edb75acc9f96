import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { groupBy } from '../../../../shared/common/group-by';
import {
  CONTRACT_RULES_MAX,
  contractText,
  contractTitle,
  ruleCategory,
  ruleOrder,
  ruleText,
} from '../../../../shared/contracts/schemas';
import { instant } from '../../../../shared/exports/schemas';
import { insertBatched } from '../../../db/batches';
import { contractRules, contractSignatures, socialContracts } from '../../../db/schema';
import type { ClassIssue, ClassSection } from '../section';

// A class's social contracts (the unified one included) with their rules and signatures.
// Signatures name students by their ref in the document. The fields are the API's
// own; a unified contract merges the rules of the class's contracts, so it may hold more than
// one contract's CONTRACT_RULES_MAX.

const UNIFIED_RULES_MAX = 500;

const item = z.strictObject({
  title: contractTitle,
  contractText,
  isActive: z.boolean(),
  isUnified: z.boolean(),
  createdAt: instant,
  rules: z
    .array(z.strictObject({ category: ruleCategory, ruleText, order: ruleOrder }))
    .max(UNIFIED_RULES_MAX, `at most ${UNIFIED_RULES_MAX} rules`),
  signatures: z.array(z.strictObject({ student: z.string().max(40), signedAt: instant })).max(5000),
});
type Item = z.output<typeof item>;

/** What the API enforces across a class's contracts: one unified contract, signers of the class, once each. */
function check(items: Item[], studentRefs: Set<string>): ClassIssue[] {
  const issues: ClassIssue[] = [];
  let unified = 0;
  items.forEach((c, i) => {
    if (c.isUnified && ++unified > 1) {
      issues.push({ path: [i, 'isUnified'], message: 'a class has at most one unified contract' });
    }
    if (!c.isUnified && c.rules.length > CONTRACT_RULES_MAX) {
      issues.push({ path: [i, 'rules'], message: `at most ${CONTRACT_RULES_MAX} rules` });
    }
    const signed = new Set<string>();
    c.signatures.forEach((s, j) => {
      if (!studentRefs.has(s.student)) {
        issues.push({
          path: [i, 'signatures', j, 'student'],
          message: `'${s.student}' is not a student of this class`,
        });
      } else if (signed.has(s.student)) {
        issues.push({ path: [i, 'signatures', j, 'student'], message: `'${s.student}' signs twice` });
      }
      signed.add(s.student);
    });
  });
  return issues;
}

export const contractsSection: ClassSection<Item> = {
  key: 'contracts',
  label: 'contracts',
  item,
  check,
  // The same three queries whatever there is (empty lists included): a constant cost.
  async collect(db, classIds, refs) {
    const out = new Map<number, Item[]>();
    const contracts = await db
      .select()
      .from(socialContracts)
      .where(inArray(socialContracts.classId, classIds))
      .orderBy(asc(socialContracts.classId), asc(socialContracts.id));
    const ids = contracts.map((c) => c.id);
    const [rules, signatures] = await Promise.all([
      db
        .select()
        .from(contractRules)
        .where(inArray(contractRules.contractId, ids))
        .orderBy(asc(contractRules.contractId), asc(contractRules.order), asc(contractRules.id)),
      db
        .select()
        .from(contractSignatures)
        .where(inArray(contractSignatures.contractId, ids))
        .orderBy(asc(contractSignatures.contractId), asc(contractSignatures.signedAt)),
    ]);
    const rulesOf = groupBy(rules, (r) => r.contractId);
    const signaturesOf = groupBy(signatures, (s) => s.contractId);
    for (const c of contracts) {
      const list = out.get(c.classId) ?? [];
      list.push({
        title: c.title,
        contractText: c.contractText,
        isActive: c.isActive,
        isUnified: c.isUnified,
        createdAt: c.createdAt.toISOString(),
        rules: (rulesOf.get(c.id) ?? []).map((r) => ({
          category: r.category as Item['rules'][number]['category'],
          ruleText: r.ruleText,
          order: r.order,
        })),
        signatures: (signaturesOf.get(c.id) ?? []).flatMap((s) => {
          const student = refs.student.get(s.studentId);
          return student ? [{ student, signedAt: s.signedAt.toISOString() }] : [];
        }),
      });
      out.set(c.classId, list);
    }
    return out;
  },
  async restore(db, items, refs) {
    const ids = await insertBatched(
      db,
      socialContracts,
      items.map(({ classId, item: c }) => ({
        classId,
        title: c.title,
        contractText: c.contractText,
        isActive: c.isActive,
        isUnified: c.isUnified,
        createdAt: new Date(c.createdAt),
      })),
      { returnIds: true },
    );
    await insertBatched(
      db,
      contractRules,
      items.flatMap(({ item: c }, i) => c.rules.map((r) => ({ contractId: ids[i], ...r }))),
    );
    // The class's checks passed: every signer is a student of the contract's class, once.
    await insertBatched(
      db,
      contractSignatures,
      items.flatMap(({ item: c }, i) =>
        c.signatures.map((s) => ({
          contractId: ids[i],
          studentId: refs.student.get(s.student) as number,
          signedAt: new Date(s.signedAt),
        })),
      ),
    );
  },
};
