// The editor's sections: instructions, welcome message, actions, apps and their functions,
// transfers, and the product's advanced settings. Each edits the draft through `onChange`.
import { useId, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Field,
  Grid,
  HStack,
  Heading,
  Input,
  Stack,
  Text,
  Textarea,
  chakra,
} from '@chakra-ui/react';
import {
  ADVANCED_GROUPS,
  addAction,
  addApp,
  advancedInput,
  characterCount,
  coerceAdvanced,
  functionKey,
  groupFunctions,
  isFunctionEnabled,
  needsGoogleCalendar,
  readBackgroundAudio,
  removeAction,
  removeApp,
  setFunctionEnabled,
  updateAction,
  type AdvancedField,
  type AgentFunctionInfo,
  type Campaign,
} from '@/lib/campaign';
import { Blocks, Plus } from 'lucide-react';
import { LabelledField } from '@/components/labelled-field';
import { OptionSelect, type SelectOption } from '@/components/option-select';
import type { InstalledApp } from '@/lib/integrations';
import { addAppProblems, appName, appVersionLabel, type AppChoice } from '@/lib/agent';

type Update = (patch: Partial<Campaign> | ((c: Campaign) => Campaign)) => void;

export const INSTRUCTIONS_ID = 'agent-instructions';

/** Moves focus to the instructions (where 'Please enter a prompt.' is shown); `root` picks the
 * instructions of one screen when another is open behind it (onboarding over the agent page). */
export function focusInstructions(root: ParentNode = document) {
  root.querySelector<HTMLTextAreaElement>('textarea[data-agent-instructions]')?.focus();
}

/** A titled card of the editor. */
export function Section({
  title,
  description,
  children,
  id,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  id?: string;
}) {
  const headingId = useId();
  return (
    <Box as="section" id={id} aria-labelledby={headingId} layerStyle="panel" p={{ base: '4', md: '5' }}>
      <Stack gap="1" mb="4">
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
        {description ? (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        ) : null}
      </Stack>
      {children}
    </Box>
  );
}

/** A native checkbox with its label (no checkbox recipe in the app's Chakra system). */
export function CheckboxField({
  label,
  checked,
  onChange,
  description,
  disabled,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <HStack align="start" gap="3">
      <chakra.input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.checked)}
        mt="1"
        w="4"
        h="4"
        accentColor="colorPalette.solid"
        colorPalette="blue"
        aria-describedby={description ? `${id}-d` : undefined}
      />
      <Stack gap="0">
        <chakra.label htmlFor={id} textStyle="sm" fontWeight="medium">
          {label}
        </chakra.label>
        {description ? (
          <Text id={`${id}-d`} textStyle="xs" color="fg.muted">
            {description}
          </Text>
        ) : null}
      </Stack>
    </HStack>
  );
}

export function InstructionsField({
  value,
  onChange,
  error,
  readOnly,
  id = INSTRUCTIONS_ID,
}: {
  value: string;
  onChange: (value: string) => void;
  error: string | null;
  readOnly?: boolean;
  /** The control's id (and its messages' prefix): another screen composing the field passes its own. */
  id?: string;
}) {
  const INSTRUCTIONS_ID = id;
  const count = characterCount(value);
  return (
    <Field.Root
      invalid={!!error}
      readOnly={readOnly}
      ids={{ control: INSTRUCTIONS_ID, errorText: `${INSTRUCTIONS_ID}-error`, helperText: `${INSTRUCTIONS_ID}-help` }}
    >
      <Field.Label>Instructions</Field.Label>
      <Textarea
        data-agent-instructions=""
        // The message and the count describe the input (set here: the field does not in every case).
        aria-describedby={`${error ? `${INSTRUCTIONS_ID}-error` : `${INSTRUCTIONS_ID}-help`} ${INSTRUCTIONS_ID}-count`}
        value={value}
        onChange={(e) => onChange(e.currentTarget.value)}
        minH={{ base: '16rem', md: '22rem' }}
        resize="vertical"
        lineHeight="1.6"
        fontSize="sm"
        spellCheck
        placeholder="Describe who the agent is, what it should do on calls and messages, and what it must never do."
      />
      <HStack justify="space-between" w="full" align="start">
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : <Field.HelperText>The agent's prompt.</Field.HelperText>}
        <Text id={`${INSTRUCTIONS_ID}-count`} textStyle="xs" color="fg.muted" flexShrink={0} mt="1.5">
          {count.toLocaleString()} {count === 1 ? 'character' : 'characters'}
        </Text>
      </HStack>
    </Field.Root>
  );
}

