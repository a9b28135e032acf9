import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, catalogueKey, loadSpec, operations } from './spec';

const catalogue = fs
  .readFileSync(path.join(ROOT, 'openapi/catalogue.txt'), 'utf8')
  .split('\n')
  .map((l) => l.trim())
  .filter(Boolean);

describe('catalogue coverage', () => {
  const spec = loadSpec();
  const ops = operations(spec);
  const inSpec = new Set(ops.map((o) => catalogueKey(o.method, o.path)));
  const inCatalogue = new Set(catalogue);

  it('lists 187 distinct operations', () => {
    expect(catalogue).toHaveLength(187);
    expect(inCatalogue.size).toBe(187);
  });

  // An operation beyond the catalogue (taken from the real product's public API) is allowed only
  // when it says so with `x-beyond-catalogue: true`; a catalogue operation never carries the mark.
  const beyond = new Set(
    ops.filter((o) => o.op['x-beyond-catalogue'] === true).map((o) => catalogueKey(o.method, o.path)),
  );

  it('has every catalogue operation in the contract, and nothing else unless marked beyond it', () => {
    const missing = [...inCatalogue].filter((k) => !inSpec.has(k));
    const extra = [...inSpec].filter((k) => !inCatalogue.has(k) && !beyond.has(k));
    const markedButCatalogued = [...beyond].filter((k) => inCatalogue.has(k));
    console.info(
      `catalogue coverage: ${catalogue.length - missing.length}/${catalogue.length} (+${beyond.size} beyond)`,
    );
    expect({ missing, extra, markedButCatalogued }).toEqual({ missing: [], extra: [], markedButCatalogued: [] });
  });

  it('marks the send-text call as beyond the catalogue, in its description too', () => {
    const send = ops.find((o) => o.op.operationId === 'sendOutboundSms');
    expect(send && catalogueKey(send.method, send.path)).toBe('POST /api/v2/agent/outboundSms');
    expect(beyond.has('POST /api/v2/agent/outboundSms')).toBe(true);
    expect(String(send?.op.description)).toMatch(/beyond the catalogue/);
  });

  it('gives every operation a unique camelCase operationId, one known tag and a summary', () => {
    const tags = new Set(((spec.tags as { name: string }[]) ?? []).map((t) => t.name));
    const ids = new Map<string, string>();
    const problems: string[] = [];
    for (const { method, path: p, op } of ops) {
      const where = `${method.toUpperCase()} ${p}`;
      const id = op.operationId;
      if (typeof id !== 'string' || !/^[a-z][A-Za-z0-9]*$/.test(id))
        problems.push(`${where}: operationId ${String(id)}`);
      else if (ids.has(id)) problems.push(`${where}: operationId ${id} also on ${ids.get(id)}`);
      else ids.set(id, where);
      const opTags = op.tags as string[] | undefined;
      if (!opTags || opTags.length !== 1 || !tags.has(opTags[0]!))
        problems.push(`${where}: tags ${JSON.stringify(opTags)}`);
      if (typeof op.summary !== 'string' || !op.summary.trim()) problems.push(`${where}: no summary`);
    }
    expect(problems).toEqual([]);
  });
});
