import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorBody, idParam, messageBody, ownerResponses } from '../../../shared/common/schemas';
import {
  CONTRACT_RULES_MAX,
  contractListQuery,
  contractListResponse,
  contractRuleView,
  contractView,
  createContractBody,
  createRuleBody,
  generateUnifiedBody,
  saveUnifiedBody,
  signContractBody,
  signResult,
  unifiedContractQuery,
  unifiedContractResponse,
} from '../../../shared/contracts/schemas';
import { ownedClass } from '../../auth/ownership';
import { requireTeacher } from '../../auth/plugin';
import { ownedContract, readableClassId, signableContract } from './policies';
import { presentRule } from './presenters';
import {
  addRule,
  createContract,
  deleteContract,
  generateUnified,
  listContracts,
  saveUnified,
  sign,
  unifiedContract,
} from './queries';

const tags = ['contracts'];
const CATEGORIES = '`should_do`, `should_not_do` or `non_negotiable`';

export const contractRoutes: FastifyPluginAsyncZod = async (app) => {
  const { db, bus } = app.deps;
  const changed = (classId: number) => bus.publish({ topic: 'contracts', classId });

  app.get(
    '/social-contracts',
    {
      schema: {
        operationId: 'listContracts',
        tags,
        summary: "A class's contracts written in the builder, oldest first, with rules and signatures",
        description:
          "Only the class's teacher (another teacher's class 404, a student 403: students read the unified contract). The unified contract is not in this list: GET /api/unified-contract.",
        querystring: contractListQuery,
        response: ownerResponses(contractListResponse),
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.query.classId);
      return listContracts(db, klass.id);
    },
  );

  app.post(
    '/social-contracts',
    {
      schema: {
        operationId: 'createContract',
        tags,
        summary: 'Save a contract for a class',
        description: [
          'Body `{ classId, title, contractText, rules? }`: title at most 200 characters, text at most 20000, both trimmed and non-empty.',
          `\`rules\` (an addition to the spec, which sent one POST /api/contract-rules per rule): up to ${CONTRACT_RULES_MAX} \`{ category, ruleText, order? }\` saved with the contract in one transaction; category ${CATEGORIES}.`,
          "Only the class's teacher; another teacher's class 404, a student 403.",
        ].join('\n'),
        body: createContractBody,
        response: ownerResponses(contractView),
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.body.classId);
      const contract = await createContract(db, { ...req.body, classId: klass.id });
      changed(klass.id);
      return contract;
    },
  );

  app.delete(
    '/social-contracts/:id',
    {
      schema: {
        operationId: 'deleteContract',
        tags,
        summary: 'Delete a contract with its rules and signatures',
        description: "Only the class's teacher; another teacher's contract 404, a student 403.",
        params: idParam,
        response: ownerResponses(messageBody),
      },
    },
    async (req) => {
      const contract = await ownedContract(db, requireTeacher(req), req.params.id);
      await deleteContract(db, contract.id);
      changed(contract.classId);
      return { message: 'Contract deleted' };
    },
  );

  app.post(
    '/contract-rules',
    {
      schema: {
        operationId: 'addContractRule',
        tags,
        summary: 'Add a rule to a contract',
        description: `Body \`{ contractId, category, ruleText, order }\`: category ${CATEGORIES} (anything else 400), rule text trimmed, 1 to 300 characters, order a whole number from 0. Only the class's teacher.`,
        body: createRuleBody,
        response: ownerResponses(contractRuleView),
      },
    },
    async (req) => {
      const contract = await ownedContract(db, requireTeacher(req), req.body.contractId);
      const rule = await addRule(db, contract.id, req.body);
      changed(contract.classId);
      return presentRule(rule);
    },
  );

  app.post(
    '/generate-unified-contract',
    {
      schema: {
        operationId: 'generateUnifiedContract',
        tags,
        summary: "Merge the class's contracts into its unified contract, duplicate rules removed",
        description: [
          'Body `{ classId }` (decision 0022: the spec sent `{}` and the class was implicit). Rules are compared trimmed and ignoring case; the first wording wins. The text is generated anew from the merged rules.',
          'One unified contract per class: generating again updates it and keeps the signatures already given (decision 0023).',
          "A class without any contract rule answers 400. Only the class's teacher.",
        ].join('\n'),
        body: generateUnifiedBody,
        response: ownerResponses(contractView),
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.body.classId);
      const contract = await generateUnified(db, klass);
      changed(klass.id);
      return contract;
    },
  );

  app.get(
    '/unified-contract',
    {
      schema: {
        operationId: 'getUnifiedContract',
        tags,
        summary: "A class's unified contract with who has signed it (null before one is generated)",
        description:
          "A teacher names one of their classes with `classId` (missing: 400; another teacher's: 404). A student reads their own class's contract; `classId` may be left out (another class: 404).",
        querystring: unifiedContractQuery,
        response: {
          200: unifiedContractResponse,
          400: errorBody,
          401: errorBody,
          403: errorBody,
          404: errorBody,
        },
      },
    },
    async (req) => unifiedContract(db, await readableClassId(db, req, req.query.classId)),
  );

  app.post(
    '/unified-contract',
    {
      schema: {
        operationId: 'saveUnifiedContract',
        tags,
        summary: "Save the class's unified contract as edited by the teacher",
        description: [
          'Body `{ classId, title, contractText, rules? }`: creates the unified contract or updates it in place (signatures kept). `rules`, when sent, replace its rules (duplicates dropped).',
          "Only the class's teacher.",
        ].join('\n'),
        body: saveUnifiedBody,
        response: ownerResponses(contractView),
      },
    },
    async (req) => {
      const klass = await ownedClass(db, requireTeacher(req), req.body.classId);
      const contract = await saveUnified(db, klass.id, req.body);
      changed(klass.id);
      return contract;
    },
  );

  app.post(
    '/contract-signatures',
    {
      schema: {
        operationId: 'signContract',
        tags,
        summary: 'Sign a contract for a student',
        description: [
          "The class's teacher signs for any student of the class (a student of another class: 404). A student signs their own class's unified contract for themselves only: for a classmate 403; a draft (a builder contract, which students never see) 404.",
          'Signing again changes nothing: 200 with `alreadySigned: true` and the first signing date.',
        ].join('\n'),
        body: signContractBody,
        response: ownerResponses(signResult),
      },
    },
    async (req) => {
      const contract = await signableContract(db, req, req.body.contractId, req.body.studentId);
      const result = await sign(db, contract.id, req.body.studentId);
      if (!result.alreadySigned) changed(contract.classId);
      return result;
    },
  );
};
