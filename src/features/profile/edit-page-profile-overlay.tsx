import { useState } from 'react';
import { SegmentGroup, Stack, Switch, Text } from '@chakra-ui/react';
import type { Account } from '@/api/generated/model';
import { toast } from '@/components/feedback';
import { humanMessage } from '@/lib/errors';
import { editableLinks, linksPayload, readLinksConfig, type LinksConfig } from '@/lib/profile';
import type { OverlayProps } from '@/overlays';
import { useSaveLinks } from './api';
import { OwnAccount } from './own-account';
import { FormActions, FormError } from '@/components/form-actions';

function PageOptions({ account, close }: { account: Account; close: () => void }) {
  const [config, setConfig] = useState<LinksConfig>(() => readLinksConfig(account.linksConfig));
  const save = useSaveLinks();
  const submit = () =>
    save.mutate(
      { links: linksPayload(editableLinks(account.links)), linksConfig: { ...account.linksConfig, ...config } },
      {
        onSuccess: () => {
          toast('Page saved', { type: 'success' });
          close();
        },
      },
    );
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Text fontWeight="medium" id="links-style">
          How links look
        </Text>
        <SegmentGroup.Root
          value={config.style}
          onValueChange={(d) => setConfig((c) => ({ ...c, style: d.value === 'buttons' ? 'buttons' : 'list' }))}
          aria-labelledby="links-style"
          size="sm"
        >
          <SegmentGroup.Indicator />
          <SegmentGroup.Items
            items={[
              { value: 'list', label: 'List' },
              { value: 'buttons', label: 'Buttons' },
            ]}
          />
        </SegmentGroup.Root>
      </Stack>
      <Switch.Root
        checked={config.showPhone}
        onCheckedChange={(d) => setConfig((c) => ({ ...c, showPhone: d.checked }))}
      >
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>Show my agent’s phone number</Switch.Label>
      </Switch.Root>
      {save.error ? <FormError>Your page was not saved: {humanMessage(save.error)}</FormError> : null}
      <FormActions onCancel={close} pending={save.isPending} label="Save page" onConfirm={submit} />
    </Stack>
  );
}

/** The editPageProfile overlay (`?editPageProfile`): how the public page shows its links. */
export default function EditPageProfileOverlay({ close }: OverlayProps) {
  return <OwnAccount>{(account) => <PageOptions account={account} close={close} />}</OwnAccount>;
}