export function WelcomeField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root>
      <Field.Label>Welcome message</Field.Label>
      <Textarea value={value} onChange={(e) => onChange(e.currentTarget.value)} rows={2} resize="vertical" />
      <Field.HelperText>The first thing the agent says when it answers.</Field.HelperText>
    </Field.Root>
  );
}

export function ActionsEditor({ draft, update }: { draft: Campaign; update: Update }) {
  const [name, setName] = useState('');
  const add = () => {
    update((c) => ({ ...c, actions: addAction(c.actions, name) }));
    setName('');
  };
  return (
    <Stack gap="4">
      {draft.actions.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No actions yet. Add one such as transfer or schedule.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Actions">
          {draft.actions.map((action, index) => (
            <Box
              as="li"
              key={`${action.name}-${index}`}
              borderWidth="1px"
              borderColor="border.muted"
              borderRadius="l2"
              p="3"
            >
              <HStack justify="space-between" mb="2" wrap="wrap">
                <HStack gap="2">
                  <Text fontWeight="semibold" fontFamily="mono" textStyle="sm">
                    {action.name}
                  </Text>
                  {action.name === 'schedule' ? (
                    <Badge colorPalette="gray" variant="subtle">
                      Needs Google Calendar
                    </Badge>
                  ) : null}
                </HStack>
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  aria-label={`Remove action ${action.name}`}
                  onClick={() => update((c) => ({ ...c, actions: removeAction(c.actions, index) }))}
                >
                  Remove
                </Button>
              </HStack>
              <Field.Root>
                <Field.Label textStyle="xs">When and how to use {action.name}</Field.Label>
                <Textarea
                  size="sm"
                  rows={2}
                  value={typeof action.instructions === 'string' ? action.instructions : ''}
                  onChange={(e) => {
                    const instructions = e.currentTarget.value;
                    update((c) => ({ ...c, actions: updateAction(c.actions, index, { instructions }) }));
                  }}
                />
              </Field.Root>
            </Box>
          ))}
        </Stack>
      )}
      <chakra.form
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <HStack align="end" gap="2">
          <Field.Root flex="1">
            <Field.Label>New action</Field.Label>
            <Input
              value={name}
              onChange={(e) => setName(e.currentTarget.value)}
              placeholder="e.g. transfer"
              size="sm"
            />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" disabled={!name.trim()}>
            Add action
          </Button>
        </HStack>
      </chakra.form>
      {needsGoogleCalendar(draft.actions) ? (
        <Text textStyle="xs" color="fg.muted">
          The schedule action books on Google Calendar: connect it under Integrations.
        </Text>
      ) : null}
    </Stack>
  );
}

export function AppsEditor({
  draft,
  update,
  functions,
  functionsState,
  installed = [],
  onBrowseApps,
  appNames = new Map(),
  choices = [],
}: {
  draft: Campaign;
  update: Update;
  functions: readonly AgentFunctionInfo[];
  functionsState: ReactNode;
  /** Apps installed on the account that the agent does not use yet, offered to add in one step. */
  installed?: readonly InstalledApp[];
  /** Opens the integrations catalogue (install, update, configure). */
  onBrowseApps?: () => void;
  /** appId → the catalogue's name of the app. */
  appNames?: ReadonlyMap<string, string>;
  /** The catalogue's apps the agent may add ("Add app" offers only these). */
  choices?: readonly AppChoice[];
}) {
  const groups = groupFunctions(functions);
  const builtIns = groups.find((g) => g.key === null);
  return (
    <Stack gap="4">
      {draft.apps.length === 0 ? (
        <Text color="fg.muted" textStyle="sm">
          No apps on this agent.
        </Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Apps">
          {draft.apps.map((app) => {
            const key = functionKey(app.appId, app.version);
            const group = groups.find((g) => g.key === key);
            const name = appName(app.appId, appNames);
            return (
              <Box as="li" key={app.appId} borderWidth="1px" borderColor="border.muted" borderRadius="l2" p="3">
                <HStack justify="space-between" wrap="wrap" mb={group ? '2' : '0'}>
                  <HStack gap="2">
                    <Text fontWeight="semibold">{name}</Text>
                    <Badge variant="outline">{appVersionLabel(app.version)}</Badge>
                  </HStack>
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    aria-label={`Remove app ${name}`}
                    onClick={() => update((c) => removeApp(c, app.appId))}
                  >
                    Remove
                  </Button>
                </HStack>
                {group ? (
                  <Stack as="fieldset" gap="2">
                    <chakra.legend textStyle="xs" color="fg.muted" mb="1">
                      Functions of {name}
                    </chakra.legend>
                    {group.functions.map((fn) => (
                      <CheckboxField
                        key={fn.name}
                        label={fn.name}
                        description={fn.description}
                        checked={isFunctionEnabled(draft.enabledFunctions, key, fn.name)}
                        onChange={(on) =>
                          update((c) => ({
                            ...c,
                            enabledFunctions: setFunctionEnabled(c.enabledFunctions, key, fn.name, on),
                          }))
                        }
                      />
                    ))}
                  </Stack>
                ) : null}
              </Box>
            );
          })}
        </Stack>
      )}
      {functionsState}
      {installed.length > 0 ? (
        <Stack gap="2" as="section" aria-label="Installed apps">
          <Text textStyle="sm" fontWeight="medium">
            Installed on this account
          </Text>
          <HStack gap="2" wrap="wrap">
            {installed.map((app) => (
              <Button
                key={app.appId}
                size="xs"
                variant="outline"
                aria-label={`Add ${app.name} v${app.version}`}
                onClick={() =>
                  update((c) => ({ ...c, apps: addApp(c.apps, { appId: app.appId, version: app.version }).apps }))
                }
              >
                <Plus aria-hidden="true" /> {app.name}
                <Badge variant="outline" size="xs">
                  v{app.version}
                </Badge>
              </Button>
            ))}
          </HStack>
        </Stack>
      ) : null}
      {onBrowseApps ? (
        <HStack gap="2" textStyle="sm" color="fg.muted" wrap="wrap">
          <Text>Install, update or set up apps in the catalogue.</Text>
          <Button size="xs" variant="ghost" onClick={onBrowseApps}>
            <Blocks aria-hidden="true" /> Browse apps
          </Button>
        </HStack>
      ) : null}
      <AddAppForm choices={choices} update={update} />
      {builtIns ? (
        <Text textStyle="xs" color="fg.muted">
          Always available: {builtIns.functions.map((f) => f.name).join(', ')}.
        </Text>
      ) : null}
    </Stack>
  );
}

