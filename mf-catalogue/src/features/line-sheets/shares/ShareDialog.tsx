import { errorMessage, useRetailers, useShareLineSheet } from '@apparel/api-client';
import { LINE_SHEET_MSG, type LineSheetShare } from '@apparel/contracts';
import { notifySuccess, TYPED_DATE_FORMAT } from '@apparel/ui';
import { Button, Group, Modal, MultiSelect, Stack, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { useState } from 'react';
import { ShareLink } from './ShareLink';

interface ShareDialogProps {
  sheetId: number;
  sheetName: string;
  opened: boolean;
  onClose: () => void;
}

/**
 * Share a sheet with linked (ACCEPTED) retailers: one new private link each, with an optional last
 * day; then each link with "Copy link" and "Share on WhatsApp" (product.md §17). The links are shown
 * only here: the server keeps no token it could show again.
 */
export function ShareDialog({ sheetId, sheetName, opened, onClose }: ShareDialogProps) {
  const retailers = useRetailers();
  const share = useShareLineSheet();
  const [retailerIds, setRetailerIds] = useState<string[]>([]);
  const [expiresAt, setExpiresAt] = useState<string | null>(null);
  const [links, setLinks] = useState<LineSheetShare[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const options = (retailers.data ?? [])
    .filter((link) => link.status === 'ACCEPTED')
    .map(({ retailer }) => ({
      value: String(retailer.id),
      label: `${retailer.name} (${retailer.user.mobile})`,
    }));
  const close = () => {
    setRetailerIds([]);
    setExpiresAt(null);
    setLinks(null);
    setProblem(null);
    onClose();
  };
  const create = () => {
    if (retailerIds.length === 0) return setProblem(LINE_SHEET_MSG.atLeastOneRetailer);
    setProblem(null);
    share.mutate(
      { id: sheetId, share: { retailerIds: retailerIds.map(Number), expiresAt } },
      {
        onSuccess: (answer) => {
          setLinks(answer.shares);
          notifySuccess(LINE_SHEET_MSG.shared);
        },
        onError: (error) => setProblem(errorMessage(error)),
      },
    );
  };

  return (
    <Modal opened={opened} onClose={close} title={`Share ${sheetName}`} size="lg">
      {links ? (
        <Stack>
          <Text size="sm">
            Each retailer has its own link, with its own prices. Send it now: it is shown only once.
          </Text>
          {links.map((link) => (
            <ShareLink key={link.id} share={link} />
          ))}
          <Group justify="flex-end">
            <Button onClick={close}>Done</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <MultiSelect
            data-autofocus
            label="Retailers"
            description="Your accepted retailers; each gets a link of its own"
            placeholder={retailerIds.length ? undefined : 'Choose retailers'}
            data={options}
            value={retailerIds}
            onChange={setRetailerIds}
            searchable
            nothingFoundMessage={retailers.isPending ? 'Loading...' : 'No accepted retailers'}
            error={problem}
          />
          <DateInput
            label="Link opens until"
            description="Optional: the last day the links open"
            clearable
            clearButtonProps={{ 'aria-label': 'Clear Link opens until' }}
            valueFormat={TYPED_DATE_FORMAT}
            placeholder={TYPED_DATE_FORMAT}
            value={expiresAt}
            onChange={(value) => setExpiresAt(value || null)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button onClick={create} loading={share.isPending}>
              Create links
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
