import { describe, it, expect } from 'vitest';
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import { deref, loadSpec, operations, type Json, type JsonObject } from './spec';

/** Every example of the contract validates against its schema (JSON Schema 2020-12). */
const spec = loadSpec();

// Point every local $ref at the registered bundle so component schemas resolve.
const rewrite = (v: Json): Json => {
  if (Array.isArray(v)) return v.map(rewrite);
  if (v && typeof v === 'object') {
    const out: JsonObject = {};
    for (const [k, x] of Object.entries(v))
      out[k] =
        k === '$ref' && typeof x === 'string' && x.startsWith('#/components/schemas/')
          ? `spec.json#/$defs/${x.slice(21)}`
          : rewrite(x);
    return out;
  }
  return v;
};

const ajv = new Ajv2020({
  allErrors: true,
  strict: true,
  strictTypes: false,
  strictRequired: false,
  validateFormats: true,
});
addFormats(ajv);
ajv.addVocabulary(['example', 'discriminator', 'xml', 'externalDocs', 'x-internal']);
ajv.addSchema({
  $id: 'spec.json',
  $defs: rewrite(((spec.components as JsonObject)?.schemas as JsonObject) ?? {}),
} as never);

interface Case {
  where: string;
  schema: Json;
  value: Json;
}

function mediaCases(where: string, content: JsonObject | undefined): Case[] {
  const out: Case[] = [];
  for (const [type, m] of Object.entries(content ?? {})) {
    const media = m as JsonObject;
    if (!media.schema || !type.includes('json')) continue;
    if (media.example !== undefined)
      out.push({ where: `${where} ${type} example`, schema: media.schema, value: media.example });
    for (const [name, ex] of Object.entries((media.examples as JsonObject) ?? {})) {
      const example = deref<JsonObject>(spec, ex);
      if (example.value !== undefined)
        out.push({ where: `${where} ${type} examples.${name}`, schema: media.schema, value: example.value });
    }
  }
  return out;
}

const cases: Case[] = [];
let twoXxWithoutExample: string[] = [];
for (const { method, path, op, pathItem } of operations(spec)) {
  const where = `${method.toUpperCase()} ${path}`;
  const body = op.requestBody ? deref<JsonObject>(spec, op.requestBody) : undefined;
  if (body) cases.push(...mediaCases(`${where} request`, body.content as JsonObject));
  for (const [status, r] of Object.entries((op.responses as JsonObject) ?? {})) {
    const response = deref<JsonObject>(spec, r);
    const found = mediaCases(`${where} ${status}`, response.content as JsonObject);
    cases.push(...found);
    const hasText = Object.entries((response.content as JsonObject) ?? {}).some(
      ([t, m]) => !t.includes('json') && (m as JsonObject).example !== undefined,
    );
    if (status.startsWith('2') && response.content && found.length === 0 && !hasText)
      twoXxWithoutExample.push(`${where} ${status}`);
  }
  const params = [...((pathItem.parameters as Json[]) ?? []), ...((op.parameters as Json[]) ?? [])].map((p) =>
    deref<JsonObject>(spec, p),
  );
  for (const p of params) {
    if (p.example !== undefined && p.schema)
      cases.push({ where: `${where} parameter ${String(p.name)}`, schema: p.schema, value: p.example });
  }
}
twoXxWithoutExample = twoXxWithoutExample.sort();

describe('contract examples', () => {
  it('has examples to check', () => {
    console.info(`contract examples validated: ${cases.length}`);
    expect(cases.length).toBeGreaterThan(0);
  });

  it('has an example on every 2xx answer with a body', () => {
    expect(twoXxWithoutExample).toEqual([]);
  });

  it.each(cases.map((c) => [c.where, c] as const))('%s validates', (_where, c) => {
    const validate = ajv.compile(rewrite(c.schema) as object);
    const ok = validate(c.value);
    expect(ok ? [] : ajv.errorsText(validate.errors, { separator: '\n' }).split('\n')).toEqual([]);
  });
});
