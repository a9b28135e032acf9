// SELECT_TIMEZONE (searchable, the browser's zone preselected through the matching rules) and
// SELECT_VOICE (the voices, with a sample where one is given).
import { useMemo, useState } from 'react';
import { Box, Stack, Text, chakra } from '@chakra-ui/react';
import { SearchInput } from '@/components/search-input';
import { ChoiceList } from '../choice-list';
import { EmptyState } from '@/components/query-state';
import {
  AGENT_VOICES,
  BUILD_FROM_SCRATCH,
  TIMEZONES,
  filterVoices,
  matchBrowserTimezone,
  selectTimezone,
  selectVoice,
  zoneNameOf,
  type OnboardingState,
} from '@/lib/onboarding';
import * as MESSAGES from '@/lib/message-catalogue';
import { failureMessage, useSaveDraft, type DraftPatch } from '../api';
import { StepLayout } from '../step-layout';
import { useOnboarding } from '../use-onboarding';
import { BackButton } from './back-button';
import { ContinueButton } from '../continue-button';

/** From scratch the agent exists before these steps (it is generated first), so a choice is saved
 * into its draft before the wizard moves on; from a template, generation applies them later. */
function useSaveChoice() {
  const { state, acting, dispatch } = useOnboarding();
  const save = useSaveDraft(acting.targetAccountId);
  const scratch = state.method === BUILD_FROM_SCRATCH;
  const proceed = (patch: DraftPatch, next: OnboardingState) => {
    if (!scratch) {
      dispatch(next);
      return;
    }
    save.mutate(patch, { onSuccess: () => dispatch(next) });
  };
  const error = save.isError ? (
    <Text role="alert" color="fg.error">
      {failureMessage(save.error, MESSAGES.saveStagingCampaignFailed)}
    </Text>
  ) : null;
  return { proceed, saving: save.isPending, error };
}

function browserZone(): string | undefined {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** The browser's current offset in minutes east of UTC. */
const browserOffset = (): number => -new Date().getTimezoneOffset();

export function SelectTimezoneStep() {
  const { state } = useOnboarding();
  const { proceed, saving, error } = useSaveChoice();
  const preselected = useMemo(
    () => state.timezone ?? matchBrowserTimezone(browserZone(), browserOffset()).value,
    [state.timezone],
  );
  const [chosen, setChosen] = useState(preselected);
  const [filter, setFilter] = useState('');
  const q = filter.trim().toLowerCase();
  const list = TIMEZONES.filter(
    (tz) =>
      !q ||
      tz.text.toLowerCase().includes(q) ||
      tz.value.toLowerCase().includes(q) ||
      tz.utc.some((zone) => zone.toLowerCase().includes(q)),
  );
  const chosenEntry = TIMEZONES.find((tz) => tz.value === chosen);
  return (
    <StepLayout
      step="SELECT_TIMEZONE"
      actions={
        <>
          <BackButton />
          <ContinueButton
            loading={saving}
            onClick={() => proceed({ timezone: zoneNameOf(chosen) }, selectTimezone(state, chosen))}
          />
        </>
      }
    >
      {error}
      {chosenEntry ? (
        <Text textStyle="sm">
          Selected: <strong>{chosenEntry.text}</strong>
        </Text>
      ) : null}
      <SearchInput
        label="Search time zones"
        placeholder="Search by city, zone or offset"
        value={filter}
        onChange={setFilter}
      />
      <Box
        maxH={{ base: '45dvh', md: '18rem' }}
        overflowY="auto"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        p="2"
      >
        {list.length === 0 ? (
          <EmptyState title="No time zone matches" description="Try a city, or an offset such as UTC+5:30." />
        ) : (
          <ChoiceList
            label="Time zones"
            choices={list.map((tz) => ({ value: tz.value, label: tz.text }))}
            value={chosen}
            onChange={setChosen}
          />
        )}
      </Box>
    </StepLayout>
  );
}

export function SelectVoiceStep() {
  const { state } = useOnboarding();
  const { proceed, saving, error } = useSaveChoice();
  const [chosen, setChosen] = useState(state.agentVoice ?? AGENT_VOICES[0]?.id ?? '');
  const [filter, setFilter] = useState('');
  const list = filterVoices(filter);
  return (
    <StepLayout
      step="SELECT_VOICE"
      actions={
        <>
          <BackButton />
          <ContinueButton
            disabled={!chosen}
            loading={saving}
            onClick={() => proceed({ agentVoice: chosen }, selectVoice(state, chosen))}
          />
        </>
      }
    >
      {error}
      <SearchInput label="Search voices" value={filter} onChange={setFilter} />
      {list.length === 0 ? (
        <EmptyState title="No voice matches" description="Try another word." />
      ) : (
        <Stack gap="2">
          <ChoiceList
            label="Voices"
            gap="2"
            choices={list.map((voice) => ({
              value: voice.id,
              label: voice.name,
              name: voice.name,
              description: voice.description,
            }))}
            value={chosen}
            onChange={setChosen}
          />
          {list
            .filter((voice) => voice.sampleUrl)
            .map((voice) => (
              <chakra.audio
                key={voice.id}
                controls
                preload="none"
                src={voice.sampleUrl}
                aria-label={`Sample of ${voice.name}`}
                w="full"
              />
            ))}
        </Stack>
      )}
    </StepLayout>
  );
}
