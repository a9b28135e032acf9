import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Badge, Box, Button, Field, HStack, Image, Input, Link, List, Stack, Text, chakra } from '@chakra-ui/react';
import { Globe } from 'lucide-react';
import type { Domain } from '@/api/generated/model';
import { EmptyState, QueryState } from '@/components/query-state';
import { confirmDialog, toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { sanitizeUrl } from '@/lib/url';
import {
  canDeleteDomain,
  domainPreviewOf,
  domainProblem,
  normalizeDomain,
  safeHexColor,
  sortDomains,
} from '@/lib/developer';
import {
  domainLookupQueryOptions,
  domainsQueryOptions,
  useAddDomainName,
  useMakeDefaultDomain,
  useRemoveDomainName,
} from './api';
import { ErrorText, Panel, resolverOf } from './parts';

/** What the lookup answers for a domain: its brand name, logo, colours and support address, or "not found". */
function BrandingPreview({ domain }: { domain: string }) {
  const lookup = useQuery(domainLookupQueryOptions(domain));
  return (
    <Box borderWidth="1px" rounded="l2" p="3" aria-label={`Branding on ${domain}`} role="region">
      <QueryState query={lookup} pendingLabel={`Looking up ${domain}`}>
        {(answer) => {
          const preview = domainPreviewOf(answer);
          if (preview.kind !== 'profile')
            return (
              <Text fontSize="sm" color={preview.kind === 'invalid' ? 'fg.error' : 'fg.muted'}>
                {domain}: {preview.text}
              </Text>
            );
          const { profile } = preview;
          const logo = sanitizeUrl(profile.logo);
          const support = sanitizeUrl(profile.supportUrl, { allow: ['mailto'] });
          const colors = (['primary', 'secondary', 'accent'] as const)
            .map((k) => ({ name: k, value: safeHexColor(profile.colors?.[k]) }))
            .filter((c): c is { name: 'primary' | 'secondary' | 'accent'; value: string } => c.value !== null);
          return (
            <Stack gap="2">
              <HStack gap="3">
                {logo ? <Image src={logo} alt="" boxSize="8" rounded="sm" /> : null}
                <Text fontWeight="semibold">{profile.name}</Text>
              </HStack>
              {colors.length ? (
                <HStack gap="2" aria-label="Brand colours" role="list">
                  {colors.map((c) => (
                    <HStack key={c.name} gap="1" role="listitem">
                      <Box
                        boxSize="4"
                        rounded="sm"
                        borderWidth="1px"
                        style={{ backgroundColor: c.value }}
                        aria-hidden="true"
                      />
                      <Text fontSize="xs">
                        {c.name} {c.value}
                      </Text>
                    </HStack>
                  ))}
                </HStack>
              ) : null}
              {support ? (
                <Text fontSize="sm">
                  Help goes to{' '}
                  <Link href={support} target="_blank" rel="noopener noreferrer" colorPalette="blue">
                    {support}
                  </Link>
                </Text>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Box>
  );
}

function DomainRow({
  domain,
  previewing,
  onPreview,
  onDefault,
  onRemove,
  busy,
}: {
  domain: Domain;
  previewing: boolean;
  onPreview: () => void;
  onDefault: () => void;
  onRemove: () => void;
  busy: boolean;
}) {
  return (
    <List.Item>
      <Stack gap="2" w="full">
        <HStack justify="space-between" wrap="wrap" gap="2">
          <HStack gap="2" wrap="wrap">
            <Text fontWeight="medium">{domain.domain}</Text>
            {domain.default ? <Badge colorPalette="blue">Default</Badge> : null}
            <Badge colorPalette={domain.verified ? 'green' : 'orange'}>
              {domain.verified ? 'Verified' : 'DNS not verified'}
            </Badge>
          </HStack>
          <HStack gap="2" wrap="wrap">
            <Button size="xs" variant="outline" aria-expanded={previewing} onClick={onPreview}>
              {previewing ? 'Hide branding' : 'Preview branding'}
            </Button>
            {!domain.default ? (
              <Button
                size="xs"
                variant="outline"
                disabled={busy}
                onClick={onDefault}
                aria-label={`Make ${domain.domain} the default`}
              >
                Make default
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="outline"
              colorPalette="red"
              disabled={busy || !canDeleteDomain(domain)}
              onClick={onRemove}
              aria-label={`Delete ${domain.domain}`}
              title={canDeleteDomain(domain) ? undefined : 'The default domain cannot be deleted'}
            >
              Delete
            </Button>
          </HStack>
        </HStack>
        {previewing ? <BrandingPreview domain={domain.domain} /> : null}
      </Stack>
    </List.Item>
  );
}

/** White-label domains: list, add, delete, make default, and a preview of each one's branding. */
export function DomainsPanel({ targetAccountId }: { targetAccountId: number | undefined }) {
  const { data } = useSuspenseQuery(domainsQueryOptions(targetAccountId));
  const domains = sortDomains(data.domains);
  const [previewing, setPreviewing] = useState<string | null>(null);
  const add = useAddDomainName(targetAccountId);
  const remove = useRemoveDomainName(targetAccountId);
  const makeDefault = useMakeDefaultDomain(targetAccountId);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<{ domain: string }>({
    defaultValues: { domain: '' },
    resolver: resolverOf((v: { domain: string }) => {
      const p = domainProblem(v.domain, domains);
      return p ? { domain: p } : {};
    }),
  });
  const submit = handleSubmit((v) => {
    const domain = normalizeDomain(v.domain);
    if (domain)
      add.add(domain, () => {
        reset();
        setPreviewing(domain);
        toast('Domain added', { type: 'success' });
      });
  });
  const ask = async (domain: Domain) => {
    const outcome = await confirmDialog({
      title: `Delete ${domain.domain}?`,
      details: 'The console and public pages stop being served on this domain.',
      confirmText: 'Delete domain',
      cancelText: 'Keep domain',
      confirmColor: 'red',
    });
    if (outcome === 'confirm') remove.remove(domain.domain, () => toast('Domain deleted', { type: 'success' }));
  };
  const busy = add.isPending || remove.isPending || makeDefault.isPending;
  const error = remove.error ?? makeDefault.error;
  return (
    <Panel
      title="Domains"
      description="Serve the console and your public pages on your own domain, with your branding. Point the domain's DNS at the platform, then add it here."
    >
      <chakra.form onSubmit={submit} noValidate aria-label="Add a domain">
        <HStack gap="2" align="start" wrap="wrap">
          <Field.Root invalid={!!errors.domain} flex="1" minW="56">
            <Field.Label>Domain</Field.Label>
            <Input placeholder="app.example.com" autoComplete="off" {...register('domain')} />
            <Field.ErrorText>{errors.domain?.message}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" size="sm" mt={{ base: 0, md: '6' }} loading={add.isPending}>
            Add domain
          </Button>
        </HStack>
      </chakra.form>
      {add.error ? <ErrorText>Could not add the domain: {humanMessage(add.error)}</ErrorText> : null}
      {error ? <ErrorText>Could not change the domain: {humanMessage(error)}</ErrorText> : null}
      {domains.length === 0 ? (
        <EmptyState
          icon={<Globe />}
          title="No domains yet"
          description="The platform's own domain is used until you add one."
        />
      ) : (
        <List.Root gap="3" variant="plain" aria-label="Domains">
          {domains.map((d) => (
            <DomainRow
              key={d.domain}
              domain={d}
              busy={busy}
              previewing={previewing === d.domain}
              onPreview={() => setPreviewing(previewing === d.domain ? null : d.domain)}
              onDefault={() =>
                makeDefault.makeDefault(d.domain, () => toast(`${d.domain} is the default`, { type: 'success' }))
              }
              onRemove={() => void ask(d)}
            />
          ))}
        </List.Root>
      )}
    </Panel>
  );
}
