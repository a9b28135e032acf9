// The user-facing error catalogue (spec 000 §8) plus the validation and formula-engine
// messages of §5: the templates with placeholders here, the fixed messages in
// message-catalogue.ts. Every message string used by src/lib lives in one of the two, verbatim;
// other app code imports these too instead of retyping them.

/** Message templates with placeholders, as the spec writes them. */
export const MESSAGE_TEMPLATES = {
  invalidCharacters: 'Invalid characters: {list}',
  unknownField: 'Unknown field: {name}',
  unexpectedToken: 'Unexpected token {token} at position {position}, expected {expected}',
  apiError: 'API Error: {status} - {text}',
} as const;

/** 'Invalid characters: {list}', the distinct characters in order of appearance, comma-separated. */
export function invalidCharactersMessage(chars: readonly string[]): string {
  return MESSAGE_TEMPLATES.invalidCharacters.replace('{list}', () => chars.join(', '));
}

/** 'Unknown field: {name}'. */
export function unknownFieldMessage(name: string): string {
  return MESSAGE_TEMPLATES.unknownField.replace('{name}', () => name);
}

/** The parser's 'Unexpected token ... expected ...'. */
export function unexpectedTokenMessage(token: string, position: number, expected: string): string {
  return MESSAGE_TEMPLATES.unexpectedToken
    .replace('{token}', () => token)
    .replace('{position}', () => String(position))
    .replace('{expected}', () => expected);
}

/** 'API Error: {status} - {text}' (internal; surfaced as MESSAGES.fetchLogsFailed). */
export function apiErrorMessage(status: number | string, text: string): string {
  return MESSAGE_TEMPLATES.apiError.replace('{status}', () => String(status)).replace('{text}', () => text);
}

/** "Server message, else {fallback}" (template migration, campaign saves). */
export function serverMessageOr(serverMessage: unknown, fallback: string): string {
  return typeof serverMessage === 'string' && serverMessage.trim() !== '' ? serverMessage : fallback;
}
