import { describe, it, expect } from 'vitest';
import fc from 'fast-check';
import { INITIAL_CALL_STATE, callReducer, meetingDestination, type CallAction } from '@/lib/call';

describe('call state', () => {
  it('starts a call with the spec defaults', () => {
    const s = callReducer(INITIAL_CALL_STATE, { kind: 'start', call: { username: '14155550187', type: 'audio' } });
    expect(s.call).toEqual({
      username: '14155550187',
      type: 'audio',
      isLive: false,
      viewerOnly: false,
      meetingId: null,
      campaignId: null,
    });
  });

  it('keeps the given options', () => {
    const s = callReducer(INITIAL_CALL_STATE, {
      kind: 'start',
      call: { username: 'u', type: 'video', isLive: true, viewerOnly: true, meetingId: 'm1', campaignId: 'c1' },
    });
    expect(s.call).toMatchObject({ isLive: true, viewerOnly: true, meetingId: 'm1', campaignId: 'c1' });
  });

  it('toggles the type, moves to a meeting and ends', () => {
    let s = callReducer(INITIAL_CALL_STATE, { kind: 'start', call: { username: 'u', type: 'audio' } });
    s = callReducer(s, { kind: 'toggle', type: 'video' });
    expect(s.call?.type).toBe('video');
    s = callReducer(s, { kind: 'updateDestination', meetingId: '8841' });
    expect(s.call?.username).toBe('meeting-8841');
    s = callReducer(s, { kind: 'end' });
    expect(s.call).toBeNull();
  });

  it('toggle and destination do nothing without a call', () => {
    expect(callReducer(INITIAL_CALL_STATE, { kind: 'toggle', type: 'video' })).toBe(INITIAL_CALL_STATE);
    expect(callReducer(INITIAL_CALL_STATE, { kind: 'updateDestination', meetingId: '1' })).toBe(INITIAL_CALL_STATE);
  });

  it('sets and resets the kick flag independently of the call', () => {
    let s = callReducer(INITIAL_CALL_STATE, { kind: 'start', call: { username: 'u', type: 'audio' } });
    s = callReducer(s, { kind: 'kick' });
    expect(s.kicked).toBe(true);
    expect(s.call).not.toBeNull();
    s = callReducer(s, { kind: 'kickReset' });
    expect(s.kicked).toBe(false);
  });

  it('the meeting destination is meeting-{id}', () => {
    expect(meetingDestination('abc')).toBe('meeting-abc');
  });

  it('property: any action sequence leaves a well-formed state', () => {
    const action: fc.Arbitrary<CallAction> = fc.oneof(
      fc.record({ kind: fc.constant('start' as const), call: fc.record({ username: fc.string(), type: fc.string() }) }),
      fc.record({ kind: fc.constant('toggle' as const), type: fc.string() }),
      fc.constant({ kind: 'end' as const }),
      fc.constant({ kind: 'kick' as const }),
      fc.constant({ kind: 'kickReset' as const }),
      fc.record({ kind: fc.constant('updateDestination' as const), meetingId: fc.string() }),
    );
    fc.assert(
      fc.property(fc.array(action, { maxLength: 30 }), (actions) => {
        let s = INITIAL_CALL_STATE;
        for (const a of actions) s = callReducer(s, a);
        expect(typeof s.kicked).toBe('boolean');
        const last = actions.filter((a) => a.kind === 'start' || a.kind === 'end').at(-1);
        expect(s.call === null).toBe(last === undefined || last.kind === 'end');
      }),
      { numRuns: 300 },
    );
  });
});
