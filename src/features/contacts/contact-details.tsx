import type { ReactNode } from 'react';
import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import type { Contact } from '@/api/generated/model';
import { CONTACT_FORM_FIELDS } from '@/lib/contacts';
import { contactName } from './names';
import { formatPhoneNumber, phoneDigits } from '@/lib/validate';

/** A tel: link: 10 digits are a US number (+1 added), anything else is dialled as given. */
const telHref = (phone: string) => {
  const digits = phoneDigits(phone);
  return `tel:+${digits.length === 10 ? `1${digits}` : digits}`;
};

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd" m="0" fontWeight="medium" whiteSpace="pre-wrap" wordBreak="break-word">
        {children}
      </Box>
    </Box>
  );
}

const dateText = (ms: number | undefined) =>
  typeof ms === 'number' && Number.isFinite(ms)
    ? new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(ms))
    : null;

/** "favoriteColor" → "Favorite color": the label of a custom field. */
const customLabel = (key: string) => {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A contact's fields as a description list; the phone number in display form. */
export function ContactDetails({ contact, headingLevel = 'h3' }: { contact: Contact; headingLevel?: 'h3' | 'h4' }) {
  const c = contact.contact;
  const name = contactName(c);
  const custom = Object.entries(c).filter(
    ([k, v]) =>
      !(CONTACT_FORM_FIELDS as readonly string[]).includes(k) &&
      (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') &&
      String(v).trim() !== '',
  );
  const created = dateText(contact.createdAt);
  const updated = dateText(contact.updatedAt);
  return (
    <Stack gap="4">
      <Heading as={headingLevel} size="md">
        {name}
      </Heading>
      <Stack as="dl" gap="3">
        {c.phoneNumber ? (
          <Item label="Phone number">
            <Link href={telHref(c.phoneNumber)}>{formatPhoneNumber(c.phoneNumber)}</Link>
          </Item>
        ) : null}
        {c.email ? (
          <Item label="Email">
            <Link href={`mailto:${c.email.replace(/[?&#%\s]/g, encodeURIComponent)}`}>{c.email}</Link>
          </Item>
        ) : null}
        {c.company && c.company.trim() !== name ? <Item label="Company">{c.company}</Item> : null}
        {c.notes ? <Item label="Notes">{c.notes}</Item> : null}
        {custom.map(([k, v]) => (
          <Item key={k} label={customLabel(k)}>
            {String(v)}
          </Item>
        ))}
        {created ? <Item label="Created">{created}</Item> : null}
        {updated ? <Item label="Updated">{updated}</Item> : null}
      </Stack>
    </Stack>
  );
}