/** "Add app": one of the catalogue's apps (by name) and one of its versions, with field errors. */
function AddAppForm({ choices, update }: { choices: readonly AppChoice[]; update: Update }) {
  const [appId, setAppId] = useState('');
  const [version, setVersion] = useState('');
  const [problems, setProblems] = useState<{ appId?: string; version?: string }>({});
  const id = useId();
  if (choices.length === 0) return null;
  const options: readonly SelectOption[] = [
    { value: '', label: 'Choose an app' },
    ...choices.map((c) => ({ value: c.appId, label: c.name })),
  ];
  const chosen = choices.find((c) => c.appId === appId);
  const add = () => {
    const found = addAppProblems({ appId, version }, choices);
    setProblems(found);
    if (found.appId || found.version) return;
    const entry = { appId, version: version.trim() };
    const result = addApp([], entry);
    // Spec 000 §5: the rule's message is only logged.
    if (result.error) return console.warn(result.error);
    update((c) => ({ ...c, apps: addApp(c.apps, entry).apps }));
    setAppId('');
    setVersion('');
  };
  return (
    <chakra.form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        add();
      }}
    >
      <Grid templateColumns={{ base: '1fr', sm: '2fr 1fr auto' }} gap="2" alignItems="start">
        <LabelledField label="App" error={problems.appId} ids={{ errorText: `${id}-app-error` }}>
          <OptionSelect
            // The select names its own description (the shared select does not take the field's).
            aria-describedby={problems.appId ? `${id}-app-error` : undefined}
            options={options}
            value={appId}
            onChange={(next) => {
              setAppId(next);
              setVersion(choices.find((c) => c.appId === next)?.suggested ?? '');
              setProblems({});
            }}
          />
        </LabelledField>
        <LabelledField
          label="Version"
          error={problems.version}
          ids={{ errorText: `${id}-version-error`, helperText: `${id}-version-help` }}
          helper={chosen ? `Available: ${chosen.versions.join(', ')}` : undefined}
        >
          <Input
            size="sm"
            aria-describedby={
              [problems.version ? `${id}-version-error` : '', chosen ? `${id}-version-help` : ''].join(' ').trim() ||
              undefined
            }
            value={version}
            onChange={(e) => {
              setVersion(e.currentTarget.value);
              setProblems((p) => ({ ...p, version: undefined }));
            }}
            placeholder="1.2.0"
            autoComplete="off"
          />
        </LabelledField>
        {/* Lined up with the inputs (below their labels) on wider screens. */}
        <Button type="submit" size="sm" variant="outline" mt={{ base: '0', sm: '6' }}>
          Add app
        </Button>
      </Grid>
    </chakra.form>
  );
}

/** A select setting's choices, with "Not set" first unless the setting names its own empty choice. */
function selectOptions(field: AdvancedField): readonly SelectOption[] {
  const options = field.options ?? [];
  return options.some((o) => o.value === '') ? options : [{ value: '', label: 'Not set' }, ...options];
}

