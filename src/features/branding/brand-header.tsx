import { useState } from 'react';
import { Center, HStack, Heading, Image, Link } from '@chakra-ui/react';
import { useBranding } from './use-branding';

/** The brand of the visiting domain (white-label) or the product's own. */
export function BrandName() {
  const { name, logo } = useBranding();
  // A logo that fails to load gives way to the brand's initial in its place (no broken-image
  // icon); without a logo there is only the name.
  const [failed, setFailed] = useState<string | null>(null);
  const initial = name.trim().charAt(0).toUpperCase();
  return (
    <HStack gap="2">
      {logo && failed !== logo ? (
        <Image src={logo} alt="" boxSize="6" referrerPolicy="no-referrer" onError={() => setFailed(logo)} />
      ) : logo && initial ? (
        <Center
          aria-hidden="true"
          data-testid="brand-initial"
          boxSize="6"
          rounded="md"
          bg="blue.solid"
          color="blue.contrast"
          fontWeight="semibold"
          textStyle="sm"
        >
          {initial}
        </Center>
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
