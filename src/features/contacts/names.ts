import type { ContactFields } from '@/lib/contacts';
import { contactDisplayName } from '@/lib/contacts';

export const UNNAMED_CONTACT = 'Unnamed contact';

/** The name a contact is shown and announced by. */
export const contactName = (fields: ContactFields | null | undefined): string =>
  contactDisplayName(fields) ?? UNNAMED_CONTACT;

/** Error text with enough contrast on the dialog background in both themes (fg.error is too light). */
export const ERROR_TEXT_COLOR = { base: 'red.700', _dark: 'red.300' } as const;
