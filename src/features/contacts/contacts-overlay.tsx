import { useState } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { Box, Button, Flex, HStack, Input, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { Contact } from '@/api/generated/model';
import type { OverlayProps } from '@/overlays';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import { filterContacts, normalizeSearch } from '@/lib/contacts';
import { contactName } from './names';
import { formatPhoneNumber } from '@/lib/validate';
import { ContactAccessGate } from './contact-access';
import { ContactEditDelete } from './contact-actions';
import { LabelledField } from '@/components/labelled-field';
import { ErrorState, PendingState } from '@/components/query-state';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { contactListQueryOptions } from './api';
import { useOpenContactOverlay } from './use-contact-overlays';

function ContactRow({ contact }: { contact: Contact }) {
  const open = useOpenContactOverlay();
  const name = contactName(contact.contact);
  const { phoneNumber, email, company } = contact.contact;
  return (
    <chakra.li borderBottomWidth="1px" py="3" aria-label={name}>
      <Flex gap="3" align={{ base: 'start', md: 'center' }} direction={{ base: 'column', md: 'row' }}>
        <Box flex="1" minW="0">
          <Text fontWeight="semibold" truncate>
            {name}
          </Text>
          <Text fontSize="sm" color="fg.muted">
            {[phoneNumber ? formatPhoneNumber(phoneNumber) : null, email, company].filter(Boolean).join(' · ')}
          </Text>
        </Box>
        <HStack gap="1" flexShrink={0}>
          <Button
            size="sm"
            variant="ghost"
            aria-label={`View ${name}`}
            onClick={() => open('previewContact', contact.id)}
          >
            View
          </Button>
          <ContactEditDelete id={contact.id} name={name} quiet />
        </HStack>
      </Flex>
    </chakra.li>
  );
}

function ContactList({ orgAccountId }: { orgAccountId: number }) {
  const open = useOpenContactOverlay();
  const [text, setText] = useState('');
  const search = normalizeSearch(useDebouncedValue(text, SEARCH_DEBOUNCE_MS));
  const list = useQuery({ ...contactListQueryOptions(orgAccountId, search), placeholderData: keepPreviousData });
  // The server narrows by `q`; the same rule is applied to its answer so the list always agrees
  // with the search shown (and with a mock server that ignores `q`).
  const contacts = list.data ? filterContacts(list.data.contacts, search) : [];
  const searching = normalizeSearch(text) !== search || (list.isFetching && list.isPlaceholderData);

  return (
    <Stack gap="4">
      <Flex gap="3" align="end" wrap="wrap">
        <LabelledField label="Search contacts" flex="1" minW="12rem">
          <Input
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Name, phone, email or company"
            maxLength={200}
          />
        </LabelledField>
        <Button onClick={() => open('createContact')}>New contact</Button>
      </Flex>

      {list.isPending ? (
        <PendingState label="Loading contacts" />
      ) : list.isError ? (
        <ErrorState message={list.error.message} retry={() => void list.refetch()} />
      ) : (
        <>
          <HStack gap="2" minH="6">
            <Text role="status" fontSize="sm" color="fg.muted">
              {searching
                ? 'Searching…'
                : `${contacts.length === 1 ? '1 contact' : `${contacts.length} contacts`}${search ? ` matching “${search}”` : ''}`}
            </Text>
            {searching ? <Spinner size="xs" aria-hidden="true" /> : null}
          </HStack>
          {contacts.length === 0 ? (
            <Text>
              {search ? `No contacts match “${search}”.` : 'No contacts yet. Add the first one with New contact.'}
            </Text>
          ) : (
            <chakra.ul listStyleType="none" m="0" p="0" aria-label="Contacts">
              {contacts.map((c) => (
                <ContactRow key={c.id} contact={c} />
              ))}
            </chakra.ul>
          )}
        </>
      )}
    </Stack>
  );
}

/** The contacts overlay: the organization's contacts, searchable, with create, view, edit and delete. */
export default function ContactsOverlay(_: OverlayProps) {
  return <ContactAccessGate>{(orgAccountId) => <ContactList orgAccountId={orgAccountId} />}</ContactAccessGate>;
}
