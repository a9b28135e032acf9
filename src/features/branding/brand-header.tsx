import { useState } from 'react';
import { HStack, Heading, Image, Link } from '@chakra-ui/react';
import { useBranding } from './use-branding';

/** The brand of the visiting domain (white-label) or the product's own. */
export function BrandName() {
  const { name, logo } = useBranding();
  // A logo that fails to load is dropped (no broken-image icon); the name stays.
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <HStack gap="2">
      {logo && failed !== logo ? (
        <Image src={logo} alt="" boxSize="6" referrerPolicy="no-referrer" onError={() => setFailed(logo)} />
      ) : null}
      <Heading as="p" size="md">
        {name}
      </Heading>
    </HStack>
  );
}

/** Help goes to the domain's support URL when one is set, else the product's help page. */
export function HelpLink() {
  const { helpUrl } = useBranding();
  return (
    <Link href={helpUrl} target="_blank" rel="noopener noreferrer" fontSize="sm">
      Help
    </Link>
  );
}
