// Social contracts: the builder's contracts and rules, the unified contract (merged, duplicates
// removed) and its signatures, with who may do what (docs/architecture.md#permissions).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractSignatures, socialContracts } from '../../src/server/db/schema';
import { classroom, countQueries, recordEvents, requester } from '../support/classroom';
import { createTestApp, type TestContext } from '../support/test-app';

let t: TestContext;
let c: Awaited<ReturnType<typeof classroom>>;
let classId: number;
let asClassmate: ReturnType<typeof requester>;

beforeAll(async () => {
  t = await createTestApp();
  c = await classroom(t, 3);
  classId = c.mine.klass.id;
  asClassmate = requester(t, await t.cookieFor({ kind: 'student', id: c.mine.students[1].id }));
});
afterAll(() => t.close());

const rule = (category: string, ruleText: string, order = 0) => ({ category, ruleText, order });
const newContract = async (rules: ReturnType<typeof rule>[], klass = classId, as = c.asTeacher) => {
  const res = await as('POST', '/api/social-contracts', {
    classId: klass,
    title: '7th Grade Class Social Contract',
    contractText: 'We agree.',
    ...(rules.length ? { rules } : {}),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; rules: { ruleText: string; category: string }[] };
};

describe('POST /api/social-contracts and GET /api/social-contracts', () => {
  it('401 signed out, 403 for a student, 404 for another teacher, 400 for bad input', async () => {
    const body = { classId, title: 'T', contractText: 'X' };
    expect((await c.anonymous('POST', '/api/social-contracts', body)).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/social-contracts', body)).statusCode).toBe(403);
    expect((await c.asOther('POST', '/api/social-contracts', body)).statusCode).toBe(404);
    expect((await c.asTeacher('POST', '/api/social-contracts', { ...body, title: '   ' })).statusCode).toBe(
      400,
    );
    expect(
      (await c.asTeacher('POST', '/api/social-contracts', { ...body, contractText: '' })).statusCode,
    ).toBe(400);
    expect((await c.anonymous('GET', `/api/social-contracts?classId=${classId}`)).statusCode).toBe(401);
    expect((await c.asStudent('GET', `/api/social-contracts?classId=${classId}`)).statusCode).toBe(403);
    expect((await c.asOther('GET', `/api/social-contracts?classId=${classId}`)).statusCode).toBe(404);
    expect((await c.asTeacher('GET', '/api/social-contracts')).statusCode).toBe(400);
  });

  it('saves a contract with its rules, returns its id, lists it and announces it', async () => {
    const events = recordEvents(t);
    const created = await newContract([rule('should_do', ' Listen '), rule('non_negotiable', 'Respect', 1)]);
    expect(created.id).toBeGreaterThan(0);
    expect(created.rules.map((r) => r.ruleText)).toEqual(['Listen', 'Respect']);
    await events.expectEvent({ topic: 'contracts', classId });
    const list = (await c.asTeacher('GET', `/api/social-contracts?classId=${classId}`)).json();
    expect(list.find((x: { id: number }) => x.id === created.id)).toMatchObject({
      classId,
      title: '7th Grade Class Social Contract',
      contractText: 'We agree.',
      isUnified: false,
      rules: [
        { category: 'should_do', ruleText: 'Listen' },
        { category: 'non_negotiable', ruleText: 'Respect' },
      ],
      signatures: [],
    });
  });

  it('lists with a constant number of queries', async () => {
    const fresh = await createKlass();
    await newContract([rule('should_do', 'A')], fresh);
    const one = await countQueries(t, () => c.asTeacher('GET', `/api/social-contracts?classId=${fresh}`));
    for (let i = 0; i < 4; i++)
      await newContract([rule('should_do', `B${i}`), rule('should_not_do', `C${i}`)], fresh);
    const five = await countQueries(t, () => c.asTeacher('GET', `/api/social-contracts?classId=${fresh}`));
    expect(five).toBe(one);
  });
});

async function createKlass() {
  const res = await c.asTeacher('POST', '/api/classes', { name: `Contracts ${Math.random()}` });
  return res.json().id as number;
}

describe('POST /api/contract-rules', () => {
  it.each(['should_do', 'should_not_do', 'non_negotiable'])('adds a %s rule', async (category) => {
    const { id } = await newContract([]);
    const res = await c.asTeacher('POST', '/api/contract-rules', {
      contractId: id,
      ...rule(category, ' Be on time ', 2),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ contractId: id, category, ruleText: 'Be on time', order: 2 });
  });

  it('400 for another category, blank text or a bad order; 401, 403, 404 by caller', async () => {
    const { id } = await newContract([]);
    const ok = { contractId: id, ...rule('should_do', 'Listen', 0) };
    const bad = await c.asTeacher('POST', '/api/contract-rules', { ...ok, category: 'maybe' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('should_do');
    expect((await c.asTeacher('POST', '/api/contract-rules', { ...ok, ruleText: '  ' })).statusCode).toBe(
      400,
    );
    expect((await c.asTeacher('POST', '/api/contract-rules', { ...ok, order: -1 })).statusCode).toBe(400);
    expect((await c.anonymous('POST', '/api/contract-rules', ok)).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/contract-rules', ok)).statusCode).toBe(403);
    expect((await c.asOther('POST', '/api/contract-rules', ok)).statusCode).toBe(404);
    expect((await c.asTeacher('POST', '/api/contract-rules', { ...ok, contractId: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('DELETE /api/social-contracts/{id}', () => {
  it('deletes the contract with its rules; 401, 403, another teacher 404', async () => {
    const { id } = await newContract([rule('should_do', 'Gone soon')]);
    expect((await c.anonymous('DELETE', `/api/social-contracts/${id}`)).statusCode).toBe(401);
    expect((await c.asStudent('DELETE', `/api/social-contracts/${id}`)).statusCode).toBe(403);
    expect((await c.asOther('DELETE', `/api/social-contracts/${id}`)).statusCode).toBe(404);
    expect((await c.asTeacher('DELETE', '/api/social-contracts/abc')).statusCode).toBe(400);
    const res = await c.asTeacher('DELETE', `/api/social-contracts/${id}`);
    expect(res.statusCode).toBe(200);
    const rows = await t.database.db.select().from(socialContracts).where(eq(socialContracts.id, id));
    expect(rows).toEqual([]);
    expect((await c.asTeacher('DELETE', `/api/social-contracts/${id}`)).statusCode).toBe(404);
  });
});

describe('the unified contract', () => {
  let klass: number;
  let unifiedId: number;
  const student = () => c.mine.students[0].id;

  it('401, 403, 404 and 400 before anything is generated', async () => {
    klass = classId;
    expect((await c.anonymous('POST', '/api/generate-unified-contract', { classId })).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/generate-unified-contract', { classId })).statusCode).toBe(403);
    expect((await c.asOther('POST', '/api/generate-unified-contract', { classId })).statusCode).toBe(404);
    expect((await c.asTeacher('POST', '/api/generate-unified-contract', {})).statusCode).toBe(400);
    const empty = await createKlass();
    const none = await c.asTeacher('POST', '/api/generate-unified-contract', { classId: empty });
    expect(none.statusCode).toBe(400);
    expect(none.json().code).toBe('NO_CONTRACT_RULES');
    const nothing = await c.asTeacher('GET', `/api/unified-contract?classId=${empty}`);
    expect(nothing.statusCode).toBe(200);
    expect(nothing.json()).toBeNull();
  });

  it('merges every contract of the class, duplicate rules removed (trimmed, any case)', async () => {
    await newContract([rule('should_do', 'Listen carefully'), rule('non_negotiable', 'Respect everyone')]);
    await newContract([rule('should_do', '  LISTEN CAREFULLY '), rule('should_not_do', 'Shout')]);
    const other = await newContract([rule('should_do', 'Theirs only')], c.theirs.klass.id, c.asOther);
    const res = await c.asTeacher('POST', '/api/generate-unified-contract', { classId: klass });
    expect(res.statusCode, res.body).toBe(200);
    const unified = res.json();
    unifiedId = unified.id;
    expect(unified.isUnified).toBe(true);
    const texts = unified.rules.map((r: { ruleText: string }) => r.ruleText);
    expect(texts.filter((x: string) => x.toLowerCase() === 'listen carefully')).toHaveLength(1);
    expect(texts).toContain('Shout');
    expect(texts).toContain('Respect everyone');
    expect(texts).not.toContain('Theirs only');
    expect(unified.contractText).toContain('Listen carefully');
    expect(unified.contractText).toContain(c.mine.klass.name);
    expect(other.id).not.toBe(unifiedId);
    // The unified contract is not one of the builder's contracts.
    const list = (await c.asTeacher('GET', `/api/social-contracts?classId=${klass}`)).json();
    expect(list.some((x: { id: number }) => x.id === unifiedId)).toBe(false);
  });

  it('reads as the teacher, and as a student of the class (with or without classId)', async () => {
    const asTeacher = (await c.asTeacher('GET', `/api/unified-contract?classId=${klass}`)).json();
    expect(asTeacher).toMatchObject({ id: unifiedId, signatures: [] });
    expect((await c.asStudent('GET', '/api/unified-contract')).json().id).toBe(unifiedId);
    expect((await c.asStudent('GET', `/api/unified-contract?classId=${klass}`)).json().id).toBe(unifiedId);
    expect((await c.asStudent('GET', `/api/unified-contract?classId=${c.theirs.klass.id}`)).statusCode).toBe(
      404,
    );
    expect((await c.asOther('GET', `/api/unified-contract?classId=${klass}`)).statusCode).toBe(404);
    expect((await c.anonymous('GET', `/api/unified-contract?classId=${klass}`)).statusCode).toBe(401);
    expect((await c.asTeacher('GET', '/api/unified-contract')).statusCode).toBe(400);
  });

  it('a student signs for themself, twice without losing anything; not for a classmate', async () => {
    const sign = { contractId: unifiedId, studentId: student() };
    const first = await c.asStudent('POST', '/api/contract-signatures', sign);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ alreadySigned: false, signature: { studentId: student() } });
    const again = await c.asStudent('POST', '/api/contract-signatures', sign);
    expect(again.statusCode).toBe(200);
    expect(again.json().alreadySigned).toBe(true);
    expect(again.json().signature.signedAt).toBe(first.json().signature.signedAt);
    const forMate = await c.asStudent('POST', '/api/contract-signatures', {
      ...sign,
      studentId: c.mine.students[1].id,
    });
    expect(forMate.statusCode).toBe(403);
    const rows = await t.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, unifiedId));
    expect(rows.map((r) => r.studentId)).toEqual([student()]);
  });

  it("a student cannot sign a builder contract, the teacher's draft they never see: 404, nothing saved", async () => {
    const draft = await newContract([rule('should_do', 'Draft rule')]);
    const res = await c.asStudent('POST', '/api/contract-signatures', {
      contractId: draft.id,
      studentId: student(),
    });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Contract not found');
    const rows = await t.database.db
      .select()
      .from(contractSignatures)
      .where(eq(contractSignatures.contractId, draft.id));
    expect(rows).toEqual([]);
  });

  it('the teacher signs for any student of the class; others are refused', async () => {
    const mate = c.mine.students[1].id;
    const res = await c.asTeacher('POST', '/api/contract-signatures', {
      contractId: unifiedId,
      studentId: mate,
    });
    expect(res.statusCode, res.body).toBe(200);
    const outsider = c.theirs.students[0].id;
    expect(
      (await c.asTeacher('POST', '/api/contract-signatures', { contractId: unifiedId, studentId: outsider }))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.asOther('POST', '/api/contract-signatures', { contractId: unifiedId, studentId: mate }))
        .statusCode,
    ).toBe(404);
    expect(
      (await c.anonymous('POST', '/api/contract-signatures', { contractId: unifiedId, studentId: mate }))
        .statusCode,
    ).toBe(401);
    expect(
      (await c.asTeacher('POST', '/api/contract-signatures', { contractId: unifiedId })).statusCode,
    ).toBe(400);
    const outsiderCookie = requester(t, await t.cookieFor({ kind: 'student', id: outsider }));
    expect(
      (
        await outsiderCookie('POST', '/api/contract-signatures', {
          contractId: unifiedId,
          studentId: outsider,
        })
      ).statusCode,
    ).toBe(404);
    const read = (await asClassmate('GET', '/api/unified-contract')).json();
    expect(read.signatures.map((s: { studentId: number }) => s.studentId).sort()).toEqual(
      [student(), mate].sort(),
    );
    expect(read.signatures[0].studentName).toBeTruthy();
    expect(JSON.stringify(read)).not.toContain('@');
  });

  it('generating again updates the same contract and keeps the signatures', async () => {
    await newContract([rule('should_not_do', 'Run in the hall')]);
    const res = await c.asTeacher('POST', '/api/generate-unified-contract', { classId: klass });
    expect(res.json().id).toBe(unifiedId);
    expect(res.json().rules.map((r: { ruleText: string }) => r.ruleText)).toContain('Run in the hall');
    expect(res.json().signatures).toHaveLength(2);
  });

  it('POST /api/unified-contract saves the edited text and rules; 401, 403, 404, 400', async () => {
    const body = {
      classId: klass,
      title: 'Our Edited Contract',
      contractText: 'Edited text.',
      rules: [rule('should_do', 'Be kind'), rule('should_do', 'be kind ')],
    };
    expect((await c.anonymous('POST', '/api/unified-contract', body)).statusCode).toBe(401);
    expect((await c.asStudent('POST', '/api/unified-contract', body)).statusCode).toBe(403);
    expect((await c.asOther('POST', '/api/unified-contract', body)).statusCode).toBe(404);
    expect((await c.asTeacher('POST', '/api/unified-contract', { ...body, title: '' })).statusCode).toBe(400);
    expect(
      (await c.asTeacher('POST', '/api/unified-contract', { ...body, rules: [rule('nope', 'x')] }))
        .statusCode,
    ).toBe(400);
    const res = await c.asTeacher('POST', '/api/unified-contract', body);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: unifiedId,
      title: 'Our Edited Contract',
      contractText: 'Edited text.',
    });
    expect(res.json().rules).toHaveLength(1);
    expect(res.json().signatures).toHaveLength(2);
  });

  it('POST /api/unified-contract takes the spec body with an empty rule list: the rules are in the text', async () => {
    const res = await c.asTeacher('POST', '/api/unified-contract', {
      classId: klass,
      title: 'Rules in the text',
      contractText: '1. Be kind\n2. Listen',
      rules: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: unifiedId, contractText: '1. Be kind\n2. Listen', rules: [] });
    expect(res.json().signatures).toHaveLength(2);
  });

  it('deleting a class deletes its contracts', async () => {
    const doomed = await createKlass();
    const { id } = await newContract([rule('should_do', 'Temporary')], doomed);
    expect((await c.asTeacher('DELETE', `/api/classes/${doomed}`)).statusCode).toBe(200);
    const rows = await t.database.db.select().from(socialContracts).where(eq(socialContracts.id, id));
    expect(rows).toEqual([]);
  });
});
