import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import type { App } from '@/api/generated/model';
import { installedAppsToOffer } from '@/lib/integrations';

const app = (appId: string, appVersion: string, installed: boolean, name?: string): App =>
  ({ appId, appVersion, installed, ...(name ? { name } : {}) }) as App;

describe('installedAppsToOffer: the installed apps the agent editor offers', () => {
  it.each([
    ['nothing installed', [app('zendesk', '2.0.0', false)], [], []],
    [
      'an installed app, by its name',
      [app('zendesk', '2.0.0', true, 'Zendesk')],
      [],
      [{ appId: 'zendesk', version: '2.0.0', name: 'Zendesk' }],
    ],
    ['one already on the agent', [app('zendesk', '2.0.0', true, 'Zendesk')], [{ appId: 'zendesk' }], []],
    [
      'the installed version, not a newer one that is only listed',
      [app('zendesk', '2.1.0', false), app('zendesk', '2.0.0', true)],
      [],
      [{ appId: 'zendesk', version: '2.0.0', name: 'zendesk' }],
    ],
    [
      'sorted by name, the newest installed of an app',
      [app('b', '1.0.0', true, 'Beta'), app('a', '1.0.0', true, 'Alpha'), app('a', '1.10.0', true, 'Alpha')],
      [],
      [
        { appId: 'a', version: '1.10.0', name: 'Alpha' },
        { appId: 'b', version: '1.0.0', name: 'Beta' },
      ],
    ],
  ])('%s', (_name, apps, onAgent, expected) => {
    expect(installedAppsToOffer(apps, onAgent)).toEqual(expected);
  });

  it('offers only installed apps the agent lacks, each appId once (property)', () => {
    const arbApp = fc
      .record({
        appId: fc.constantFrom('a', 'b', 'c', 'd'),
        appVersion: fc.constantFrom('1.0.0', '1.2.0', '2.0.0'),
        installed: fc.boolean(),
      })
      .map((r) => r as App);
    fc.assert(
      fc.property(fc.array(arbApp), fc.subarray(['a', 'b', 'c', 'd']), (apps, used) => {
        const offered = installedAppsToOffer(
          apps,
          used.map((appId) => ({ appId })),
        );
        const ids = offered.map((o) => o.appId);
        expect(new Set(ids).size).toBe(ids.length);
        for (const o of offered) {
          expect(used).not.toContain(o.appId);
          expect(apps.some((a) => a.installed && a.appId === o.appId && a.appVersion === o.version)).toBe(true);
        }
        for (const a of apps) if (a.installed && !used.includes(a.appId)) expect(ids).toContain(a.appId);
      }),
    );
  });
});
