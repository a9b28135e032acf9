import { describe, it, expect, vi } from 'vitest';
import fc from 'fast-check';
import {
  NATIVE_SCHEME,
  NativeCommandError,
  createNativeBridge,
  nativeCommandUrl,
  parseNativeCommandUrl,
  sendNativeCommand,
  validateNativeCommand,
  type NativeCommand,
} from '@/lib/native';

describe('native command URLs', () => {
  it('uses the vida:// scheme', () => {
    expect(NATIVE_SCHEME).toBe('vida');
  });

  it.each<[NativeCommand, string]>([
    [{ type: 'logout' }, 'vida://logout'],
    [{ type: 'search', target: 'Maria Alvarez', requestId: 'r1' }, 'vida://search?target=Maria+Alvarez&requestId=r1'],
    [
      { type: 'open-url', target: 'https://calendly.com/vida/30min?a=1&b=2', requestId: 'req-7' },
      'vida://open-url?target=https%3A%2F%2Fcalendly.com%2Fvida%2F30min%3Fa%3D1%26b%3D2&requestId=req-7',
    ],
  ])('%j → %s', (command, url) => {
    expect(nativeCommandUrl(command)).toBe(url);
    expect(parseNativeCommandUrl(url)).toEqual(command);
  });
});

describe('search and open-url need a target and a request id', () => {
  it.each([
    [{ type: 'search', requestId: 'r1' }, /needs a contact/],
    [{ type: 'search', target: '   ', requestId: 'r1' }, /needs a contact/],
    [{ type: 'search', target: 'maria' }, /needs a request id/],
    [{ type: 'search', target: 'maria', requestId: '' }, /needs a request id/],
    [{ type: 'open-url', requestId: 'r1' }, /needs a URL/],
    [{ type: 'open-url', target: 'https://vida.io' }, /needs a request id/],
    [{ type: 'open-url', target: 'https://vida.io', requestId: ' ' }, /needs a request id/],
    [{ type: 'open-url', target: 'javascript:alert(1)', requestId: 'r1' }, /http or https/],
    [{ type: 'open-url', target: '/relative/path', requestId: 'r1' }, /http or https/],
    [{ type: 'search', target: 'x'.repeat(2049), requestId: 'r1' }, /too long/],
    [{ type: 'reboot' }, /Unknown native command/],
    [null, /required/],
  ])('%j is refused', (command, message) => {
    expect(() => validateNativeCommand(command)).toThrow(NativeCommandError);
    expect(() => validateNativeCommand(command)).toThrow(message);
  });

  it('sends nothing when the command is invalid', () => {
    const navigate = vi.fn();
    const bridge = createNativeBridge(navigate);
    expect(() => bridge.search('', 'r1')).toThrow(NativeCommandError);
    expect(() => bridge.openUrl('https://vida.io', '')).toThrow(NativeCommandError);
    expect(() => sendNativeCommand({ type: 'search', target: 'maria', requestId: '' }, navigate)).toThrow(
      NativeCommandError,
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the bridge sends each valid command once through the injected navigation', () => {
    const navigate = vi.fn();
    const bridge = createNativeBridge(navigate);
    bridge.logout();
    bridge.search('maria', 'r1');
    bridge.openUrl('https://vida.io/help', 'r2');
    expect(navigate.mock.calls).toEqual([
      ['vida://logout'],
      ['vida://search?target=maria&requestId=r1'],
      ['vida://open-url?target=https%3A%2F%2Fvida.io%2Fhelp&requestId=r2'],
    ]);
  });
});

describe('parsing command URLs', () => {
  it.each([
    'https://vida.io/logout',
    'vida:/logout',
    'vida://reboot',
    'vida://search?target=maria',
    'vida://search?requestId=r1',
    'vida://open-url?target=ftp%3A%2F%2Fx&requestId=r1',
  ])('%s is not a command', (url) => {
    expect(parseNativeCommandUrl(url)).toBeNull();
  });

  it('round-trips every valid search command (property)', () => {
    const text = fc.string({ minLength: 1, maxLength: 60 }).filter((s) => s.trim().length > 0);
    fc.assert(
      fc.property(text, text, (target, requestId) => {
        const command: NativeCommand = { type: 'search', target, requestId };
        const url = nativeCommandUrl(command);
        expect(url.startsWith('vida://search?')).toBe(true);
        expect(parseNativeCommandUrl(url)).toEqual(command);
      }),
    );
  });

  it('round-trips every valid open-url command (property)', () => {
    const id = fc.string({ minLength: 1, maxLength: 40 }).filter((s) => s.trim().length > 0);
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), id, (target, requestId) => {
        const command: NativeCommand = { type: 'open-url', target, requestId };
        expect(parseNativeCommandUrl(nativeCommandUrl(command))).toEqual(command);
      }),
    );
  });

  it('never answers a search or open-url command without a target and a request id (property)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (rest) => {
        const parsed = parseNativeCommandUrl(`vida://${rest}`);
        if (parsed && parsed.type !== 'logout') {
          expect(parsed.target.trim()).not.toBe('');
          expect(parsed.requestId.trim()).not.toBe('');
        }
      }),
    );
  });
});
