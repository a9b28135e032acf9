import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { TemplateField, TemplateShape } from '@/lib/template';
import {
  MAX_RESOLVED_LENGTH,
  appIntegrationId,
  coerceFieldValue,
  contractValue,
  isFieldDisabled,
  isTemplateStale,
  renderTemplate,
  resolvePlaceholders,
  sanitizeTemplateField,
  templateIntegrations,
} from '@/lib/template';

describe("fields from untrusted data are the contract's fields", () => {
  it.each([
    ['text', 'text'],
    [null, null],
    [3, '3'],
    [true, 'true'],
    [
      ['a', 2],
      ['a', '2'],
    ],
    [{ x: 1 }, undefined],
    [undefined, undefined],
  ])('value %j is held as %j', (raw, held) => {
    expect(contractValue(raw)).toEqual(held);
  });

  it('keeps a known kind, the well-formed options and other keys; drops the rest', () => {
    expect(
      sanitizeTemplateField({
        key: 'color',
        type: 'select',
        inputType: 'dropdown',
        label: 7,
        options: [{ value: 'red' }, { label: 'no value' }],
        value: { red: true },
        autoPrefilled: 'yes',
        hint: 'kept',
      }),
    ).toEqual({ key: 'color', type: 'select', options: [{ value: 'red' }], hint: 'kept' });
    expect(sanitizeTemplateField({ key: 'n', value: 5 })).toEqual({ key: 'n', value: '5' });
    expect(sanitizeTemplateField({ value: 'x' })).toBeNull();
  });
});

const options = [{ value: 'red' }, { value: 'green' }, { value: 'blue' }];

describe('coerceFieldValue (spec §5 "Template values")', () => {
  it.each([
    // select: one of the options, else undefined
    [{ type: 'select', options }, 'green', 'green'],
    [{ inputType: 'select', options }, 'green', 'green'],
    [{ type: 'select', options }, ' blue ', 'blue'],
    [{ type: 'select', options }, 'purple', undefined],
    [{ type: 'select', options }, ['red'], undefined],
    [{ type: 'select', options: [{ value: '1' }] }, 1, '1'],
    [{ type: 'select' }, 'red', undefined],
    [{ type: 'select', options }, null, undefined],
    // multi-select: array or comma-separated, trimmed, filtered, undefined if none valid
    [{ type: 'multi-select', options }, ['red', 'blue'], ['red', 'blue']],
    [{ type: 'multi-select', options }, 'red, blue , purple', ['red', 'blue']],
    [{ inputType: 'multi-select', options }, ' green ', ['green']],
    [{ type: 'multi-select', options }, ['purple', 'pink'], undefined],
    [{ type: 'multi-select', options }, '', undefined],
    [{ type: 'multi-select', options }, 42, undefined],
    [{ type: 'multi-select', options }, ['red', 'red'], ['red']],
    // other types: a string
    [{ type: 'text' }, 'hello', 'hello'],
    [{}, 42, '42'],
    [{ type: 'number' }, true, 'true'],
    [{ type: 'text' }, null, ''],
    [{ type: 'text' }, undefined, ''],
    [{ type: 'text' }, ['a', 'b'], 'a, b'],
  ])('%j with %j → %j', (field, value, expected) => {
    expect(coerceFieldValue(field, value)).toEqual(expected);
  });

  it.each([
    [{ type: 'select', options: 'red' }, 'red', undefined],
    [{ type: 'select', options: { value: 'red' } }, 'red', undefined],
    [{ type: 'select', options: [null, 1, { value: 2 }, { value: 'red' }] }, 'red', 'red'],
    [{ type: 'select', options: [null, { value: 2 }] }, '2', undefined],
    [{ type: 'multi-select', options: [null, { value: 'a' }, { label: 'b' }] }, 'a, b', ['a']],
    [{ type: 'multi-select', options: 7 }, ['a'], undefined],
    [null, 5, '5'],
    [undefined, 'x', 'x'],
  ])('malformed field %j with %j → %j (bad options ignored)', (field, value, expected) => {
    expect(coerceFieldValue(field as unknown as TemplateField, value)).toEqual(expected);
  });
});

