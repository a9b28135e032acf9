import { useMemo, useState, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useBlocker } from '@tanstack/react-router';
import {
  Alert,
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  HStack,
  Input,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Tabs,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { confirmDialog, toast } from '@/components/feedback';
import { LabelledField } from '@/components/labelled-field';
import { usePermissions } from '@/hooks/use-permissions';
import { humanMessage } from '@/lib/errors';
import { TIMEZONES } from '@/lib/onboarding';
import { OVERLAY_NAMES } from '@/lib/search';
import {
  PARTNER_SETTINGS,
  SETTINGS_MESSAGES,
  TAB_LABELS,
  draftOf,
  isDirty,
  offSentence,
  overlayLabel,
  settingsSchema,
  settingsTabsFor,
  type SettingsDraft,
  type SettingsTab,
} from '@/lib/settings';
import { useSaveSettings } from './api';

/** What the unsaved-changes check reads of a location. */
export interface BlockLocation {
  pathname: string;
  search: unknown;
}

export interface SettingsFormProps {
  account: Account;
  targetAccountId: number | undefined;
  tab: SettingsTab;
  onTabChange: (tab: SettingsTab) => void;
  /** Whether a navigation leaves this form (then unsaved changes ask first). */
  leaves: (current: BlockLocation, next: BlockLocation) => boolean;
  /** Extra content at the end of the general tab (delete my account). */
  generalExtra?: ReactNode;
}

function SwitchField({
  control,
  name,
  label,
  description,
  note,
}: {
  control: Control<SettingsDraft>;
  name: 'smsMessaging' | 'allowEmbeds' | `partner.${(typeof PARTNER_SETTINGS)[number]['key']}`;
  label: string;
  description: string;
  note?: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <Switch.Root
          checked={field.value}
          onCheckedChange={(d) => field.onChange(d.checked)}
          name={field.name}
          alignItems="start"
          gap="3"
        >
          <Switch.HiddenInput onBlur={field.onBlur} />
          <Switch.Control mt="0.5">
            <Switch.Thumb />
          </Switch.Control>
          <Stack gap="0.5">
            <Switch.Label fontWeight="medium">{label}</Switch.Label>
            <Text fontSize="sm" color="fg.muted">
              {description}
            </Text>
            {note ? (
              <Text fontSize="xs" color="fg.subtle">
                {note}
              </Text>
            ) : null}
          </Stack>
        </Switch.Root>
      )}
    />
  );
}

/** The account's own switches: what each says, and the note shown when its partner turned it off. */
const ACCOUNT_SWITCHES = {
  smsMessaging: {
    label: 'Text messaging',
    description: 'Your agent answers and sends text messages from its phone number.',
    offByPartner: 'Text messaging is turned off for this account by your partner.',
  },
  allowEmbeds: {
    label: 'Embeds',
    description: 'Put your agent’s chat on your own website.',
    offByPartner: 'Embeds are turned off for this account by your partner.',
  },
} as const;

function AccountSwitch({
  control,
  name,
  allowed,
}: {
  control: Control<SettingsDraft>;
  name: keyof typeof ACCOUNT_SWITCHES;
  /** False: the partner turned it off for this account, which the note says. */
  allowed: boolean;
}) {
  const { label, description, offByPartner } = ACCOUNT_SWITCHES[name];
  return (
    <SwitchField
      control={control}
      name={name}
      label={label}
      description={description}
      note={allowed ? undefined : offByPartner}
    />
  );
}

