import { describe, it, expect } from 'vitest';
import {
  FORMULA_FUNCTIONS,
  FORMULA_KEYWORDS,
  FormulaError,
  compileFormula,
  evaluateFormula,
  formulaFields,
  validateFormula,
} from '@/lib/formula';
import * as MESSAGES from '@/lib/message-catalogue';

const FIELDS = ['duration', 'transfer', 'direction', 'timestamp', 'scheduled'] as const;

describe('validateFormula: spec messages in order', () => {
  it.each([
    ['', 'Formula cannot be empty'],
    ['   ', 'Formula cannot be empty'],
    ['\n\t', 'Formula cannot be empty'],
    ['=', 'Formula cannot be empty'],
    [' =  ', 'Formula cannot be empty'],
    ['duration $ 2', 'Invalid characters: $'],
    ['duration # 2 @ 3 # 4', 'Invalid characters: #, @'],
    ['duration ^ 2', 'Invalid characters: ^'],
    ['duration; 1', 'Invalid characters: ;'],
    ['duration ? 1 : 2', 'Invalid characters: ?, :'],
    ['(duration + 1', 'Mismatched parentheses'],
    ['duration + 1)', 'Mismatched parentheses'],
    [')duration(', 'Mismatched parentheses'],
    ['foo + 1', 'Unknown field: foo'],
    ['duration + Bar', 'Unknown field: Bar'],
    ['constructor', 'Unknown field: constructor'],
    ['__proto__ + 1', 'Unknown field: __proto__'],
    ['toString', 'Unknown field: toString'],
    ['duration in 5', 'IN expects array like [x,y]'],
    ['duration in (1, 2)', 'IN expects array like [x,y]'],
    ['duration is 5', "IS expects 'NULL'"],
    ['duration is not 0', "IS expects 'NULL'"],
    ['duration & 1', 'Unknown token'],
    ['duration | 1', 'Unknown token'],
    ["direction = 'open", 'Unknown token'],
    ['duration duration', 'Extra tokens after valid expression'],
    ['1 2', 'Extra tokens after valid expression'],
    ['duration(1)', 'Unknown function'],
  ])('%j → %s', (formula, message) => {
    expect(validateFormula(formula, FIELDS)).toBe(message);
  });

  it.each([
    ['1 +', /^Unexpected token .* expected /],
    ['sum', /^Unexpected token .* expected '\('/],
    ['duration between 1 2', /^Unexpected token .* expected AND/],
    ['sum(1, 2', /Mismatched parentheses/],
    ['sum(1 2)', /^Unexpected token '2' at position 6, expected ',' or '\)'/],
    ['[1, 2', /^Unexpected token end of input at position 5, expected ',' or ']'/],
    ['* 2', /^Unexpected token '\*' at position 0, expected expression/],
  ])('%j → parser message %s', (formula, pattern) => {
    expect(validateFormula(formula, FIELDS)).toMatch(pattern);
  });

  it('checks in the spec order: empty, characters, parentheses, fields, parser', () => {
    expect(validateFormula('(foo $', FIELDS)).toBe('Invalid characters: $');
    expect(validateFormula('(foo', FIELDS)).toBe('Mismatched parentheses');
    expect(validateFormula('foo +', FIELDS)).toBe('Unknown field: foo');
  });

  it.each([
    'duration',
    '=duration / 60',
    'Duration + TRANSFER',
    "direction = 'inbound' and duration > 60",
    "'unknown words in quotes' + duration",
    '"also ignored" + 1',
    "direction in ['inbound', 'outbound']",
    'duration between 10 and 100',
    'duration not between 10 and 100',
    "direction like 'in%'",
    "direction not like '_n%'",
    "direction regex 'in.*'",
    'duration IS NULL',
    'duration is not null',
    'if(duration > 60, 1, 0)',
    'sum(1, 2, 3) + sum([1, 2, 3])',
    'abs(-duration) + min(1, 2) + max(3, 4) + avg(1, 2) + count(1) + d_count(1, 1) + med(1, 2, 3)',
    'variance(1, 2) + std_dev(1, 2) + now() + timestamp_diff(timestamp, now())',
    'not (duration < 10) && !transfer || true',
    'NOT duration OR FALSE AND NULL',
    'duration % 60 <= 30 != (transfer >= 1)',
    'duration <> 5 == 1',
    '.5 + 1.25',
    '12',
  ])('%j is valid', (formula) => {
    expect(validateFormula(formula, FIELDS)).toBeNull();
  });

  it('matches field names case-insensitively', () => {
    expect(validateFormula('DURATION + Transfer', ['duration', 'transfer'])).toBeNull();
    expect(validateFormula('duration', ['Duration'])).toBeNull();
  });

  it('accepts every function and keyword of the spec as a known name', () => {
    expect(FORMULA_FUNCTIONS).toEqual([
      'abs',
      'if',
      'sum',
      'avg',
      'min',
      'max',
      'count',
      'd_count',
      'med',
      'variance',
      'std_dev',
      'now',
      'timestamp_diff',
    ]);
    for (const name of FORMULA_FUNCTIONS) expect(validateFormula(`${name}(1, 2)`, [])).toBeNull();
    for (const keyword of ['and', 'or', 'not', 'between', 'in', 'like', 'regex', 'null', 'true', 'false']) {
      expect(FORMULA_KEYWORDS).toContain(keyword);
      expect(validateFormula(keyword, []) ?? '').not.toMatch(/^Unknown field/);
    }
  });

  it('never throws on non-string input', () => {
    expect(validateFormula(undefined as unknown as string, FIELDS)).toBe(MESSAGES.formulaEmpty);
    expect(validateFormula(42 as unknown as string, FIELDS)).toBe(MESSAGES.formulaEmpty);
    expect(validateFormula('duration', null as unknown as string[])).toBe('Unknown field: duration');
  });

  it.each([
    ['1 + 1', null, null],
    ['1 + 1', 'duration', null],
    ['1 + 1', { 0: 'duration' }, null],
    ['1 + 1', [null, 7, {}], null],
    ['duration', [null, 'duration'], null],
    ['DURATION', [undefined, 'duration', 3], null],
    ['duration', [null], 'Unknown field: duration'],
    ['duration', 'duration', 'Unknown field: duration'],
  ])('%j with the field list %j (non-strings ignored) → %j', (formula, fields, message) => {
    expect(validateFormula(formula, fields as unknown as string[])).toBe(message);
  });

  it('compileFormula ignores non-string field entries too', () => {
    const fields = [null, 'duration', 5] as unknown as string[];
    expect(compileFormula('DURATION * 2', { fields })({ duration: 4 })).toBe(8);
    expect(() => compileFormula('foo', { fields })).toThrow('Unknown field: foo');
    expect(() => compileFormula('1', { fields: 'x' as unknown as string[] })).not.toThrow();
    expect(() => compileFormula('x', { fields: 'x' as unknown as string[] })).toThrow('Unknown field: x');
  });
});

