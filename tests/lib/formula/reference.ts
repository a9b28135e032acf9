// A plain tree-walking reference evaluator for the property tests. It works on its own
// expression type (built by the generator, printed to text for the real engine) and restates the
// spec's semantics directly, without the compiler's specialisations or constant folding.

export type RefExpr =
  | { kind: 'num'; value: number; text: string }
  | { kind: 'str'; value: string }
  | { kind: 'kw'; value: 'true' | 'false' | 'null' }
  | { kind: 'field'; name: string }
  | { kind: 'unary'; op: '-' | '+' | 'not'; arg: RefExpr }
  | { kind: 'binary'; op: string; left: RefExpr; right: RefExpr }
  | { kind: 'between'; value: RefExpr; low: RefExpr; high: RefExpr; negated: boolean }
  | { kind: 'in'; value: RefExpr; list: RefExpr[]; negated: boolean }
  | { kind: 'isnull'; value: RefExpr; negated: boolean }
  | { kind: 'match'; op: 'like' | 'regex'; value: RefExpr; pattern: string; negated: boolean }
  | { kind: 'call'; name: string; args: RefExpr[] }
  | { kind: 'array'; items: RefExpr[] };

type V = number | string | V[];

export function print(e: RefExpr): string {
  switch (e.kind) {
    case 'num':
      return e.text;
    case 'str':
      return `'${e.value}'`;
    case 'kw':
      return e.value;
    case 'field':
      return e.name;
    case 'unary':
      return e.op === 'not' ? `(not ${print(e.arg)})` : `(${e.op}${print(e.arg)})`;
    case 'binary':
      return `(${print(e.left)} ${e.op} ${print(e.right)})`;
    case 'between':
      return `(${print(e.value)} ${e.negated ? 'not ' : ''}between ${print(e.low)} and ${print(e.high)})`;
    case 'in':
      return `(${print(e.value)} ${e.negated ? 'not ' : ''}in [${e.list.map(print).join(', ')}])`;
    case 'isnull':
      return `(${print(e.value)} is ${e.negated ? 'not ' : ''}null)`;
    case 'match':
      return `(${print(e.value)} ${e.negated ? 'not ' : ''}${e.op} '${e.pattern}')`;
    case 'call':
      return `${e.name}(${e.args.map(print).join(', ')})`;
    case 'array':
      return `[${e.items.map(print).join(', ')}]`;
  }
}

function read(row: Record<string, unknown>, name: string): unknown {
  return Object.prototype.hasOwnProperty.call(row, name) ? row[name] : undefined;
}

function norm(raw: unknown): V {
  if (raw === undefined || raw === null) return 0;
  if (raw === true) return 1;
  if (raw === false) return 0;
  if (typeof raw === 'number' || typeof raw === 'string') return raw;
  if (Array.isArray(raw)) return raw.map(norm);
  return 0;
}

function num(v: V): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') {
    if (v.trim() === '') return 0;
    const n = Number(v.trim());
    return Number.isNaN(n) ? 0 : n;
  }
  return 0;
}

function str(v: V): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'number') return String(v);
  return v.map(str).join(',');
}

function truthy(v: V): boolean {
  if (typeof v === 'number') return !Number.isNaN(v) && v !== 0;
  return v.length > 0;
}

function numericText(s: string): boolean {
  return s.trim() !== '' && !Number.isNaN(Number(s.trim()));
}

function cmp(a: V, b: V): number {
  if (typeof a === 'number' && typeof b === 'number') {
    if (a < b) return -1;
    if (a > b) return 1;
    return a === b ? 0 : NaN;
  }
  if (typeof a === 'number' && typeof b === 'string' && numericText(b)) return cmp(a, Number(b.trim()));
  if (typeof a === 'string' && typeof b === 'number' && numericText(a)) return cmp(Number(a.trim()), b);
  const x = str(a);
  const y = str(b);
  if (x < y) return -1;
  if (x > y) return 1;
  return 0;
}

function flat(v: V, out: V[]): V[] {
  if (Array.isArray(v)) for (const item of v) flat(item, out);
  else out.push(v);
  return out;
}

