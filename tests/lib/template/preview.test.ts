import { describe, it, expect } from 'vitest';
import { appDisplayName, hasTemplateSyntax, renderTemplate, templatePreviewValues } from '@/lib/template';

describe('the filled preview of an agent built from a template', () => {
  it.each([
    ['You are the front desk of {practiceName}.', true],
    ['{#offersWhitening=yes}Whitening{/offersWhitening}', true],
    ['Plain text, no braces.', false],
    ['A lone { brace }', false],
  ])('%j uses template syntax: %s', (text, expected) => {
    expect(hasTemplateSyntax(text)).toBe(expected);
  });

  it('the chosen answers fill the text over the template defaults; placeholders in values resolve', () => {
    const values = templatePreviewValues(
      [
        { key: 'practiceName', type: 'text' },
        { key: 'offersWhitening', type: 'select', value: 'no' },
        { key: 'greeting', type: 'text', value: 'Welcome to {practiceName}' },
      ],
      [
        { key: 'practiceName', value: 'Sunrise Dental' },
        { key: 'offersWhitening', value: 'yes' },
        { key: 'greeting', value: '' },
      ],
    );
    expect(
      renderTemplate(
        '{greeting}. {#offersWhitening=yes}We whiten.{/offersWhitening}{#offersWhitening=no}No.{/offersWhitening}',
        values,
      ),
    ).toBe('Welcome to Sunrise Dental. We whiten.');
  });
});

describe('app names', () => {
  it.each([
    ['google-calendar', 'Google Calendar'],
    ['calendly', 'Calendly'],
    ['crm_sync.v2', 'Crm Sync V2'],
    ['', ''],
  ])('%j shows as %j', (id, name) => {
    expect(appDisplayName(id)).toBe(name);
  });
});
