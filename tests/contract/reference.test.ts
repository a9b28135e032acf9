// The real product's answers are accepted: every answer the real product's public description
// (/work/shared/reference/vida-apiv2.json, kept beside the project as ../shared/reference) documents
// with a schema, for an operation of ours, is sampled from its schema and validated against our
// contract. Also the statuses, required fields and request forms the issue names.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { createContract, type ContractOperation } from '../../mocks/engine/contract.js';
import { ROOT, loadSpec } from './spec';

const REFERENCE = path.resolve(ROOT, '../shared/reference/vida-apiv2.json');
const hasReference = fs.existsSync(REFERENCE);
type Schema = Record<string, unknown>;

const spec = loadSpec();
const contract = createContract(spec);

/**
 * A value of a reference schema: its example where it has one, else one of its kind (every
 * property of an object, one item of an array, the first of an enum or a oneOf).
 */
function sample(ref: Schema, schema: unknown): unknown {
  let s = schema as Schema | undefined;
  while (s && typeof s.$ref === 'string')
    s = (s.$ref as string)
      .slice(2)
      .split('/')
      .reduce<Schema>((a, k) => a[k] as Schema, ref);
  if (!s) return {};
  if (s.example !== undefined) return s.example;
  if (Array.isArray(s.allOf)) return Object.assign({}, ...s.allOf.map((x) => sample(ref, x)));
  const choice = (s.oneOf ?? s.anyOf) as unknown[] | undefined;
  if (choice) return sample(ref, choice[0]);
  if (Array.isArray(s.enum)) return s.enum[0];
  const type = s.type ?? (s.properties ? 'object' : s.items ? 'array' : undefined);
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries((s.properties ?? {}) as Record<string, unknown>).map(([k, v]) => [k, sample(ref, v)]),
      );
    case 'array':
      return s.items ? [sample(ref, s.items)] : [];
    case 'integer':
      return (s.minimum as number | undefined) ?? 1;
    case 'number':
      return (s.minimum as number | undefined) ?? 1.5;
    case 'boolean':
      return true;
    case 'string':
      return s.format === 'date-time' ? '2025-11-20T10:00:00Z' : s.format === 'uri' ? 'https://example.com/' : 'text';
    default:
      return {};
  }
}

interface Sampled {
  name: string;
  operation: ContractOperation;
  status: number;
  mediaType: string;
  body: unknown;
}

/** Every (operation, status, media type) the reference documents with a schema, for an operation
 * of ours: the same method and path, or the `/api/v1` path the catalogue uses for it. */
function sampled(): Sampled[] {
  const ref = JSON.parse(fs.readFileSync(REFERENCE, 'utf8')) as Schema;
  const out: Sampled[] = [];
  for (const [p, item] of Object.entries(ref.paths as Record<string, Record<string, Schema>>))
    for (const [method, op] of Object.entries(item)) {
      const ours = (candidate: string) => contract.operations.find((o) => o.method === method && o.path === candidate);
      const operation = ours(p) ?? ours(p.replace('/api/v2/', '/api/v1/'));
      if (!operation || !op.responses) continue;
      for (const [status, response] of Object.entries(op.responses as Record<string, Schema>))
        for (const [mediaType, media] of Object.entries((response.content ?? {}) as Record<string, Schema>)) {
          if (!media.schema) continue;
          out.push({
            name: `${method.toUpperCase()} ${p} ${status} ${mediaType}`,
            operation,
            status: Number(status),
            mediaType,
            body: sample(ref, media.schema),
          });
        }
    }
  return out;
}

describe.runIf(hasReference)("the real product's answers", () => {
  const all = hasReference ? sampled() : [];

  it('samples every documented answer of the operations the contract shares', () => {
    // 59 JSON answers, 4 XML ones (the tasks calls) and the CSV download of the logs. (The issue
    // counted 65; matching paths as a router would adds GET /api/v2/tasks/dailyCounts, which our
    // getTask route would take, and the v2 message calls, which are not our v1 ones.)
    expect(all).toHaveLength(64);
    expect(new Set(all.map((s) => s.operation.operationId)).size).toBeGreaterThan(30);
  });

  it.each(all.map((s) => [s.name, s] as const))('%s validates against the contract', (_n, s) => {
    // XML answers carry the JSON answer's shape; the contract serves JSON only, so the shape counts.
    const contentType = s.mediaType === 'application/xml' ? 'application/json' : s.mediaType;
    const body = s.mediaType === 'text/csv' ? 'date,from,to\n' : s.body;
    expect(contract.validateResponse(s.operation, { status: s.status, contentType, body })).toEqual([]);
  });
});

describe('statuses and forms the real product documents', () => {
  const op = (id: string) => contract.byId(id)!;
  const statuses = (id: string) => Object.keys(op(id).op.responses ?? {});

  it('writes answer 200 as well as 201 where the real product documents both', () => {
    for (const id of [
      'addSipIpWhitelistEntry',
      'addSipOutboundRoute',
      'createWebhook',
      'createReseller',
      'deleteOrganization',
      'deleteAgentAccount',
    ]) {
      expect(statuses(id), id).toEqual(expect.arrayContaining(['200', '201']));
      // The mock keeps answering 201, the first success the contract lists.
      expect(contract.successStatus(op(id)), id).toBe('201');
    }
  });

  it('declares 409 and 502 on SIP registration, 400 on the product calls and deleteAccount, 404 and 503 on logs', () => {
    expect(statuses('saveSipRegistration')).toEqual(expect.arrayContaining(['409', '502']));
    for (const id of [
      'getOfferedPlan',
      'getCurrentPlan',
      'listAvailablePlans',
      'getProductCatalog',
      'deleteAgentAccount',
    ])
      expect(statuses(id), id).toContain('400');
    expect(statuses('listLogs')).toEqual(expect.arrayContaining(['404', '503']));
  });

  it('requires resellerName, orgName and term where the real product requires them', () => {
    const problems = (id: string, body: unknown) =>
      contract.validateRequest(op(id), { contentType: 'application/json', body, hasBody: true });
    expect(problems('createReseller', { email: 'a@example.com' }).join()).toMatch(/resellerName/);
    expect(problems('createOrganization', { email: 'a@example.com' }).join()).toMatch(/orgName/);
    expect(problems('subscribeToPlan', { productPlanId: 'pplan-basic' }).join()).toMatch(/term/);
  });

  it('SIP registration takes a partial update; outboundSms takes the batch targets[] form', () => {
    const problems = (id: string, body: unknown) =>
      contract.validateRequest(op(id), { contentType: 'application/json', body, hasBody: true });
    expect(problems('saveSipRegistration', { proxy: 'sip.example.com:5061' })).toEqual([]);
    expect(
      problems('sendOutboundSms', { targets: ['+14155550187', { target: 'maria', content: 'Hi' }], content: 'Hello' }),
    ).toEqual([]);
    expect(problems('sendOutboundSms', { target: '+14155550187', content: 'Hello' })).toEqual([]);
    expect(problems('sendOutboundSms', { content: 'Hello' })).not.toEqual([]);
  });
});