function likeRegExp(pattern: string): RegExp {
  const body = [...pattern]
    .map((ch) => (ch === '%' ? '.*' : ch === '_' ? '.' : ch.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&')))
    .join('');
  return new RegExp(`^${body}$`, 'is');
}

function variance(xs: number[]): number {
  if (xs.length === 0) return 0;
  let mean = 0;
  for (const x of xs) mean += x;
  mean /= xs.length;
  let sq = 0;
  for (const x of xs) sq += (x - mean) * (x - mean);
  return sq / xs.length;
}

function callFn(name: string, args: RefExpr[], row: Record<string, unknown>): V {
  if (name === 'if') {
    const [c, a, b] = args;
    const cond = c ? ev(c, row) : 0;
    return truthy(cond) ? (a ? ev(a, row) : 0) : b ? ev(b, row) : 0;
  }
  const values = args.map((a) => ev(a, row));
  const items = values.flatMap((v) => flat(v, []));
  const nums = items.map(num);
  switch (name) {
    case 'abs':
      return Math.abs(num(values[0] ?? 0));
    case 'sum':
      return nums.reduce((s, x) => s + x, 0);
    case 'avg':
      return nums.length === 0 ? 0 : nums.reduce((s, x) => s + x, 0) / nums.length;
    case 'min':
    case 'max': {
      let best = 0;
      nums.forEach((x, i) => {
        if (i === 0 || (name === 'max' ? x > best : x < best)) best = x;
      });
      return best;
    }
    case 'count':
      return items.length;
    case 'd_count':
      return new Set(items).size;
    case 'med': {
      if (nums.length === 0) return 0;
      const s = [...nums].sort((a, b) => a - b);
      const m = Math.floor(s.length / 2);
      return s.length % 2 ? (s[m] as number) : ((s[m - 1] as number) + (s[m] as number)) / 2;
    }
    case 'variance':
      return variance(nums);
    case 'std_dev':
      return Math.sqrt(variance(nums));
    default:
      throw new Error(`reference: unknown function ${name}`);
  }
}

export function ev(e: RefExpr, row: Record<string, unknown>): V {
  switch (e.kind) {
    case 'num':
      return e.value;
    case 'str':
      return e.value;
    case 'kw':
      return e.value === 'true' ? 1 : 0;
    case 'field':
      return norm(read(row, e.name));
    case 'unary': {
      const v = ev(e.arg, row);
      if (e.op === 'not') return truthy(v) ? 0 : 1;
      return e.op === '-' ? -num(v) : num(v);
    }
    case 'binary': {
      const a = ev(e.left, row);
      if (e.op === 'and') return truthy(a) && truthy(ev(e.right, row)) ? 1 : 0;
      if (e.op === 'or') return truthy(a) || truthy(ev(e.right, row)) ? 1 : 0;
      const b = ev(e.right, row);
      switch (e.op) {
        case '+':
          if (typeof a === 'string' || typeof b === 'string') return str(a) + str(b);
          return num(a) + num(b);
        case '-':
          return num(a) - num(b);
        case '*':
          return num(a) * num(b);
        case '/':
          return num(b) === 0 ? 0 : num(a) / num(b);
        case '%':
          return num(b) === 0 ? 0 : num(a) % num(b);
        case '=':
          return cmp(a, b) === 0 ? 1 : 0;
        case '!=':
          return cmp(a, b) !== 0 ? 1 : 0;
        case '<':
          return cmp(a, b) < 0 ? 1 : 0;
        case '<=':
          return cmp(a, b) <= 0 ? 1 : 0;
        case '>':
          return cmp(a, b) > 0 ? 1 : 0;
        case '>=':
          return cmp(a, b) >= 0 ? 1 : 0;
        default:
          throw new Error(`reference: unknown operator ${e.op}`);
      }
    }
    case 'between': {
      const v = ev(e.value, row);
      const inside = cmp(v, ev(e.low, row)) >= 0 && cmp(v, ev(e.high, row)) <= 0;
      return inside !== e.negated ? 1 : 0;
    }
    case 'in': {
      const v = ev(e.value, row);
      const found = e.list.some((item) => cmp(v, ev(item, row)) === 0);
      return found !== e.negated ? 1 : 0;
    }
    case 'isnull': {
      let isNull = false;
      if (e.value.kind === 'field') {
        const raw = read(row, e.value.name);
        isNull = raw === undefined || raw === null;
      } else if (e.value.kind === 'kw' && e.value.value === 'null') {
        isNull = true;
      }
      return isNull !== e.negated ? 1 : 0;
    }
    case 'match': {
      const text = str(ev(e.value, row));
      const hit = e.op === 'like' ? likeRegExp(e.pattern).test(text) : new RegExp(e.pattern).test(text);
      return hit !== e.negated ? 1 : 0;
    }
    case 'call':
      return callFn(e.name, e.args, row);
    case 'array':
      return e.items.map((item) => ev(item, row));
  }
}

/** The engine's final value: arrays count as 0. */
export function evaluateReference(e: RefExpr, row: Record<string, unknown>): number | string {
  const v = ev(e, row);
  return Array.isArray(v) ? 0 : v;
}