describe('renderTemplate', () => {
  const values = { business: 'Acme', plan: 'pro', tags: ['a', 'b'], empty: '' };
  it.each([
    ['Hello {business}!', 'Hello Acme!'],
    ['{business} {business}', 'Acme Acme'],
    ['{unknown} stays', '{unknown} stays'],
    ['[{empty}]', '[]'],
    ['{tags}', 'a, b'],
    ['A{#plan=pro} pro{/plan}.', 'A pro.'],
    ['A{#plan=free} free{/plan}.', 'A.'],
    ['{#plan=pro}{#business=Acme}both{/business}{/plan}', 'both'],
    ['{#plan=pro}{#business=Other}no{/business}yes{/plan}', 'yes'],
    ['{#tags=b}has b{/tags}', 'has b'],
    ['{#missing=x}gone{/missing}kept', 'kept'],
    ['{#plan=pro}multi\nline {business}{/plan}', 'multi\nline Acme'],
    ['{constructor} {__proto__}', '{constructor} {__proto__}'],
  ])('%j → %j', (text, expected) => {
    expect(renderTemplate(text, values)).toBe(expected);
  });

  it.each([[null], [undefined], ['text'], [42]])('values %j count as {}', (junk) => {
    const vals = junk as unknown as Record<string, unknown>;
    expect(renderTemplate('{a} and {#a=1}x{/a}y', vals)).toBe('{a} and y');
    expect(renderTemplate('plain', vals)).toBe('plain');
  });

  it('property: never throws on random text', () => {
    fc.assert(
      fc.property(fc.string(), fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer())), (text, vals) => {
        expect(typeof renderTemplate(text, vals)).toBe('string');
      }),
      { numRuns: 200 },
    );
  });
});

describe('resolvePlaceholders', () => {
  it('replaces {key} in values and placeholders with other fields’ values', () => {
    const fields: TemplateField[] = [
      { key: 'business', value: 'Acme' },
      { key: 'greeting', value: 'Welcome to {business}', placeholder: 'e.g. Hi from {business}' },
      { key: 'signoff', value: '{greeting}!' },
      { key: 'blank', value: '' },
      { key: 'uses_blank', value: '[{blank}]' },
      { key: 'self', value: '{self}' },
    ];
    const resolved = resolvePlaceholders(fields);
    expect(resolved.map((f) => f.value)).toEqual([
      'Acme',
      'Welcome to Acme',
      'Welcome to Acme!',
      '',
      '[{blank}]',
      '{self}',
    ]);
    expect(resolved[1]?.placeholder).toBe('e.g. Hi from Acme');
    expect(fields[1]?.value).toBe('Welcome to {business}');
  });

  it('stops on cycles: each pass reads the previous one, so a cycle ends on its own placeholder', () => {
    const resolved = resolvePlaceholders([
      { key: 'a', value: '{b}' },
      { key: 'b', value: '{a}' },
    ]);
    expect(resolved).toEqual([
      { key: 'a', value: '{a}' },
      { key: 'b', value: '{b}' },
    ]);
    const growing = resolvePlaceholders([
      { key: 'a', value: 'x{b}' },
      { key: 'b', value: 'y{c}' },
      { key: 'c', value: 'z{a}', placeholder: 'p{a}' },
    ]);
    expect(growing.map((f) => f.value)).toEqual(['xyz{a}', 'yzx{b}', 'zxy{c}']);
    // A field's placeholder text is resolved with the field itself in progress.
    expect(growing[2]?.placeholder).toBe('pxy{c}');
  });

  it('doubling cycles and chains stay bounded', () => {
    const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
    const cycle = keys.map((key, i) => ({
      key,
      value: `{${keys[(i + 1) % keys.length]}}{${keys[(i + 1) % keys.length]}}`,
    }));
    const resolvedCycle = resolvePlaceholders(cycle);
    for (const field of resolvedCycle) expect(String(field.value).length).toBeLessThanOrEqual(MAX_RESOLVED_LENGTH);
    const chain = keys.map((key, i) => ({
      key,
      value: i === keys.length - 1 ? 'ab' : `{${keys[i + 1]}}{${keys[i + 1]}}`,
    }));
    const resolvedChain = resolvePlaceholders(chain);
    expect(resolvedChain[keys.length - 2]?.value).toBe('abab');
    for (const field of resolvedChain) expect(String(field.value).length).toBeLessThanOrEqual(MAX_RESOLVED_LENGTH);
    const dense = keys.slice(0, 12).map((key) => ({
      key,
      value: keys
        .slice(0, 12)
        .map((k) => `{${k}}`)
        .join(''),
    }));
    expect(resolvePlaceholders(dense)).toHaveLength(12);
  });

  it('malformed input gives no fields or keeps malformed entries as they are', () => {
    expect(resolvePlaceholders(null as unknown as TemplateField[])).toEqual([]);
    const junk = [null, { key: 'a', value: 'x' }, { value: '{a}' }] as unknown as TemplateField[];
    expect(resolvePlaceholders(junk)).toEqual(junk);
  });
});

