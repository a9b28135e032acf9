// The knowledge page's building blocks: a titled section (the bases, the pages, the sitemap import,
// the question) and a form that checks its own fields before it asks the server.
import type { ReactNode } from 'react';
import { Heading, Stack, chakra } from '@chakra-ui/react';

/** A section named by its heading: an h2, or an h3 for a part of another section. */
export function KbSection({
  id,
  title,
  gap,
  part = false,
  children,
}: {
  id: string;
  title: string;
  gap: '2' | '3' | '4';
  part?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap={gap} as="section" aria-labelledby={id}>
      <Heading as={part ? 'h3' : 'h2'} size={part ? 'xs' : 'sm'} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A form named by `label` whose submit (the button, or Enter) calls `onSubmit`; the browser's
 * own validation is off, `onSubmit` checks the fields. */
export function KbForm({ label, onSubmit, children }: { label: string; onSubmit: () => void; children: ReactNode }) {
  return (
    <chakra.form
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit();
      }}
    >
      {children}
    </chakra.form>
  );
}