function AllowedOverlays({ control }: { control: Control<SettingsDraft> }) {
  return (
    <Controller
      control={control}
      name="allowedOverlays"
      render={({ field }) => {
        const restricted = field.value !== null;
        const chosen = new Set(field.value ?? []);
        return (
          <Stack gap="3">
            <Checkbox.Root
              checked={restricted}
              onCheckedChange={(d) => field.onChange(d.checked === true ? [...OVERLAY_NAMES] : null)}
            >
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>Limit the screens this account can open</Checkbox.Label>
            </Checkbox.Root>
            {restricted ? (
              <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" maxH="72" overflowY="auto">
                <Box as="legend" srOnly>
                  Screens this account can open
                </Box>
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="2">
                  {OVERLAY_NAMES.map((name) => (
                    <Checkbox.Root
                      key={name}
                      size="sm"
                      checked={chosen.has(name)}
                      onCheckedChange={(d) =>
                        field.onChange(
                          d.checked === true
                            ? OVERLAY_NAMES.filter((n) => n === name || chosen.has(n))
                            : (field.value ?? []).filter((n) => n !== name),
                        )
                      }
                    >
                      <Checkbox.HiddenInput />
                      <Checkbox.Control />
                      <Checkbox.Label>{overlayLabel(name)}</Checkbox.Label>
                    </Checkbox.Root>
                  ))}
                </SimpleGrid>
              </Box>
            ) : (
              <Text fontSize="sm" color="fg.muted">
                Every screen is allowed.
              </Text>
            )}
          </Stack>
        );
      }}
    />
  );
}

/**
 * The account's settings in tabs: general (name, time zone, support URL), messaging, embeds and,
 * for partners and resellers, the partner settings the permissions below read. One form across
 * the tabs; a failed save keeps every value and offers Retry; leaving with unsaved changes asks.
 */
