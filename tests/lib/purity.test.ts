// Rules of the domain core: src/lib is pure TypeScript (no React, nothing from the rest of src/,
// no network, no eval / new Function), and every message string lives in messages.ts.
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { MESSAGES } from '@/lib/messages';

const LIB = path.resolve(__dirname, '../../src/lib');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const SOURCES = files(LIB).map((file) => ({ file: path.relative(LIB, file), text: fs.readFileSync(file, 'utf8') }));

describe('src/lib purity', () => {
  it('has the module layout of the issue, each with an index', () => {
    for (const module of ['formula', 'filters', 'template', 'onboarding', 'permissions', 'validate']) {
      expect(fs.existsSync(path.join(LIB, module, 'index.ts'))).toBe(true);
    }
    expect(fs.existsSync(path.join(LIB, 'constants.ts'))).toBe(true);
    expect(fs.existsSync(path.join(LIB, 'messages.ts'))).toBe(true);
  });

  it.each(SOURCES.map((s) => [s.file, s.text]))('%s imports only relative modules inside src/lib', (file, text) => {
    const specifiers = [...text.matchAll(/\bfrom\s+'([^']+)'|\bimport\s*\(\s*'([^']+)'/g)].map(
      (m) => m[1] ?? m[2] ?? '',
    );
    for (const spec of specifiers) {
      expect(spec.startsWith('.'), `${file} imports ${spec}`).toBe(true);
      const target = path.resolve(LIB, path.dirname(file), spec);
      expect(target.startsWith(LIB), `${file} imports ${spec} outside src/lib`).toBe(true);
    }
  });

  it.each(SOURCES.map((s) => [s.file, s.text]))('%s uses no eval, new Function, network or storage', (file, text) => {
    const code = stripComments(text);
    for (const banned of [
      /\beval\s*\(/,
      /new\s+Function\b/,
      /\bfetch\s*\(/,
      /XMLHttpRequest/,
      /localStorage/,
      /\bdocument\./,
      /\bwindow\./,
    ]) {
      expect(banned.test(code), `${file} matches ${String(banned)}`).toBe(false);
    }
  });

  it('every message string lives in messages.ts only', () => {
    for (const { file, text } of SOURCES) {
      if (file === 'messages.ts') continue;
      const code = stripComments(text);
      for (const message of Object.values(MESSAGES)) {
        expect(code.includes(`'${message}'`) || code.includes(`"${message}"`), `${file} repeats '${message}'`).toBe(
          false,
        );
      }
    }
  });
});
