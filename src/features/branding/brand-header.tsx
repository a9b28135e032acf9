import { HStack, Heading, Image, Link } from '@chakra-ui/react';
import { useBranding } from './use-branding';

/** The brand of the visiting domain (white-label) or the product's own. */
export function BrandName() {
  const { name, logo } = useBranding();
  return (
    <HStack gap="2">
      {logo ? <Image src={logo} alt="" boxSize="6" referrerPolicy="no-referrer" /> : null}
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
