import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { TemplateField } from '@/lib/template';
import {
  appIntegrationId,
  coerceFieldValue,
  isFieldDisabled,
  isTemplateStale,
  renderTemplate,
  resolvePlaceholders,
  templateIntegrations,
} from '@/lib/template';

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

  it('stops on cycles', () => {
    const resolved = resolvePlaceholders([
      { key: 'a', value: '{b}' },
      { key: 'b', value: '{a}' },
    ]);
    expect(resolved).toHaveLength(2);
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
  it.each([
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
