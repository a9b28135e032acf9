import { diffLines } from 'diff';

export interface DiffLine {
  readonly kind: 'added' | 'removed' | 'same';
  readonly text: string;
}

/** A line diff of two texts (the `diff` library's diffLines), one entry per line. */
export function lineDiff(before: string, after: string): DiffLine[] {
  const out: DiffLine[] = [];
  for (const part of diffLines(typeof before === 'string' ? before : '', typeof after === 'string' ? after : '')) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    for (const line of part.value.replace(/\n$/, '').split('\n')) out.push({ kind, text: line });
  }
  return out;
}