describe('isFieldDisabled', () => {
  it.each([
    [{ disabledIf: 'mode=auto' }, { mode: 'auto' }, true],
    [{ disabledIf: 'mode=auto' }, { mode: 'manual' }, false],
    [{ disabledIf: 'mode=auto' }, {}, false],
    [{ disabledIf: 'days=sat' }, { days: ['mon', 'sat'] }, true],
    [{ disabledIf: 'flag=true' }, { flag: true }, true],
    [{}, { mode: 'auto' }, false],
    [{ disabledIf: 'malformed' }, { malformed: 'x' }, false],
    [{ disabledIf: 'toString=x' }, {}, false],
  ])('%j with %j → %s', (field, values, expected) => {
    expect(isFieldDisabled(field, values)).toBe(expected);
  });
});

describe('integrations', () => {
  it('the integration id of an app is vader:{appId}:{version}', () => {
    expect(appIntegrationId({ appId: 'hubspot', version: '2' })).toBe('vader:hubspot:2');
  });

  it('an action named schedule implies googleCalendar', () => {
    expect(
      templateIntegrations({
        apps: [{ appId: 'hubspot', version: '2' }, { appId: 'hubspot', version: '2' }, { appId: 'x' }],
        actions: [{ name: 'schedule' }, { name: 'transfer' }],
      }),
    ).toEqual(['vader:hubspot:2', 'googleCalendar']);
    expect(templateIntegrations({ actions: [{ name: 'transfer' }] })).toEqual([]);
  });
});

describe('isTemplateStale', () => {
  const base = {
    templateIntegrations: ['googleCalendar', 'vader:crm:1'],
    templateFields: [
      { key: 'business', type: 'text', value: 'Acme' },
      { key: 'color', type: 'select', options, value: 'red' },
    ] as TemplateField[],
  };
  it.each<[string, TemplateShape, boolean]>([
    ['identical', base, false],
    [
      'a changed value',
      { ...base, templateFields: [{ ...base.templateFields[0]!, value: 'Other' }, base.templateFields[1]!] },
      false,
    ],
    ['integrations reordered', { ...base, templateIntegrations: ['vader:crm:1', 'googleCalendar'] }, false],
    [
      'options reordered',
      {
        ...base,
        templateFields: [base.templateFields[0]!, { ...base.templateFields[1]!, options: [...options].reverse() }],
      },
      false,
    ],
    ['an integration added', { ...base, templateIntegrations: [...base.templateIntegrations, 'vader:x:1'] }, true],
    ['an integration removed', { ...base, templateIntegrations: ['googleCalendar'] }, true],
    ['a key added', { ...base, templateFields: [...base.templateFields, { key: 'new' }] }, true],
    [
      'a key renamed',
      { ...base, templateFields: [{ ...base.templateFields[0]!, key: 'company' }, base.templateFields[1]!] },
      true,
    ],
    [
      'a type changed',
      { ...base, templateFields: [{ ...base.templateFields[0]!, type: 'select' }, base.templateFields[1]!] },
      true,
    ],
    [
      'inputType instead of the same type',
      { ...base, templateFields: [{ key: 'business', inputType: 'text' }, base.templateFields[1]!] },
      false,
    ],
    [
      'an option added',
      {
        ...base,
        templateFields: [
          base.templateFields[0]!,
          { ...base.templateFields[1]!, options: [...options, { value: 'pink' }] },
        ],
      },
      true,
    ],
    [
      'an option changed',
      {
        ...base,
        templateFields: [
          base.templateFields[0]!,
          { ...base.templateFields[1]!, options: [{ value: 'red' }, { value: 'green' }, { value: 'navy' }] },
        ],
      },
      true,
    ],
  ])('%s → %s', (_name, current, stale) => {
    expect(isTemplateStale(base, current)).toBe(stale);
  });
});
