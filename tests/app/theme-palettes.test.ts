import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createBaseSystem } from '@/app/system';
import { UNUSED_PALETTES, withoutUnusedPalettes } from '@/app/theme-palettes';

// The palettes the theme and the build leave out (src/app/theme-palettes.ts) must stay unused:
// a screen or a Chakra recipe that names one would draw with colours that are not there.

function filesUnder(dir: string, ext: RegExp): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file, ext) : ext.test(name) ? [file] : [];
  });
}

/** Where a source names the palette as a token or a colour palette: `cyan.solid`, `'cyan'`,
 * `{colors.cyan.500}`, `colorPalette="cyan"`. */
const usesPalette = (palette: string) => new RegExp(`(["'\`{.]${palette}["'\`}.])`);

describe('the unused palettes', () => {
  it('are left out of the theme, the others kept', () => {
    const system = createBaseSystem();
    for (const palette of UNUSED_PALETTES) {
      expect(system.token(`colors.${palette}.500`, 'none')).toBe('none');
    }
    expect(system.token('colors.cyan.500', 'none')).toBe('none');
    expect(system.token('colors.blue.500', 'none')).not.toBe('none');
    expect(system.token('colors.blackAlpha.500', 'none')).not.toBe('none');
    expect(system.token('colors.teal.solid', 'none')).not.toBe('none');
  });

  it('are named by no source file of the app', () => {
    const sources = filesUnder('src', /\.(ts|tsx)$/).filter((file) => !file.endsWith('theme-palettes.ts'));
    expect(sources.length).toBeGreaterThan(100);
    for (const palette of UNUSED_PALETTES) {
      const users = sources.filter((file) => usesPalette(palette).test(readFileSync(file, 'utf8')));
      expect(users, `${palette} is used: take it off UNUSED_PALETTES`).toEqual([]);
    }
    // The check finds a palette that is used.
    expect(sources.some((file) => usesPalette('teal').test(readFileSync(file, 'utf8')))).toBe(true);
  });

  it('are named by nothing else of Chakra’s theme (every recipe, later screens’ too; tokens, styles)', () => {
    const colourModules = /[\\/](tokens|semantic-tokens)[\\/]colors\.js$/;
    const theme = filesUnder('node_modules/@chakra-ui/react/dist/esm/theme', /\.js$/).filter(
      (file) => !colourModules.test(file),
    );
    expect(theme.filter((file) => /[\\/]recipes[\\/]/.test(file)).length).toBeGreaterThan(30);
    expect(theme.some((file) => file.endsWith('layer-styles.js'))).toBe(true);
    expect(theme.some((file) => /semantic-tokens[\\/]shadows\.js$/.test(file))).toBe(true);
    for (const palette of UNUSED_PALETTES) {
      expect(theme.filter((file) => usesPalette(palette).test(readFileSync(file, 'utf8')))).toEqual([]);
    }
    expect(theme.some((file) => usesPalette('blackAlpha').test(readFileSync(file, 'utf8')))).toBe(true);
  });

  it('leaves a table’s other entries as they were', () => {
    const table = { black: { value: '#000' }, cyan: { 500: { value: '#0ff' } }, whiteAlpha: {}, blue: {} };
    expect(withoutUnusedPalettes(table)).toEqual({ black: { value: '#000' }, blue: {} });
    expect(withoutUnusedPalettes({})).toEqual({});
  });
});
