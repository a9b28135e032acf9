// The fixed messages of the user-facing error catalogue (spec 000 §8) and of the validation and
// formula-engine rules of §5, verbatim, one export each. Code reads them as `MESSAGES.<key>`
// after `import * as MESSAGES from '@/lib/message-catalogue'`: the bundler resolves each such
// read to its export and inlines the string, so no chunk carries a table of them by name (issue
// 28 §4), where one object literal put all of them, with their names, in the first download.
// §8 error catalogue
export const refundSucceeded = 'The refund for the issue has been processed.';
export const refundFailed = 'Something went wrong.';
export const accountEnabled = 'Account enabled!';
export const organizationDisabled = 'Organization disabled!';
export const emailCodeFailed = 'Could not verify code.';
export const migrationFailed = 'Migration failed';
export const noAuthToken = 'No auth token provided';
export const couldNotAuthenticateWithToken = 'Could not authenticate with token';
export const unableToAuthenticateUser = 'Unable to authenticate user';
export const accountTypeMismatch = 'Account type does not match';
export const missingPrompt = 'Please enter a prompt.';
export const startConversationFailed = 'Unable to start conversation with this user.';
export const saveTemplateFailed = 'Failed to save template';
export const saveStagingCampaignFailed = 'Failed to save staging campaign';
export const publishCampaignFailed = 'Failed to publish campaign';
export const fetchLogsFailed = 'Failed to fetch logs';
export const fetchConversationFailed = 'Failed to fetch conversation';
export const tempSessionFailed = 'Error fetching temp user session';
export const invalidDomainData = 'Invalid domain data';
export const noAccountId = 'no account id';
export const noTokenOrOrgAccountId = 'No token or orgAccountId';
export const fetchCsvFailed = 'Failed to fetch CSV data';
export const fetchJsonFailed = 'Failed to fetch JSON data';
export const settingsSaveFailed = 'Error saving settings';
// §8 knowledge base: each shown followed by the status text (src/lib/knowledge)
export const fetchSitemapFailed = 'Failed to fetch sitemap';
export const deleteKnowledgeBaseFailed = 'Failed to delete knowledge base';
export const addDocumentsFailed = 'Failed to add documents to knowledge base';
export const refreshDocumentFailed = 'Failed to refresh document';
export const deleteDocumentFailed = 'Failed to delete document';
export const createKnowledgeBaseFailed = 'Failed to create knowledge base';
export const queryKnowledgeBaseFailed = 'Failed to query knowledge base';

// §5 validation
export const fieldRequired = 'This field is required';
export const appMissingIdOrVersion = 'App must have appId and version';

// §5 formula validation, parser and evaluator
export const formulaEmpty = 'Formula cannot be empty';
export const mismatchedParentheses = 'Mismatched parentheses';
export const inExpectsArray = 'IN expects array like [x,y]';
export const isExpectsNull = "IS expects 'NULL'";
export const unknownToken = 'Unknown token';
export const extraTokens = 'Extra tokens after valid expression';
export const unknownOperator = 'Unknown operator';
export const unknownUnaryOperator = 'Unknown unary operator';
export const unknownFunction = 'Unknown function';
export const unknownAstNodeType = 'Unknown AST node type';
// Not in the spec: the engine's input cap for like and regex patterns (issue 10 §3).
export const patternTooLong = 'Pattern too long: like and regex patterns have at most 200 characters';
// Not in the spec: the takeover banner when "Return to my account" fails (issue 22 §2).
export const takeoverReturnFailed = 'Your own account could not be restored; you are still acting as this account.';
export const takeoverReturnFallback = 'The server did not answer. Try again.';
// §4 legacy account and walkthrough, verbatim (the legacyLogin overlay).
export const legacyAccountRule = 'An account whose timestamp is before 1692075600 (epoch seconds) is legacy.';
export const legacyAccountWalkthrough = 'a legacy account gets SETUP_AGENT.';
// Not in the spec: a custom range of days that does not make a range (src/lib/dates dayRange).
export const dayRangeMissingDay = 'Choose a start and an end date.';
export const dayRangeStartAfterEnd = 'The start date must be on or before the end date.';
export const dayRangeStartInFuture = 'The start date cannot be in the future.';
// Not in the spec: a date field whose text is not a day (people type month/day/year).
export const unreadableDay = 'Enter a date as month/day/year.';

/** Every message above: what `humanMessage` (src/lib/errors) recognises as the catalogue's. A list
 * of its own, so that no code needs this module as one object (the bundler then inlines each
 * message where it is used, and the first download carries no table of them by name);
 * tests/lib/messages.test.ts checks that it names every export. */
export const ALL_MESSAGES: readonly string[] = [
  refundSucceeded,
  refundFailed,
  accountEnabled,
  organizationDisabled,
  emailCodeFailed,
  migrationFailed,
  noAuthToken,
  couldNotAuthenticateWithToken,
  unableToAuthenticateUser,
  accountTypeMismatch,
  missingPrompt,
  startConversationFailed,
  saveTemplateFailed,
  saveStagingCampaignFailed,
  publishCampaignFailed,
  fetchLogsFailed,
  fetchConversationFailed,
  tempSessionFailed,
  invalidDomainData,
  noAccountId,
  noTokenOrOrgAccountId,
  fetchCsvFailed,
  fetchJsonFailed,
  settingsSaveFailed,
  fetchSitemapFailed,
  deleteKnowledgeBaseFailed,
  addDocumentsFailed,
  refreshDocumentFailed,
  deleteDocumentFailed,
  createKnowledgeBaseFailed,
  queryKnowledgeBaseFailed,
  fieldRequired,
  appMissingIdOrVersion,
  formulaEmpty,
  mismatchedParentheses,
  inExpectsArray,
  isExpectsNull,
  unknownToken,
  extraTokens,
  unknownOperator,
  unknownUnaryOperator,
  unknownFunction,
  unknownAstNodeType,
  patternTooLong,
  takeoverReturnFailed,
  takeoverReturnFallback,
  legacyAccountRule,
  legacyAccountWalkthrough,
  dayRangeMissingDay,
  dayRangeStartAfterEnd,
  dayRangeStartInFuture,
  unreadableDay,
];
