import type { ReactNode } from 'react';
import { Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { OnboardingStep } from '@/lib/onboarding';

/** Each step's heading and one-line explanation. */
export const STEP_TEXT: Readonly<Record<OnboardingStep, { title: string; description: string }>> = {
  WELCOME: {
    title: 'Let’s build your agent',
    description: 'Start from a ready-made template or from a blank agent. You can change everything later.',
  },
  SELECT_TEMPLATE: { title: 'Choose a template', description: 'Pick the one closest to what your agent will do.' },
  SETUP_TEMPLATE: { title: 'Tell us about your business', description: 'One question at a time.' },
  SETUP_INTEGRATIONS: {
    title: 'Connect your tools',
    description: 'The template works with these services. Connect them now or skip for later.',
  },
  SELECT_TIMEZONE: { title: 'Your time zone', description: 'The agent books and answers in this time zone.' },
  SELECT_VOICE: { title: 'Pick a voice', description: 'How your agent sounds on calls.' },
  GENERATE_AGENT: { title: 'Create your agent', description: 'We set up the agent with what you chose.' },
  EDIT_AGENT: { title: 'Review the instructions', description: 'This is what your agent follows on every call.' },
  TEST_AGENT: { title: 'Try your agent', description: 'Chat with it the way a caller would.' },
  CHOOSE_NUMBER: { title: 'Get a phone number', description: 'Callers reach your agent on this number.' },
  SCHEDULE_CALL: {
    title: 'Talk with an expert',
    description: 'Book a free call and we will help you fine-tune your agent.',
  },
};

/** A step's body: its heading, explanation, content and the row of actions under it. */
export function StepLayout({
  step,
  children,
  actions,
}: {
  step: OnboardingStep;
  children?: ReactNode;
  actions?: ReactNode;
}) {
  const text = STEP_TEXT[step];
  return (
    <Stack gap="5" data-step={step}>
      <Stack gap="1">
        <Heading as="h2" size={{ base: 'lg', md: 'xl' }}>
          {text.title}
        </Heading>
        <Text color="fg.muted">{text.description}</Text>
      </Stack>
      {children}
      {actions ? (
        <HStack gap="2" justify="flex-end" flexWrap="wrap" pt="2">
          {actions}
        </HStack>
      ) : null}
    </Stack>
  );
}
