import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Field, Input, InputGroup, Stack, Text, chakra } from '@chakra-ui/react';
import { isApiError } from '@/api/errors';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { humanMessage } from '@/lib/errors';
import { SEARCH_DEBOUNCE_MS } from '@/lib/constants';
import {
  PROFILE_MESSAGES,
  SLUG_PROBLEM_MESSAGES,
  availabilityOf,
  normaliseSlug,
  publicProfileUrl,
  slugProblem,
  type SlugAvailability,
} from '@/lib/profile';
import type { OverlayProps } from '@/overlays';
import { profileByUsernameQueryOptions, useUpdateUsername } from './api';
import { OwnAccount } from './own-account';
import { FormActions } from '@/components/form-actions';

const AVAILABILITY_TEXT: Partial<Record<SlugAvailability, string>> = {
  checking: 'Checking…',
  available: 'This address is free.',
  taken: PROFILE_MESSAGES.slugTaken,
  current: PROFILE_MESSAGES.slugSame,
  unknown: 'We could not check this address; you can still try to save it.',
};

function SlugForm({ account, close }: { account: Account; close: () => void }) {
  const [typed, setTyped] = useState(account.username);
  const slug = normaliseSlug(typed);
  const settled = useDebouncedValue(slug, SEARCH_DEBOUNCE_MS);
  const problem = slugProblem(slug);
  const isCurrent = slug === account.username.toLowerCase();
  const lookup = useQuery(profileByUsernameQueryOptions(settled, !problem && !isCurrent && settled === slug));
  const save = useUpdateUsername();

  let availability: SlugAvailability;
  if (problem) availability = 'invalid';
  else if (isCurrent) availability = 'current';
  else if (settled !== slug || lookup.isPending) availability = 'checking';
  else if (lookup.isError)
    availability = isApiError(lookup.error) && lookup.error.status === 404 ? 'available' : 'unknown';
  else availability = availabilityOf({ found: true, id: lookup.data?.id }, account.id);

  const serverError = save.error ? humanMessage(save.error) : null;
  const canSave = !problem && !isCurrent && availability !== 'taken' && availability !== 'checking';
  const preview = publicProfileUrl(window.location.origin, problem ? account.username : slug);

  return (
    <chakra.form
      noValidate
      aria-label="Public address"
      onSubmit={(e) => {
        e.preventDefault();
        if (!canSave) return;
        save.mutate(slug, {
          onSuccess: () => {
            toast('Your public address changed', { type: 'success' });
            close();
          },
        });
      }}
    >
      <Stack gap="4">
        <Field.Root invalid={!!problem || availability === 'taken' || !!serverError} required>
          <Field.Label>Username</Field.Label>
          <InputGroup startAddon="/u/">
            <Input
              value={typed}
              onChange={(e) => {
                setTyped(e.target.value);
                save.reset();
              }}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              autoFocus
            />
          </InputGroup>
          {problem ? (
            <Field.ErrorText>{SLUG_PROBLEM_MESSAGES[problem]}</Field.ErrorText>
          ) : availability === 'taken' ? (
            <Field.ErrorText>{PROFILE_MESSAGES.slugTaken}</Field.ErrorText>
          ) : serverError ? (
            <Field.ErrorText>{serverError}</Field.ErrorText>
          ) : (
            <Field.HelperText aria-live="polite">{AVAILABILITY_TEXT[availability]}</Field.HelperText>
          )}
        </Field.Root>
        <Stack gap="1">
          <Text fontSize="sm" fontWeight="medium">
            Your public page will be at
          </Text>
          <Text fontSize="sm" fontFamily="mono" wordBreak="break-all" data-testid="slug-preview">
            {preview}
          </Text>
        </Stack>
        <Text fontSize="sm" color="fg.muted">
          The old address stops working once you change it.
        </Text>
        <FormActions onCancel={close} pending={save.isPending} label="Save address" disabled={!canSave} />
      </Stack>
    </chakra.form>
  );
}

/** The editSlug overlay (`?editSlug`): the public address, checked as you type (debounced). */
export default function EditSlugOverlay({ close }: OverlayProps) {
  return <OwnAccount>{(account) => <SlugForm account={account} close={close} />}</OwnAccount>;
}
