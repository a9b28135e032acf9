import { describe, it, expect } from 'vitest';
import fs from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import type { App } from '@/api/generated/model';
import {
  SCHEMA_FORM_MESSAGES,
  appDataOf,
  fieldProblem,
  fieldsOfApp,
  formProblems,
  initialValues,
  labelOfName,
  schemaFields,
} from '@/lib/integrations';

/** Every app of the contract's examples that declares auth parameters (getApp's examples). */
function contractApps(): App[] {
  const spec = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../openapi/dist/openapi.json'), 'utf8'));
  const examples = spec.paths['/api/v2/apps/{appId}/{appVersion}'].get.responses['200'].content['application/json']
    .examples as Record<string, { $ref?: string; value?: { app: App } }>;
  return Object.values(examples).map((ex) => {
    const value = ex.$ref ? spec.components.examples[ex.$ref.split('/').pop()!].value : ex.value;
    return value.app as App;
  });
}

/** A richer auth schema of the kind apps declare: required, enums, formats and a secret. */
const CRM_APP = {
  appId: 'crm',
  appVersion: '1.0.0',
  dependencies: {
    providers: {
      auth: {
        type: 'apiKey',
        parameters: {
          required: ['subdomain', 'apiKey', 'region'],
          properties: {
            subdomain: { type: 'string', title: 'Subdomain', pattern: '^[a-z0-9-]+$', maxLength: 63 },
            apiKey: { type: 'string', format: 'password', title: 'API key', minLength: 8 },
            region: { type: 'string', enum: ['us', 'eu'], 'x-enumNames': ['United States', 'Europe'] },
            adminEmail: { type: 'string', format: 'email' },
            webhookUrl: { type: 'string', format: 'uri' },
            startDate: { type: 'string', format: 'date' },
            seats: { type: 'integer', minimum: 1, maximum: 50 },
            priority: { type: 'integer', enum: [1, 2, 3] },
            syncContacts: { type: 'boolean', default: true },
            clientSecret: { type: 'string' },
          },
        },
      },
    },
  },
};

describe('the auth form of the contract’s app examples', () => {
  const apps = contractApps();

  it('finds at least one example app with auth parameters', () => {
    expect(apps.some((a) => fieldsOfApp(a).length > 0)).toBe(true);
  });

  it.each(contractApps().map((a) => [a.appId, a] as const))(
    '%s: one field per property, typed and bounded',
    (_id, app) => {
      const properties = app.dependencies?.providers?.auth?.parameters?.properties ?? {};
      const fields = fieldsOfApp(app);
      expect(fields.map((f) => f.name)).toEqual(Object.keys(properties));
      for (const f of fields) {
        const schema = properties[f.name] as Record<string, unknown>;
        if (schema.type === 'integer') expect(f.kind).toBe('integer');
        if (typeof schema.title === 'string') expect(f.label).toBe(schema.title);
        if (typeof schema.maxLength === 'number') expect(f.maxLength).toBe(schema.maxLength);
        if (typeof schema.minimum === 'number') expect(f.minimum).toBe(schema.minimum);
      }
    },
  );

  it('google-calendar: starts from the stored app data and sends numbers as numbers', () => {
    const app = apps.find((a) => a.appId === 'google-calendar')!;
    const fields = fieldsOfApp(app);
    const values = initialValues(fields, app.appData);
    expect(values).toEqual({ calendarId: 'primary', defaultDurationMinutes: '30' });
    expect(formProblems(fields, values, app.appData)).toEqual({});
    expect(formProblems(fields, { ...values, defaultDurationMinutes: '4' }, app.appData)).toEqual({
      defaultDurationMinutes: SCHEMA_FORM_MESSAGES.min(5),
    });
    expect(formProblems(fields, { ...values, defaultDurationMinutes: '4.5' }, app.appData)).toEqual({
      defaultDurationMinutes: SCHEMA_FORM_MESSAGES.integer,
    });
    expect(appDataOf(fields, { ...values, defaultDurationMinutes: '45' })).toEqual({
      calendarId: 'primary',
      defaultDurationMinutes: 45,
    });
  });
});

