// WELCOME, SELECT_TEMPLATE and SETUP_TEMPLATE.
import { useMemo, useState, type ReactNode } from 'react';
import {
  Badge,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Input,
  RadioGroup,
  SimpleGrid,
  Stack,
  Text,
  chakra,
} from '@chakra-ui/react';
import { LayoutTemplate, Sparkles } from 'lucide-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { EmptyState, QueryState } from '@/components/query-state';
import { SearchInput } from '@/components/search-input';
import {
  BUILD_FROM_SCRATCH,
  BUILD_FROM_TEMPLATE,
  chooseMethod,
  currentField,
  goToStep,
  isFieldSkipped,
  nextField,
  previousField,
  selectTemplate,
  setFieldValue,
  type OnboardingTemplate,
} from '@/lib/onboarding';
import {
  MULTI_SELECT_TYPE,
  SELECT_TYPE,
  fieldKind,
  resolvePlaceholders,
  sanitizeOptions,
  valueToText,
} from '@/lib/template';
import { failureMessage, onboardingTemplateQueryOptions, onboardingTemplatesQueryOptions } from '../api';
import { StepLayout } from '../step-layout';
import { useOnboarding } from '../use-onboarding';
import { BackButton } from './back-button';
import { ContinueButton } from '../continue-button';

export function WelcomeStep() {
  const { state, dispatch } = useOnboarding();
  const choice = (method: typeof BUILD_FROM_TEMPLATE | typeof BUILD_FROM_SCRATCH) =>
    dispatch(chooseMethod(state, method));
  return (
    <StepLayout step="WELCOME">
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="3">
        <MethodCard
          icon={<LayoutTemplate />}
          title="Start from a template"
          description="Answer a few questions and get an agent built for your kind of business."
          badge="Recommended"
          onSelect={() => choice(BUILD_FROM_TEMPLATE)}
        />
        <MethodCard
          icon={<Sparkles />}
          title="Start from scratch"
          description="A blank agent you write the instructions for yourself."
          onSelect={() => choice(BUILD_FROM_SCRATCH)}
        />
      </SimpleGrid>
    </StepLayout>
  );
}

function MethodCard(props: {
  icon: ReactNode;
  title: string;
  description: string;
  badge?: string;
  onSelect: () => void;
}) {
  return (
    <chakra.button
      type="button"
      onClick={props.onSelect}
      textAlign="start"
      layerStyle="panel"
      p="5"
      _hover={{ borderColor: 'colorPalette.solid', bg: 'bg.subtle' }}
      focusVisibleRing="outside"
      colorPalette="blue"
      transition="background 0.15s, border-color 0.15s"
    >
      <Stack gap="2">
        <Box fontSize="2xl" color="colorPalette.fg" aria-hidden="true">
          {props.icon}
        </Box>
        <Text fontWeight="semibold" display="flex" gap="2" alignItems="center">
          {props.title}
          {props.badge ? (
            <Badge colorPalette="green" size="sm">
              {props.badge}
            </Badge>
          ) : null}
        </Text>
        <Text color="fg.muted" textStyle="sm">
          {props.description}
        </Text>
      </Stack>
    </chakra.button>
  );
}

interface TemplateSummary {
  id: string;
  title?: string;
  description?: string;
}

