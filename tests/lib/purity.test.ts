// Every message string of the domain core lives in messages.ts (its fixed ones in message-catalogue.ts). (Purity of src/lib — no React,
// nothing from the rest of src/ but generated model types, no network, storage or DOM — is
// enforced by ESLint, see eslint.config.js, where a violation fails `npm run lint`.)
import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import { ALL_MESSAGES } from '@/lib/message-catalogue';

const LIB = path.resolve(__dirname, '../../src/lib');

function files(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? files(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

const stripComments = (text: string): string => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
const SOURCES = files(LIB).map((file) => ({ file: path.relative(LIB, file), text: fs.readFileSync(file, 'utf8') }));

describe('src/lib messages', () => {
  it('every message string lives in messages.ts only', () => {
    for (const { file, text } of SOURCES) {
      if (file === 'messages.ts' || file === 'message-catalogue.ts') continue;
      const code = stripComments(text);
      for (const message of ALL_MESSAGES) {
        expect(code.includes(`'${message}'`) || code.includes(`"${message}"`), `${file} repeats '${message}'`).toBe(
          false,
        );
      }
    }
  });
});
