// The agent editor's pure rules: the campaign shape, apps, actions and functions, comparison,
// auto-save and publish timing, advanced settings and versions.
export * from './campaign';
export * from './compare';
export * from './autosave';
export * from './advanced';
export * from './versions';

/** The fixed prompt of the runWebhook action: it makes the agent call its webhook function
 * (the contract's runPrompt example; the spec names the prompt without giving its words). */
export const RUN_WEBHOOK_PROMPT = 'Run the webhook function now.';
