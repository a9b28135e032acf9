/**
 * The call state (spec 000 §3 "Call state", §4 "Call"): none, or one active call, plus a kick
 * flag. A pure reducer; the app keeps one instance of it.
 */
export interface ActiveCall {
  /** The destination. */
  readonly username: string;
  readonly type: string;
  readonly isLive: boolean;
  readonly viewerOnly: boolean;
  readonly meetingId: string | null;
  readonly campaignId: string | null;
}

export interface CallState {
  readonly call: ActiveCall | null;
  readonly kicked: boolean;
}

export const INITIAL_CALL_STATE: CallState = { call: null, kicked: false };

export interface StartCall {
  readonly username: string;
  readonly type: string;
  readonly isLive?: boolean;
  readonly viewerOnly?: boolean;
  readonly meetingId?: string | null;
  readonly campaignId?: string | null;
}

export type CallAction =
  | { readonly kind: 'start'; readonly call: StartCall }
  | { readonly kind: 'toggle'; readonly type: string }
  | { readonly kind: 'end' }
  | { readonly kind: 'kick' }
  | { readonly kind: 'kickReset' }
  | { readonly kind: 'updateDestination'; readonly meetingId: string };

/** The destination of a meeting: the word meeting, a hyphen and the meeting id. */
export const meetingDestination = (meetingId: string): string => `meeting-${meetingId}`;

export function callReducer(state: CallState, action: CallAction): CallState {
  switch (action.kind) {
    case 'start': {
      const c = action.call;
      return {
        ...state,
        call: {
          username: c.username,
          type: c.type,
          isLive: c.isLive ?? false,
          viewerOnly: c.viewerOnly ?? false,
          meetingId: c.meetingId ?? null,
          campaignId: c.campaignId ?? null,
        },
      };
    }
    case 'toggle':
      return state.call ? { ...state, call: { ...state.call, type: action.type } } : state;
    case 'end':
      return { ...state, call: null };
    case 'kick':
      return { ...state, kicked: true };
    case 'kickReset':
      return { ...state, kicked: false };
    case 'updateDestination':
      return state.call ? { ...state, call: { ...state.call, username: meetingDestination(action.meetingId) } } : state;
    default:
      return state;
  }
}
