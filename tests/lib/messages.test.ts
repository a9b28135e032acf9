import { describe, it, expect } from 'vitest';
import {
  MESSAGES,
  apiErrorMessage,
  invalidCharactersMessage,
  serverMessageOr,
  unexpectedTokenMessage,
  unknownFieldMessage,
} from '@/lib/messages';

describe('error catalogue (spec §8) and validation messages (§5), verbatim', () => {
  it.each([
    ['refundSucceeded', 'The refund for the issue has been processed.'],
    ['refundFailed', 'Something went wrong.'],
    ['accountEnabled', 'Account enabled!'],
    ['organizationDisabled', 'Organization disabled!'],
    ['emailCodeFailed', 'Could not verify code.'],
    ['migrationFailed', 'Migration failed'],
    ['noAuthToken', 'No auth token provided'],
    ['couldNotAuthenticateWithToken', 'Could not authenticate with token'],
    ['unableToAuthenticateUser', 'Unable to authenticate user'],
    ['accountTypeMismatch', 'Account type does not match'],
    ['missingPrompt', 'Please enter a prompt.'],
    ['startConversationFailed', 'Unable to start conversation with this user.'],
    ['saveTemplateFailed', 'Failed to save template'],
    ['saveStagingCampaignFailed', 'Failed to save staging campaign'],
    ['publishCampaignFailed', 'Failed to publish campaign'],
    ['fetchLogsFailed', 'Failed to fetch logs'],
    ['fetchConversationFailed', 'Failed to fetch conversation'],
    ['tempSessionFailed', 'Error fetching temp user session'],
    ['invalidDomainData', 'Invalid domain data'],
    ['noAccountId', 'no account id'],
    ['noTokenOrOrgAccountId', 'No token or orgAccountId'],
    ['fetchCsvFailed', 'Failed to fetch CSV data'],
    ['fetchJsonFailed', 'Failed to fetch JSON data'],
    ['settingsSaveFailed', 'Error saving settings'],
    ['fieldRequired', 'This field is required'],
    ['appMissingIdOrVersion', 'App must have appId and version'],
    ['formulaEmpty', 'Formula cannot be empty'],
    ['mismatchedParentheses', 'Mismatched parentheses'],
    ['inExpectsArray', 'IN expects array like [x,y]'],
    ['isExpectsNull', "IS expects 'NULL'"],
    ['unknownToken', 'Unknown token'],
    ['extraTokens', 'Extra tokens after valid expression'],
    ['unknownOperator', 'Unknown operator'],
    ['unknownUnaryOperator', 'Unknown unary operator'],
    ['unknownFunction', 'Unknown function'],
    ['unknownAstNodeType', 'Unknown AST node type'],
  ] as const)('%s', (key, text) => {
    expect(MESSAGES[key]).toBe(text);
  });

  it('fills the templated messages', () => {
    expect(invalidCharactersMessage(['$', '#'])).toBe('Invalid characters: $, #');
    expect(unknownFieldMessage('foo')).toBe('Unknown field: foo');
    expect(unknownFieldMessage('$&')).toBe('Unknown field: $&');
    expect(apiErrorMessage(500, 'Server Error')).toBe('API Error: 500 - Server Error');
    expect(unexpectedTokenMessage("')'", 3, 'expression')).toBe(
      "Unexpected token ')' at position 3, expected expression",
    );
  });

  it.each([
    ['Template locked', 'Template locked'],
    ['', 'Migration failed'],
    [undefined, 'Migration failed'],
    [42, 'Migration failed'],
  ])('server message %j else the default', (server, shown) => {
    expect(serverMessageOr(server, MESSAGES.migrationFailed)).toBe(shown);
  });
});
