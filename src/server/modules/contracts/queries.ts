import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type ContractRuleInput,
  dedupeRules,
  generateContractText,
  UNIFIED_CONTRACT_TITLE,
} from '../../../shared/contracts/catalogue';
import type { RuleInput } from '../../../shared/contracts/schemas';
import type { Db, Tx } from '../../db/client';
import { classes, contractRules, contractSignatures, socialContracts, students } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { type ContractRow, presentContract, presentSignature } from './presenters';

/** Contracts with their rules and signatures: three queries whatever the number of contracts. */
async function withDetails(db: Db | Tx, contracts: readonly ContractRow[]) {
  if (contracts.length === 0) return [];
  const ids = contracts.map((c) => c.id);
  const [rules, signatures] = await Promise.all([
    db
      .select()
      .from(contractRules)
      .where(inArray(contractRules.contractId, ids))
      .orderBy(asc(contractRules.order), asc(contractRules.id)),
    db
      .select({
        contractId: contractSignatures.contractId,
        studentId: contractSignatures.studentId,
        signedAt: contractSignatures.signedAt,
        firstName: students.firstName,
        lastName: students.lastName,
        nickname: students.nickname,
      })
      .from(contractSignatures)
      .innerJoin(students, eq(students.id, contractSignatures.studentId))
      .where(inArray(contractSignatures.contractId, ids))
      .orderBy(asc(contractSignatures.signedAt), asc(contractSignatures.studentId)),
  ]);
  return contracts.map((c) =>
    presentContract(
      c,
      rules.filter((r) => r.contractId === c.id),
      signatures.filter((s) => s.contractId === c.id),
    ),
  );
}

/** The class's contracts written in the builder (not the unified one), oldest first. */
export async function listContracts(db: Db, classId: number) {
  const rows = await db
    .select()
    .from(socialContracts)
    .where(and(eq(socialContracts.classId, classId), eq(socialContracts.isUnified, false)))
    .orderBy(asc(socialContracts.createdAt), asc(socialContracts.id));
  return withDetails(db, rows);
}

async function findUnified(db: Db | Tx, classId: number) {
  const [row] = await db
    .select()
    .from(socialContracts)
    .where(and(eq(socialContracts.classId, classId), eq(socialContracts.isUnified, true)))
    .orderBy(asc(socialContracts.id))
    .limit(1);
  return row ?? null;
}

export async function unifiedContract(db: Db, classId: number) {
  const row = await findUnified(db, classId);
  return row ? (await withDetails(db, [row]))[0] : null;
}

const ruleRows = (contractId: number, rules: readonly (ContractRuleInput & { order?: number })[]) =>
  rules.map((r, i) => ({ contractId, category: r.category, ruleText: r.ruleText, order: r.order ?? i }));

export function createContract(
  db: Db,
  input: { classId: number; title: string; contractText: string; rules?: RuleInput[] },
) {
  return db.transaction(async (tx) => {
    const [contract] = await tx
      .insert(socialContracts)
      .values({ classId: input.classId, title: input.title, contractText: input.contractText })
      .returning();
    const rules = input.rules?.length
      ? await tx.insert(contractRules).values(ruleRows(contract.id, input.rules)).returning()
      : [];
    return presentContract(contract, rules, []);
  });
}

export async function deleteContract(db: Db, contractId: number) {
  await db.delete(socialContracts).where(eq(socialContracts.id, contractId));
}

export async function addRule(db: Db, contractId: number, rule: ContractRuleInput & { order: number }) {
  const [row] = await db
    .insert(contractRules)
    .values({ contractId, category: rule.category, ruleText: rule.ruleText, order: rule.order })
    .returning();
  return row;
}

/**
 * Writes the class's unified contract (one per class): updates the existing one in place, so
 * signatures already given are kept (decision 0023), and replaces its rules. The class row is
 * locked first, so two generations at once cannot create two unified contracts.
 */
