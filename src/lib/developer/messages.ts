// The developer area's form and state sentences. The spec (000 §5) gives only 'This field is
// required' (MESSAGES.fieldRequired); the rest are the console's own plain sentences.
import * as MESSAGES from '../message-catalogue';

export const DEVELOPER_MESSAGES = {
  required: MESSAGES.fieldRequired,
  httpsUrl: 'Enter a full https:// address, like https://example.com/hooks/vida.',
  urlTooLong: 'Use an address of at most 2048 characters.',
  urlCredentials: 'Leave the user name and password out of the address.',
  tooLong: (max: number) => `Use at most ${max} characters.`,
  ip: 'Enter an IPv4 or IPv6 address, or a CIDR block such as 203.0.113.0/24.',
  route: 'Enter an IP address or domain, with an optional port and transport, like sip.example.com:5061;transport=tls.',
  aor: 'Enter the address of record as user@host, like 1001@sip.example.com.',
  hostPort: 'Enter a host, with an optional port, like sip.example.com:5061.',
  port: 'Enter a port from 1 to 65535.',
  domain: 'Enter a domain such as app.example.com (no https:// and no path).',
  webhookTypeUnknown: 'Choose which events the webhook receives.',
  duplicateWebhook: 'This address already receives these events.',
  duplicateIp: 'This address is already on the whitelist.',
  duplicateRoute: 'This route is already on the list.',
  duplicateDomain: 'This domain is already added.',
  domainNotFound: 'not found',
} as const;
