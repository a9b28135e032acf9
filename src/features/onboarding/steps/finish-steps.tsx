// CHOOSE_NUMBER (search by area code, city or phrase; pick one) and SCHEDULE_CALL (the
// external booking page in a new tab, or the native URL opener in the mobile app).
import { useState } from 'react';
import { Button, Field, HStack, Input, Stack, Text, chakra } from '@chakra-ui/react';
import { CalendarClock, ExternalLink, Phone } from 'lucide-react';
import { EmptyState, ErrorState } from '@/components/query-state';
import { EXPERT_BOOKING_URL } from '@/lib/constants';
import { createNativeBridge } from '@/lib/native';
import { advanceAgentStep } from '@/lib/onboarding';
import { STORAGE_KEYS, readJson } from '@/lib/storage';
import { formatPhoneNumber } from '@/lib/validate';
import { errorStatus } from '@/lib/errors';
import { failureMessage, useAssignNumber, useSearchNumbers, type NumberSearchKind } from '../api';
import { StepLayout } from '../step-layout';
import { useOnboarding } from '../use-onboarding';
import { BackButton } from './back-button';

const SEARCH_KINDS: { value: NumberSearchKind; label: string; field: string; placeholder: string }[] = [
  { value: 'prefix', label: 'Area code', field: 'Area code', placeholder: 'e.g. 415' },
  { value: 'locality', label: 'City', field: 'City', placeholder: 'e.g. San Francisco' },
  { value: 'phrase', label: 'Word', field: 'Letters or digits', placeholder: 'e.g. SMILE' },
];

/** The wizard searches numbers in one country (the product's home market); the answer's own
 * country wins when a number is assigned. */
const SEARCH_COUNTRY = 'US';

export function ChooseNumberStep() {
  const { state, acting, dispatch } = useOnboarding();
  const search = useSearchNumbers(acting.targetAccountId);
  const assign = useAssignNumber(acting.targetAccountId);
  const [kind, setKind] = useState<NumberSearchKind>('prefix');
  const [term, setTerm] = useState('');
  const [invalid, setInvalid] = useState<string | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  const current = SEARCH_KINDS.find((k) => k.value === kind) ?? SEARCH_KINDS[0]!;
  const next = () => dispatch(advanceAgentStep(state));

  const run = () => {
    const value = term.trim();
    if (kind === 'prefix' && !/^[0-9]{1,10}$/.test(value)) {
      setInvalid('Enter digits only, such as 415.');
      return;
    }
    if (!value) {
      setInvalid(`Enter a ${current.field.toLowerCase()}.`);
      return;
    }
    setInvalid(null);
    search.mutate(
      kind === 'prefix'
        ? { kind, search: { prefix: value, country: SEARCH_COUNTRY } }
        : kind === 'locality'
          ? { kind, search: { city: value, country: SEARCH_COUNTRY } }
          : { kind, search: { phrase: value.slice(0, 20), country: SEARCH_COUNTRY } },
    );
  };

  const numbers = search.data?.numbers ?? [];
  // The search answers 404 when no number matches (as the numbers overlay reads it): none found, not a failure.
  const noneFound = search.isError && errorStatus(search.error) === 404;
  return (
    <StepLayout
      step="CHOOSE_NUMBER"
      actions={
        <>
          <BackButton />
          <Button variant="ghost" onClick={next}>
            Skip for now
          </Button>
        </>
      }
    >
      <chakra.form
        onSubmit={(e) => {
          e.preventDefault();
          run();
        }}
      >
        <Stack gap="3">
          <HStack role="group" aria-label="Search by" gap="1" flexWrap="wrap">
            {SEARCH_KINDS.map((k) => (
              <Button
                key={k.value}
                size="xs"
                variant={kind === k.value ? 'solid' : 'outline'}
                aria-pressed={kind === k.value}
                onClick={() => setKind(k.value)}
              >
                {k.label}
              </Button>
            ))}
          </HStack>
          <HStack align="start" gap="2">
            <Field.Root invalid={invalid !== null} flex="1">
              <Field.Label srOnly>{current.field}</Field.Label>
              <Input value={term} onChange={(e) => setTerm(e.currentTarget.value)} placeholder={current.placeholder} />
              <Field.ErrorText>{invalid}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" loading={search.isPending}>
              Search
            </Button>
          </HStack>
        </Stack>
      </chakra.form>
      {search.isError && !noneFound ? (
        <ErrorState message={failureMessage(search.error, 'The search did not work. Try again.')} retry={run} />
      ) : null}
      {(search.isSuccess && numbers.length === 0) || noneFound ? (
        <EmptyState title="No numbers found" description="Try another area code or city." />
      ) : null}
      {numbers.length > 0 ? (
        <Stack as="ul" listStyleType="none" gap="2" aria-label="Available numbers">
          {numbers.map((n) => (
            <HStack
              as="li"
              key={n.number}
              justify="space-between"
              borderWidth="1px"
              borderColor="border"
              borderRadius="l2"
              p="3"
              gap="3"
            >
              <HStack gap="3" minW="0">
                <Phone size={16} aria-hidden="true" />
                <Stack gap="0" minW="0">
                  <Text fontWeight="medium">{n.friendlyName || formatPhoneNumber(n.number)}</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {[n.city, n.region].filter(Boolean).join(', ')}
                  </Text>
                </Stack>
              </HStack>
              <Button
                size="sm"
                colorPalette="blue"
                loading={assign.isPending && picked === n.number}
                disabled={assign.isPending}
                aria-label={`Get ${n.friendlyName || n.number}`}
                onClick={() => {
                  setPicked(n.number);
                  assign.mutate({ number: n.number, country: n.country ?? SEARCH_COUNTRY }, { onSuccess: next });
                }}
              >
                Get this number
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
      {assign.isError ? (
        <Text role="alert" color="fg.error">
          {failureMessage(assign.error, 'The number could not be assigned. Pick another or try again.')}
        </Text>
      ) : null}
    </StepLayout>
  );
}

const isMobileApp = () => readJson(STORAGE_KEYS.mobileApp, (v): v is boolean => typeof v === 'boolean') === true;

/** Opens the booking page: the native URL opener in the mobile app, else a new tab. */
export function openBookingPage(url: string = EXPERT_BOOKING_URL) {
  if (isMobileApp()) {
    createNativeBridge((href) => window.location.assign(href)).openUrl(url, `onboarding-${Date.now()}`);
    return;
  }
  window.open(url, '_blank', 'noopener,noreferrer');
}

export function ScheduleCallStep({ onFinish, finishing = false }: { onFinish: () => void; finishing?: boolean }) {
  return (
    <StepLayout
      step="SCHEDULE_CALL"
      actions={
        <>
          <BackButton />
          <Button colorPalette="green" loading={finishing} onClick={onFinish}>
            Finish
          </Button>
        </>
      }
    >
      <Stack layerStyle="panel.subtle" p="5" gap="3" align={{ base: 'stretch', md: 'start' }}>
        <HStack gap="3">
          <CalendarClock aria-hidden="true" />
          <Text fontWeight="semibold">A 20-minute call with our team</Text>
        </HStack>
        <Text color="fg.muted" textStyle="sm">
          We review your agent with you, answer questions and help you go live.
        </Text>
        <Button variant="outline" onClick={() => openBookingPage()}>
          Book a call <ExternalLink size={14} aria-hidden="true" />
        </Button>
      </Stack>
    </StepLayout>
  );
}