describe('letters beyond ASCII', () => {
  it.each([
    ["cnam = 'José'", ['cnam']],
    ["cnam = 'Zoë Ångström' or cnam = '李雷'", ['cnam']],
    ['durée / 60', ['durée']],
    ['DURÉE + Größe', ['durée', 'größe']],
    ['dure\u0301e * 2', ['dure\u0301e']],
    ['名前 = 1', ['名前']],
    ['𝒜 + 1', ['𝒜']],
    ['_é1 + 1', ['_é1']],
  ])('%j is valid with the fields %j', (formula, fields) => {
    expect(validateFormula(formula, fields)).toBeNull();
  });

  it('non-ASCII field names are identifiers: read, matched case-insensitively, listed', () => {
    expect(compileFormula('DURÉE * 2', { fields: ['durée'] })({ durée: 3 })).toBe(6);
    expect(evaluateFormula("cnam = 'José'", { cnam: 'José' })).toBe(1);
    expect(evaluateFormula('Größe + 1', { größe: 1 })).toBe(2);
    expect(formulaFields('durée + x + DURÉE')).toEqual(['durée', 'x']);
    expect(validateFormula('durée', ['duration'])).toBe('Unknown field: durée');
  });

  it.each([
    ['price € 2', 'Invalid characters: €'],
    ["cnam = '😀'", 'Invalid characters: 😀'],
    ['a → b', 'Invalid characters: →'],
    ['x ½ 2', 'Invalid characters: ½'],
  ])('%j → %s (symbols are still not letters)', (formula, message) => {
    expect(validateFormula(formula, ['price', 'cnam', 'a', 'b', 'x'])).toBe(message);
  });
});

describe('compileFormula errors', () => {
  it.each([
    ['', MESSAGES.formulaEmpty],
    ['a $', 'Invalid characters: $'],
    ['(1', MESSAGES.mismatchedParentheses],
    ['x in 1', MESSAGES.inExpectsArray],
    ['x is 1', MESSAGES.isExpectsNull],
    ['x & y', MESSAGES.unknownToken],
    ['x y', MESSAGES.extraTokens],
    ['foo(1)', MESSAGES.unknownFunction],
  ])('%j throws FormulaError(%s)', (formula, message) => {
    expect(() => compileFormula(formula)).toThrow(FormulaError);
    expect(() => compileFormula(formula)).toThrow(message);
  });

  it('reports unknown fields when given a field list', () => {
    expect(() => compileFormula('foo + 1', { fields: ['duration'] })).toThrow('Unknown field: foo');
    expect(() => compileFormula('DURATION + 1', { fields: ['duration'] })).not.toThrow();
  });

  it('bounds nesting so deep input cannot overflow the stack', () => {
    const deep = `${'('.repeat(5000)}1${')'.repeat(5000)}`;
    expect(() => compileFormula(deep)).toThrow(FormulaError);
    const long = Array.from({ length: 5000 }, () => '1').join(' + ');
    expect(() => compileFormula(long)).toThrow(FormulaError);
    expect(validateFormula('-'.repeat(3000) + '1', [])).toMatch(/^Unexpected token/);
  });
});

describe('formulaFields', () => {
  it.each([
    ['duration / 60', ['duration']],
    ['=Duration + duration * transfer', ['Duration', 'transfer']],
    ['direction = \'inbound\' and "quoted words" = x', ['direction', 'x']],
    ['sum(a, b) + if(c, d, e) and not f is null', ['a', 'b', 'c', 'd', 'e', 'f']],
    ['1 + 2', []],
    ['', []],
    ['$$$ foo', ['foo']],
    ['meta.score * 2', ['meta.score']],
  ])('%j → %j', (formula, fields) => {
    expect(formulaFields(formula)).toEqual(fields);
  });
});
