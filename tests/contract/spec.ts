// Shared helpers of the contract tests: the bundled contract and its operations.
import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.resolve(__dirname, '../..');
export const BUNDLE = path.join(ROOT, 'openapi/dist/openapi.json');

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

export const METHODS = ['get', 'post', 'put', 'delete', 'patch'] as const;
export type Method = (typeof METHODS)[number];

export interface Operation {
  method: Method;
  path: string;
  op: JsonObject;
  pathItem: JsonObject;
}

export function loadSpec(): JsonObject {
  return JSON.parse(fs.readFileSync(BUNDLE, 'utf8')) as JsonObject;
}

export function operations(spec: JsonObject): Operation[] {
  const out: Operation[] = [];
  for (const [p, item] of Object.entries(spec.paths as JsonObject)) {
    const pathItem = item as JsonObject;
    for (const method of METHODS) {
      const op = pathItem[method];
      if (op) out.push({ method, path: p, op: op as JsonObject, pathItem });
    }
  }
  return out;
}

/** `#/components/...` pointers resolved against the bundle. */
export function deref<T = Json>(spec: JsonObject, value: Json): T {
  let v = value;
  const seen = new Set<string>();
  while (v && typeof v === 'object' && !Array.isArray(v) && typeof v.$ref === 'string') {
    const ref = v.$ref;
    if (seen.has(ref)) throw new Error(`circular $ref ${ref}`);
    seen.add(ref);
    v = ref
      .replace(/^#\//, '')
      .split('/')
      .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<Json>((acc, key) => (acc as JsonObject)[key] as Json, spec);
  }
  return v as T;
}

/** `METHOD /path` with every `{param}` written `{}`, as in catalogue.txt. */
export const catalogueKey = (method: string, p: string) => `${method.toUpperCase()} ${p.replace(/\{[^}]*\}/g, '{}')}`;