export function SelectTemplateStep() {
  const { state, acting, dispatch } = useOnboarding();
  const queryClient = useQueryClient();
  const templates = useQuery(onboardingTemplatesQueryOptions(acting.targetAccountId));
  const [filter, setFilter] = useState('');
  const [opening, setOpening] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const choose = async (id: string) => {
    setOpening(id);
    setError(null);
    try {
      const answer = await queryClient.fetchQuery(onboardingTemplateQueryOptions(id, acting.targetAccountId));
      dispatch(selectTemplate(state, answer.template as OnboardingTemplate));
    } catch (e) {
      setError(failureMessage(e, 'The template could not be loaded. Try again.'));
    } finally {
      setOpening(null);
    }
  };

  return (
    <StepLayout step="SELECT_TEMPLATE" actions={<BackButton />}>
      <SearchInput label="Search templates" value={filter} onChange={setFilter} />
      {error ? (
        <Text role="alert" color="fg.error">
          {error}
        </Text>
      ) : null}
      <QueryState
        query={templates}
        pendingLabel="Loading templates"
        errorMessage="The templates could not be loaded."
        isEmpty={(data) => (data.templates ?? []).length === 0}
        empty={{ title: 'No templates yet', description: 'Start from scratch instead, from the first step.' }}
      >
        {(data) => {
          const q = filter.trim().toLowerCase();
          const list = ((data.templates ?? []) as TemplateSummary[]).filter(
            (t) => !q || (t.title ?? '').toLowerCase().includes(q) || (t.description ?? '').toLowerCase().includes(q),
          );
          if (list.length === 0) return <EmptyState title="No template matches" description="Try another word." />;
          return (
            <Stack as="ul" listStyleType="none" gap="2" aria-label="Templates">
              {list.map((t) => (
                <Card.Root as="li" key={t.id} size="sm" variant="outline">
                  <Card.Body>
                    <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
                      <Stack gap="1" flex="1" minW="0">
                        <Text fontWeight="semibold">{t.title || t.id}</Text>
                        {t.description ? (
                          <Text textStyle="sm" color="fg.muted">
                            {t.description}
                          </Text>
                        ) : null}
                      </Stack>
                      <Button
                        size="sm"
                        colorPalette={state.templateId === t.id ? 'green' : 'blue'}
                        onClick={() => void choose(t.id)}
                        loading={opening === t.id}
                        disabled={opening !== null && opening !== t.id}
                        aria-label={`Use ${t.title || t.id}`}
                      >
                        {state.templateId === t.id ? 'Continue' : 'Use template'}
                      </Button>
                    </Stack>
                  </Card.Body>
                </Card.Root>
              ))}
            </Stack>
          );
        }}
      </QueryState>
    </StepLayout>
  );
}

export function SetupTemplateStep() {
  const { state, dispatch } = useOnboarding();
  const resolved = useMemo(() => resolvePlaceholders(state.templateFields), [state.templateFields]);
  const field = currentField(state);
  const shown = resolved[state.fieldIndex];
  if (!field || !shown) {
    return (
      <StepLayout step="SETUP_TEMPLATE">
        <EmptyState
          title="Choose a template first"
          description="The questions come from the template you pick."
          action={
            <Button size="sm" onClick={() => dispatch(goToStep(state, 'SELECT_TEMPLATE'))}>
              Choose a template
            </Button>
          }
        />
      </StepLayout>
    );
  }
  const open = state.templateFields.map((_, i) => i).filter((i) => !isFieldSkipped(state, i));
  const position = open.indexOf(state.fieldIndex) + 1;
  const kind = fieldKind(field);
  const options = sanitizeOptions(field.options);
  const set = (value: unknown) => dispatch(setFieldValue(state, field.key, value));
  const label = field.label || field.key;
  const inputId = `onboarding-field-${field.key}`;

  return (
    <StepLayout
      step="SETUP_TEMPLATE"
      actions={
        <>
          <Button variant="ghost" onClick={() => dispatch(previousField(state))}>
            Back
          </Button>
          <ContinueButton onClick={() => dispatch(nextField(state))} />
        </>
      }
    >
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        Question {Math.max(1, position)} of {Math.max(1, open.length)}
      </Text>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          dispatch(nextField(state));
        }}
      >
        {kind === SELECT_TYPE ? (
          <Stack gap="2">
            <Text fontWeight="medium" id={`${inputId}-label`}>
              {label}
            </Text>
            <RadioGroup.Root
              aria-labelledby={`${inputId}-label`}
              value={typeof field.value === 'string' ? field.value : null}
              onValueChange={(e) => set(e.value)}
            >
              <Stack gap="2">
                {options.map((o) => (
                  <RadioGroup.Item key={o.value} value={o.value}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{o.label ?? o.value}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </Stack>
            </RadioGroup.Root>
          </Stack>
        ) : kind === MULTI_SELECT_TYPE ? (
          <Stack gap="2" role="group" aria-labelledby={`${inputId}-label`}>
            <Text fontWeight="medium" id={`${inputId}-label`}>
              {label}
            </Text>
            {options.map((o) => {
              const list = Array.isArray(field.value) ? (field.value as string[]) : [];
              const checked = list.includes(o.value);
              return (
                <Checkbox.Root
                  key={o.value}
                  checked={checked}
                  onCheckedChange={(e) =>
                    set(e.checked === true ? [...list, o.value] : list.filter((v) => v !== o.value))
                  }
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{o.label ?? o.value}</Checkbox.Label>
                </Checkbox.Root>
              );
            })}
          </Stack>
        ) : (
          <Field.Root>
            <Field.Label htmlFor={inputId}>{label}</Field.Label>
            <Input
              id={inputId}
              value={valueToText(field.value)}
              placeholder={shown.placeholder}
              onChange={(e) => set(e.currentTarget.value)}
              autoFocus
            />
          </Field.Root>
        )}
      </form>
    </StepLayout>
  );
}