async function writeUnified(
  tx: Tx,
  classId: number,
  content: {
    title?: string;
    contractText: string;
    rules?: readonly (ContractRuleInput & { order?: number })[];
  },
) {
  await tx.select({ id: classes.id }).from(classes).where(eq(classes.id, classId)).for('update');
  const existing = await findUnified(tx, classId);
  let contract: ContractRow;
  if (existing) {
    [contract] = await tx
      .update(socialContracts)
      .set({
        title: content.title ?? existing.title,
        contractText: content.contractText,
        updatedAt: sql`now()`,
      })
      .where(eq(socialContracts.id, existing.id))
      .returning();
  } else {
    [contract] = await tx
      .insert(socialContracts)
      .values({
        classId,
        title: content.title ?? UNIFIED_CONTRACT_TITLE,
        contractText: content.contractText,
        isUnified: true,
      })
      .returning();
  }
  if (content.rules) {
    await tx.delete(contractRules).where(eq(contractRules.contractId, contract.id));
    if (content.rules.length) await tx.insert(contractRules).values(ruleRows(contract.id, content.rules));
  }
  return (await withDetails(tx, [contract]))[0];
}

/**
 * Merges every builder contract of the class into the unified contract: their rules once each
 * (trimmed, compared ignoring case; the first contract's wording wins), grouped by category.
 */
export function generateUnified(db: Db, klass: { id: number; name: string }) {
  return db.transaction(async (tx) => {
    const rules = await tx
      .select({ category: contractRules.category, ruleText: contractRules.ruleText })
      .from(contractRules)
      .innerJoin(socialContracts, eq(socialContracts.id, contractRules.contractId))
      .where(and(eq(socialContracts.classId, klass.id), eq(socialContracts.isUnified, false)))
      .orderBy(
        asc(socialContracts.createdAt),
        asc(socialContracts.id),
        asc(contractRules.order),
        asc(contractRules.id),
      );
    if (rules.length === 0)
      throw badRequest('Create a contract with at least one rule for this class first', 'NO_CONTRACT_RULES');
    const merged = dedupeRules(rules as ContractRuleInput[]);
    const existing = await findUnified(tx, klass.id);
    const title = existing?.title ?? UNIFIED_CONTRACT_TITLE;
    // Grouped by category, so the stored order matches the generated text.
    const ordered = ['should_do', 'should_not_do', 'non_negotiable'].flatMap((c) =>
      merged.filter((r) => r.category === c),
    );
    return writeUnified(tx, klass.id, {
      contractText: generateContractText(title, klass.name, ordered),
      rules: ordered,
    });
  });
}

export function saveUnified(
  db: Db,
  classId: number,
  input: { title: string; contractText: string; rules?: RuleInput[] },
) {
  return db.transaction((tx) =>
    writeUnified(tx, classId, {
      title: input.title,
      contractText: input.contractText,
      rules: input.rules ? dedupeRules(input.rules) : undefined,
    }),
  );
}

/** Signs once; signing again changes nothing and says so (never an error, never a lost date). */
export async function sign(db: Db, contractId: number, studentId: number) {
  const inserted = await db
    .insert(contractSignatures)
    .values({ contractId, studentId })
    .onConflictDoNothing()
    .returning({ contractId: contractSignatures.contractId });
  const [row] = await db
    .select({
      contractId: contractSignatures.contractId,
      studentId: contractSignatures.studentId,
      signedAt: contractSignatures.signedAt,
      firstName: students.firstName,
      lastName: students.lastName,
      nickname: students.nickname,
    })
    .from(contractSignatures)
    .innerJoin(students, eq(students.id, contractSignatures.studentId))
    .where(and(eq(contractSignatures.contractId, contractId), eq(contractSignatures.studentId, studentId)));
  // Deleted meanwhile (the contract or the student): nothing to show.
  if (!row) throw notFound('Contract not found');
  return { signature: presentSignature(row), alreadySigned: inserted.length === 0 };
}