function AdvancedInput({
  field,
  value,
  onChange,
}: {
  field: AdvancedField;
  value: unknown;
  onChange: (v: unknown) => void;
}) {
  const stored = advancedInput(field, value);
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (field.type === 'boolean') {
    return (
      <CheckboxField
        label={field.label}
        checked={stored === true}
        onChange={(on) => onChange(on)}
        description={field.help}
      />
    );
  }
  if (field.type === 'select') {
    return (
      <LabelledField label={field.label} helper={field.help}>
        <OptionSelect
          options={selectOptions(field)}
          value={String(stored)}
          onChange={(chosen) => {
            const result = coerceAdvanced(field, chosen);
            if ('value' in result) onChange(result.value);
          }}
        />
      </LabelledField>
    );
  }
  const shown = text ?? String(stored);
  return (
    <Field.Root invalid={!!error}>
      <Field.Label>
        {field.label}
        {field.unit ? (
          <Text as="span" color="fg.muted" fontWeight="normal">
            {' '}
            ({field.unit})
          </Text>
        ) : null}
      </Field.Label>
      <Input
        size="sm"
        value={shown}
        inputMode={field.type === 'integer' ? 'numeric' : undefined}
        onChange={(e) => {
          const input = e.currentTarget.value;
          setText(input);
          const result = coerceAdvanced(field, input);
          if ('error' in result) setError(result.error);
          else {
            setError(null);
            onChange(result.value);
          }
        }}
      />
      {error ? (
        <Field.ErrorText>{error}</Field.ErrorText>
      ) : field.help ? (
        <Field.HelperText>{field.help}</Field.HelperText>
      ) : null}
    </Field.Root>
  );
}

function setKey(c: Campaign, key: string, value: unknown): Campaign {
  const next: Record<string, unknown> = { ...c };
  if (value === undefined) delete next[key];
  else next[key] = value;
  return next as Campaign;
}

export function AdvancedSettings({ draft, update, open }: { draft: Campaign; update: Update; open?: boolean }) {
  const audio = readBackgroundAudio(draft.backgroundAudio);
  return (
    <chakra.details
      open={open}
      borderWidth="1px"
      borderColor="border"
      borderRadius="l3"
      bg="bg.panel"
      p={{ base: '4', md: '5' }}
    >
      <chakra.summary
        cursor="pointer"
        fontWeight="semibold"
        textStyle="md"
        _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
      >
        Advanced
        <Text as="span" color="fg.muted" fontWeight="normal" textStyle="sm" ms="2">
          Voice, language, speech engines, timing, transfers and background audio
        </Text>
      </chakra.summary>
      <Stack gap="6" mt="5">
        {ADVANCED_GROUPS.map((group) => (
          <Stack as="fieldset" key={group.id} gap="3">
            <chakra.legend fontWeight="semibold" textStyle="sm" mb="2">
              {group.title}
            </chakra.legend>
            <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="4">
              {group.fields.map((field) => (
                <AdvancedInput
                  key={field.key}
                  field={field}
                  value={draft[field.key]}
                  onChange={(value) => update((c) => setKey(c, field.key, value))}
                />
              ))}
            </Grid>
          </Stack>
        ))}
        <Stack as="fieldset" gap="3">
          <chakra.legend fontWeight="semibold" textStyle="sm" mb="2">
            Background audio
          </chakra.legend>
          <Field.Root>
            <Field.Label>Audio file address</Field.Label>
            <Input
              size="sm"
              type="url"
              value={audio?.url ?? ''}
              placeholder="https://…"
              onChange={(e) => {
                const url = e.currentTarget.value;
                update((c) =>
                  setKey(
                    c,
                    'backgroundAudio',
                    url ? { ...(readBackgroundAudio(c.backgroundAudio) ?? {}), url } : undefined,
                  ),
                );
              }}
            />
          </Field.Root>
          <HStack gap="6" wrap="wrap">
            <CheckboxField
              label="Loop"
              disabled={!audio}
              checked={audio?.loop ?? false}
              onChange={(loop) =>
                update((c) => setKey(c, 'backgroundAudio', { ...readBackgroundAudio(c.backgroundAudio)!, loop }))
              }
            />
            <CheckboxField
              label="Start after the greeting"
              disabled={!audio}
              checked={audio?.startAfterGreeting ?? false}
              onChange={(startAfterGreeting) =>
                update((c) =>
                  setKey(c, 'backgroundAudio', { ...readBackgroundAudio(c.backgroundAudio)!, startAfterGreeting }),
                )
              }
            />
          </HStack>
        </Stack>
      </Stack>
    </chakra.details>
  );
}
