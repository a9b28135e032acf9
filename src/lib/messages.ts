// The user-facing error catalogue (spec 000 §8) plus the validation and formula-engine
// messages of §5. Every message string used by src/lib lives here, verbatim; other app code
// imports these too instead of retyping them.

/** Fixed messages, keyed by situation. */
export const MESSAGES = {
  // §8 error catalogue
  refundSucceeded: 'The refund for the issue has been processed.',
  refundFailed: 'Something went wrong.',
  accountEnabled: 'Account enabled!',
  organizationDisabled: 'Organization disabled!',
  emailCodeFailed: 'Could not verify code.',
  migrationFailed: 'Migration failed',
  noAuthToken: 'No auth token provided',
  couldNotAuthenticateWithToken: 'Could not authenticate with token',
  unableToAuthenticateUser: 'Unable to authenticate user',
  accountTypeMismatch: 'Account type does not match',
  missingPrompt: 'Please enter a prompt.',
  startConversationFailed: 'Unable to start conversation with this user.',
  saveTemplateFailed: 'Failed to save template',
  saveStagingCampaignFailed: 'Failed to save staging campaign',
  publishCampaignFailed: 'Failed to publish campaign',
  fetchLogsFailed: 'Failed to fetch logs',
  fetchConversationFailed: 'Failed to fetch conversation',
  tempSessionFailed: 'Error fetching temp user session',
  invalidDomainData: 'Invalid domain data',
  noAccountId: 'no account id',
  noTokenOrOrgAccountId: 'No token or orgAccountId',
  fetchCsvFailed: 'Failed to fetch CSV data',
  fetchJsonFailed: 'Failed to fetch JSON data',
  settingsSaveFailed: 'Error saving settings',
  // §8 knowledge base: each shown followed by the status text (src/lib/knowledge)
  fetchSitemapFailed: 'Failed to fetch sitemap',
  deleteKnowledgeBaseFailed: 'Failed to delete knowledge base',
  addDocumentsFailed: 'Failed to add documents to knowledge base',
  refreshDocumentFailed: 'Failed to refresh document',
  deleteDocumentFailed: 'Failed to delete document',
  createKnowledgeBaseFailed: 'Failed to create knowledge base',
  queryKnowledgeBaseFailed: 'Failed to query knowledge base',

  // §5 validation
  fieldRequired: 'This field is required',
  appMissingIdOrVersion: 'App must have appId and version',

  // §5 formula validation, parser and evaluator
  formulaEmpty: 'Formula cannot be empty',
  mismatchedParentheses: 'Mismatched parentheses',
  inExpectsArray: 'IN expects array like [x,y]',
  isExpectsNull: "IS expects 'NULL'",
  unknownToken: 'Unknown token',
  extraTokens: 'Extra tokens after valid expression',
  unknownOperator: 'Unknown operator',
  unknownUnaryOperator: 'Unknown unary operator',
  unknownFunction: 'Unknown function',
  unknownAstNodeType: 'Unknown AST node type',
  // Not in the spec: the engine's input cap for like and regex patterns (issue 10 §3).
  patternTooLong: 'Pattern too long: like and regex patterns have at most 200 characters',
  // Not in the spec: the takeover banner when "Return to my account" fails (issue 22 §2).
  takeoverReturnFailed: 'Your own account could not be restored; you are still acting as this account.',
  takeoverReturnFallback: 'The server did not answer. Try again.',
  // §4 legacy account and walkthrough, verbatim (the legacyLogin overlay).
  legacyAccountRule: 'An account whose timestamp is before 1692075600 (epoch seconds) is legacy.',
  legacyAccountWalkthrough: 'a legacy account gets SETUP_AGENT.',
  // Not in the spec: a custom range of days that does not make a range (src/lib/dates dayRange).
  dayRangeMissingDay: 'Choose a start and an end date.',
  dayRangeStartAfterEnd: 'The start date must be on or before the end date.',
  dayRangeStartInFuture: 'The start date cannot be in the future.',
  // Not in the spec: a date field whose text is not a day (people type month/day/year).
  unreadableDay: 'Enter a date as month/day/year.',
} as const;

export type MessageKey = keyof typeof MESSAGES;
export type Message = (typeof MESSAGES)[MessageKey];

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