export function SettingsForm({ account, targetAccountId, tab, onTabChange, leaves, generalExtra }: SettingsFormProps) {
  const tabs = settingsTabsFor(account.accountType);
  const partner = tabs.includes('partner');
  const { permissions } = usePermissions();
  const saved = useMemo(() => draftOf(account.settings, account.accountName ?? ''), [account]);
  const [baseline, setBaseline] = useState(saved);
  const save = useSaveSettings(targetAccountId, { partner });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<SettingsDraft>({ resolver: valibotResolver(settingsSchema), defaultValues: saved, mode: 'onTouched' });
  const values = useWatch({ control }) as SettingsDraft;
  const dirty = isDirty(baseline, values);

  useBlocker({
    shouldBlockFn: async ({ current, next }) => {
      if (!leaves(current, next) || !isDirty(baseline, values)) return false;
      const outcome = await confirmDialog({
        title: 'Leave without saving?',
        details: 'Your changes to the settings have not been saved.',
        confirmText: 'Leave',
        cancelText: 'Stay',
        confirmColor: 'red',
      });
      return outcome !== 'confirm';
    },
    enableBeforeUnload: () => isDirty(baseline, values),
  });

  const submit = (draft: SettingsDraft) =>
    save.mutate(
      { draft, account },
      {
        onSuccess: () => {
          setBaseline(draft);
          reset(draft);
          toast(SETTINGS_MESSAGES.saved, { type: 'success' });
        },
      },
    );
  // Errors on another tab: show that tab, so the message is seen.
  const onInvalid = (e: typeof errors) => {
    if (e.accountName || e.supportUrl) onTabChange('general');
    else if (e.appScripts) onTabChange('embeds');
  };

  return (
    <chakra.form noValidate onSubmit={handleSubmit(submit, onInvalid)} aria-label="Settings">
      <Stack gap="5">
        <Tabs.Root
          value={tab}
          onValueChange={(d) => onTabChange(d.value as SettingsTab)}
          variant="line"
          // Smaller tabs on phones: the four of a partner fit 390 px without scrolling.
          size={{ base: 'sm', md: 'md' }}
          lazyMount={false}
        >
          <Tabs.List overflowX="auto" maxW="full">
            {tabs.map((t) => (
              <Tabs.Trigger key={t} value={t} flexShrink="0" px={{ base: '2', sm: '3' }}>
                {TAB_LABELS[t]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>

          <Tabs.Content value="general">
            <Stack gap="5" maxW="xl">
              <Field.Root invalid={!!errors.accountName} required>
                <Field.Label>
                  Account name <Field.RequiredIndicator />
                </Field.Label>
                <Input autoComplete="organization" {...register('accountName')} />
                <Field.HelperText>Shown in the console and to the people on your team.</Field.HelperText>
                <Field.ErrorText>{errors.accountName?.message}</Field.ErrorText>
              </Field.Root>
              <LabelledField label="Time zone" helper="Dates in logs and reports follow it.">
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('timezone')}>
                    <option value="">Not set</option>
                    {TIMEZONES.map((z) => (
                      <option key={z.value} value={z.value}>
                        {z.text}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </LabelledField>
              <LabelledField
                label="Support URL"
                helper="Where Help leads. Empty: the product’s own help page."
                error={errors.supportUrl?.message}
              >
                <Input
                  type="url"
                  inputMode="url"
                  placeholder="https://support.example.com"
                  {...register('supportUrl')}
                />
              </LabelledField>
              <Stack gap="2">
                <Text fontWeight="semibold">Screens this account can open</Text>
                <Text color="fg.muted" fontSize="sm">
                  Only for this account; the accounts below keep their own.
                </Text>
                <AllowedOverlays control={control} />
              </Stack>
              {generalExtra}
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="messaging">
            <Stack gap="4" maxW="xl">
              <AccountSwitch control={control} name="smsMessaging" allowed={permissions.canSetupSMS} />
            </Stack>
          </Tabs.Content>

          <Tabs.Content value="embeds">
            <Stack gap="5" maxW="xl">
              <AccountSwitch control={control} name="allowEmbeds" allowed={permissions.canViewEmbeds} />
              <LabelledField
                label="App scripts"
                helper="One address per line, starting with https://. They load with your embeds."
                error={errors.appScripts?.message}
              >
                <Textarea
                  rows={4}
                  fontFamily="mono"
                  fontSize="sm"
                  placeholder="https://cdn.example.com/widget.js"
                  {...register('appScripts')}
                />
              </LabelledField>
            </Stack>
          </Tabs.Content>

          {partner ? (
            <Tabs.Content value="partner">
              <Stack gap="6">
                <Text color="fg.muted" maxW="2xl">
                  These settings apply to every organization below this account, and to the people in them.
                </Text>
                <Stack gap="4" as="ul" listStyleType="none" ps="0">
                  {PARTNER_SETTINGS.map((s) => (
                    <li key={s.key}>
                      <HStack align="start" gap="2">
                        <SwitchField
                          control={control}
                          name={`partner.${s.key}`}
                          label={s.label}
                          description={s.description}
                          note={offSentence(s.key)}
                        />
                        {values.partner?.[s.key] === false ? (
                          <Badge colorPalette="orange" flexShrink="0">
                            Off
                          </Badge>
                        ) : null}
                      </HStack>
                    </li>
                  ))}
                </Stack>
              </Stack>
            </Tabs.Content>
          ) : null}
        </Tabs.Root>

        {save.isError ? (
          <Alert.Root status="error" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Title>{SETTINGS_MESSAGES.notSaved}</Alert.Title>
              <Alert.Description>{humanMessage(save.error)}</Alert.Description>
            </Alert.Content>
            <Button size="sm" variant="outline" type="submit" loading={save.isPending}>
              Retry
            </Button>
          </Alert.Root>
        ) : null}

        <HStack
          justify="space-between"
          gap="3"
          wrap="wrap"
          position="sticky"
          bottom="0"
          py="3"
          bg="bg"
          borderTopWidth="1px"
        >
          <Text fontSize="sm" color="fg.muted" aria-live="polite">
            {dirty ? 'You have unsaved changes.' : 'All changes saved.'}
          </Text>
          <HStack gap="2">
            <Button
              type="button"
              variant="outline"
              disabled={!dirty || save.isPending}
              onClick={() => {
                reset(baseline);
                save.reset();
              }}
            >
              Discard
            </Button>
            <Button type="submit" colorPalette="blue" disabled={!dirty} loading={save.isPending} loadingText="Saving…">
              Save changes
            </Button>
          </HStack>
        </HStack>
      </Stack>
    </chakra.form>
  );
}