describe('the auth form’s rules', () => {
  const fields = fieldsOfApp(CRM_APP as App);
  const kinds = Object.fromEntries(fields.map((f) => [f.name, f.kind]));

  it('chooses a control per type and format; secrets are password fields', () => {
    expect(kinds).toEqual({
      subdomain: 'text',
      apiKey: 'secret',
      region: 'select',
      adminEmail: 'email',
      webhookUrl: 'url',
      startDate: 'date',
      seats: 'integer',
      priority: 'select',
      syncContacts: 'boolean',
      clientSecret: 'secret',
    });
    expect(fields.find((f) => f.name === 'region')!.options).toEqual([
      { value: 'us', label: 'United States' },
      { value: 'eu', label: 'Europe' },
    ]);
    expect(fields.filter((f) => f.required).map((f) => f.name)).toEqual(['subdomain', 'apiKey', 'region']);
  });

  it('never prefills a secret, and an empty one keeps the stored value', () => {
    const stored = { subdomain: 'acme', apiKey: 'sk_live_stored', region: 'eu' };
    const values = initialValues(fields, stored);
    expect(values.apiKey).toBe('');
    expect(values.syncContacts).toBe(true);
    expect(formProblems(fields, values, stored)).toEqual({});
    expect(appDataOf(fields, values)).not.toHaveProperty('apiKey');
    expect(formProblems(fields, values, {}).apiKey).toBe(SCHEMA_FORM_MESSAGES.required);
  });

  it.each([
    ['subdomain', 'Acme Corp', SCHEMA_FORM_MESSAGES.pattern],
    ['subdomain', 'acme', null],
    ['apiKey', 'short', SCHEMA_FORM_MESSAGES.minLength(8)],
    ['region', 'asia', SCHEMA_FORM_MESSAGES.option],
    ['adminEmail', 'nobody', SCHEMA_FORM_MESSAGES.email],
    ['adminEmail', 'ops@acme.example', null],
    ['webhookUrl', 'javascript:alert(1)', SCHEMA_FORM_MESSAGES.url],
    ['startDate', '2025-13-01', SCHEMA_FORM_MESSAGES.date],
    ['startDate', '2025-02-30', SCHEMA_FORM_MESSAGES.date],
    ['startDate', '11/24/2025', SCHEMA_FORM_MESSAGES.date],
    ['startDate', '2024-02-29', null],
    ['startDate', '2025-11-24', null],
    ['seats', '51', SCHEMA_FORM_MESSAGES.max(50)],
    ['seats', '0', SCHEMA_FORM_MESSAGES.min(1)],
    ['seats', '', null],
    ['subdomain', '', SCHEMA_FORM_MESSAGES.required],
  ])('%s = %j → %j', (name, value, problem) => {
    expect(
      fieldProblem(
        fields.find((f) => f.name === name)!,
        value,
      ),
    ).toBe(problem);
  });

  it('sends enums in their own type and leaves empty optional fields out', () => {
    const values = {
      ...initialValues(fields, {}),
      subdomain: 'acme',
      apiKey: 'sk_live_12345678',
      region: 'us',
      priority: '2',
    };
    expect(appDataOf(fields, values, CRM_APP.dependencies.providers.auth.parameters.properties)).toEqual({
      subdomain: 'acme',
      apiKey: 'sk_live_12345678',
      region: 'us',
      priority: 2,
      syncContacts: true,
    });
  });

  it('skips properties that are not schemas and survives any schema (property)', () => {
    expect(schemaFields({ a: 'x', b: null, c: { type: 'string' } }).map((f) => f.name)).toEqual(['c']);
    fc.assert(
      fc.property(fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue()), (props) => {
        const fs2 = schemaFields(props);
        const values = initialValues(fs2, {});
        formProblems(fs2, values, {});
        appDataOf(fs2, values, props);
      }),
    );
  });

  it.each([
    ['defaultDurationMinutes', 'Default duration minutes'],
    ['api_key', 'Api key'],
    ['calendarId', 'Calendar id'],
  ])('labels %s as %j', (name, label) => expect(labelOfName(name)).toBe(label));
});
