import { asc, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { groupBy } from '../../../../shared/common/group-by';
import { CONTRACT_CATEGORIES } from '../../../../shared/contracts/catalogue';
import { instant, name, optional } from '../../../../shared/exports/schemas';
import { contractRules, contractSignatures, socialContracts } from '../../../db/schema';
import { badRequest } from '../../../errors';
import type { ClassSection } from '../section';

// A class's social contracts (the unified one included) with their rules and signatures
// (issue 10). Signatures name students by their ref in the document.

const item = z.strictObject({
  title: name('Contract title', 200),
  contractText: optional(20_000).transform((v) => v ?? ''),
  isActive: z.boolean(),
  isUnified: z.boolean(),
  createdAt: instant,
  rules: z
    .array(
      z.strictObject({
        category: z.enum(CONTRACT_CATEGORIES),
        ruleText: name('Rule text', 500),
        order: z.number().int().min(0).max(10_000),
      }),
    )
    .max(500),
  signatures: z.array(z.strictObject({ student: z.string(), signedAt: instant })).max(1000),
});
type Item = z.output<typeof item>;

export const contractsSection: ClassSection<Item> = {
  key: 'contracts',
  label: 'contracts',
  item,
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
  async restore(tx, items, refs) {
    for (const { classId, item: c } of items) {
      const [row] = await tx
        .insert(socialContracts)
        .values({
          classId,
          title: c.title,
          contractText: c.contractText,
          isActive: c.isActive,
          isUnified: c.isUnified,
          createdAt: new Date(c.createdAt),
        })
        .returning({ id: socialContracts.id });
      if (c.rules.length > 0) {
        await tx.insert(contractRules).values(c.rules.map((r) => ({ contractId: row.id, ...r })));
      }
      const signatures = c.signatures.map((s) => {
        const studentId = refs.student.get(s.student);
        if (studentId === undefined)
          throw badRequest(`A contract signature names an unknown student '${s.student}'`);
        return { contractId: row.id, studentId, signedAt: new Date(s.signedAt) };
      });
      if (signatures.length > 0) await tx.insert(contractSignatures).values(signatures).onConflictDoNothing();
    }
  },
};
