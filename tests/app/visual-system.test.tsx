// @vitest-environment jsdom
// Issue 28 §3 "One visual system". One primary colour: A solid button (the main action of a form or
// a page) is blue wherever it stands, without each screen saying so; a destructive one stays red
// because it says so; outline and ghost buttons stay neutral. Checked on the CSS the app's Chakra
// system writes for rendered buttons, and on the source: no screen picks another primary colour.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { Button, CloseButton as ChakraCloseButton } from '@chakra-ui/react';
import { CloseButton } from '@/components/close-button';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../render';

/** The CSS rules emotion wrote for an element's classes. */
function rulesOf(el: Element): string {
  const classes = [...el.classList];
  const css = [...document.querySelectorAll('style')].map((s) => s.textContent ?? '').join('\n');
  return css
    .split('}')
    .filter((rule) => classes.some((c) => rule.includes(`.${c}`)))
    .join('}\n');
}
const palette = (el: Element) =>
  rulesOf(el).match(/--chakra-colors-color-palette-solid:\s*var\(--chakra-colors-(\w+)-solid\)/)?.[1];

/** The app's own .tsx files (generated code aside). */
function sourceFiles(): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const p = path.join(dir, name);
      if (statSync(p).isDirectory()) walk(p);
      else if (p.endsWith('.tsx') && !p.includes('generated')) files.push(p);
    }
  };
  walk('src');
  return files;
}
function linesMatching(test: (line: string) => boolean): string[] {
  return sourceFiles().flatMap((f) =>
    readFileSync(f, 'utf8')
      .split('\n')
      .flatMap((line, i) => (test(line) ? [`${f}:${i + 1}: ${line.trim()}`] : [])),
  );
}

describe('one primary colour', () => {
  it('a solid button is blue by default; an explicit palette (red for destructive) still wins', () => {
    renderWithProviders(
      <>
        <Button>Save</Button>
        <Button colorPalette="red">Delete</Button>
        <Button variant="outline">Cancel</Button>
      </>,
    );
    expect(palette(screen.getByRole('button', { name: 'Save' }))).toBe('blue');
    expect(palette(screen.getByRole('button', { name: 'Delete' }))).toBe('red');
    // outline buttons keep the page's neutral palette (set on the page, not on the button)
    expect(palette(screen.getByRole('button', { name: 'Cancel' }))).toBeUndefined();
  });

  it('no screen picks another primary colour for an action or a neutral badge', () => {
    const offenders = linesMatching((line) => /colorPalette=["'{]+(teal|cyan|purple|pink)\b/.test(line));
    expect(offenders).toEqual([]);
  });
});

describe('icons come from the icon set', () => {
  it('no text glyph stands in for an icon (close, check, sort arrows, carets, stars; × as a multiplication sign is text)', () => {
    // Arrows are allowed where they name a key (a <Kbd> or a shortcut list's keys).
    const glyph = /[✕✖✓✔▾▸▼▲◀▶★☆✎⚠↻⟳]|['"][↑↓←→]['"]/;
    const offenders = linesMatching(
      (line) => glyph.test(line) && !/Kbd|keys:/.test(line) && !/^\s*(\/\/|\*)/.test(line),
    );
    expect(offenders).toEqual([]);
  });
});

describe('close buttons', () => {
  it('draw a calmer focus ring than Chakra’s: inside the button, in the muted text colour', () => {
    renderWithProviders(
      <>
        <CloseButton aria-label="Close ours" />
        <ChakraCloseButton aria-label="Close Chakra's" />
      </>,
    );
    // A rule outside a cascade layer (the component's own props) beats one inside (the recipe's).
    const ring = (name: string) => {
      const rules = rulesOf(screen.getByRole('button', { name })).split('}');
      const layered = (r: string) => r.trimStart().startsWith('@layer');
      const winner = (re: RegExp, among: string[]) => {
        const values = (list: string[]) => list.flatMap((r) => [...r.matchAll(re)].map((m) => m[1]?.trim()));
        return values(among.filter((r) => !layered(r))).at(-1) ?? values(among.filter(layered)).at(-1);
      };
      return {
        color: winner(/--focus-ring-color:\s*([^;]+)/g, rules),
        offset: winner(
          /outline-offset:\s*([^;]+)/g,
          rules.filter((r) => r.includes('focus-visible')),
        ),
      };
    };
    expect(ring('Close ours')).toEqual({ color: 'var(--chakra-colors-fg-muted)', offset: '0px' });
    expect(ring("Close Chakra's")).toEqual({
      color: 'var(--chakra-colors-color-palette-focus-ring)',
      offset: 'var(--focus-ring-offset, 2px)',
    });
  });

  it('every close button in src is the calm one', () => {
    const offenders = linesMatching((line) =>
      /import \{[^}]*\bCloseButton\b[^}]*\} from '@chakra-ui\/react'/.test(line),
    );
    expect(offenders.filter((l) => !l.startsWith('src/components/close-button.tsx'))).toEqual([]);
  });
});

describe('one date field', () => {
  // A day and a time together (a task's schedule, `datetime-local`) is another control. The two
  // fields whose type is computed at run time (the logs filter builder's value of a date column,
  // an app's settings form) use DayPickerField too: tests/features/logs/logs-table.test.tsx and
  // tests/features/integrations/schema-form.test.tsx find no date input there.
  it('no screen writes the browser\'s own date input (type="date"): date fields are DayPickerField', () => {
    expect(linesMatching((line) => /type=["'{`]*date["'`}]/.test(line))).toEqual([]);
  });
});

describe('one page header', () => {
  // The pages that are not a section of the console keep a top of their own: the sign-in page, the
  // public profile and payment pages (outside the frame), the account's overview card (/app and a
  // home), the agent and template editors (a name that truncates beside the publish controls), the
  // logs (a live status line under the title), and the route error's and the frame's "Account not
  // found" pages (a centred message).
  const OWN_TOP = [
    'src/app/frames/account-problem.tsx',
    'src/features/auth/sign-in.tsx',
    'src/features/profile/public-profile.tsx',
    'src/features/billing/pay-by-slug.tsx',
    'src/features/billing/payment-return.tsx',
    'src/features/account/account-overview.tsx',
    'src/features/home/home-page.tsx',
    'src/features/agent/agent-editor-page.tsx',
    'src/features/agent/template-editor-page.tsx',
    'src/features/logs/logs-screen.tsx',
    'src/components/route-error-saying.tsx',
    'src/components/page-header.tsx',
  ];
  it('every section draws its title with PageHeader (same size, same muted line, actions on the right)', () => {
    const h1s = linesMatching((line) => /as=["']h1["']/.test(line));
    expect(h1s.filter((l) => !OWN_TOP.some((f) => l.startsWith(`${f}:`)))).toEqual([]);
  });
});
