import { type LineSheetShare, whatsappUrl } from '@apparel/contracts';
import { notifyError, notifySuccess } from '@apparel/ui';
import { Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';

/** The message the server wrote into the share's WhatsApp link (the sheet, its order-by date, the link). */
export const defaultMessageOf = (share: LineSheetShare) =>
  share.whatsappUrl ? (new URL(share.whatsappUrl).searchParams.get('text') ?? '') : (share.url ?? '');

/**
 * One new link: "Copy link", and "Share on WhatsApp" with the message as typed here (it starts as
 * the server's default), sent to the retailer's mobile (product.md §17).
 */
export function ShareLink({ share }: { share: LineSheetShare }) {
  const [message, setMessage] = useState(() => defaultMessageOf(share));
  const url = share.url ?? '';
  const whatsapp =
    share.whatsappUrl && message === defaultMessageOf(share)
      ? share.whatsappUrl
      : whatsappUrl(share.retailerMobile, message);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      notifySuccess('Link copied');
    } catch {
      notifyError('The link could not be copied: select it and copy it yourself.');
    }
  };
  return (
    <Paper withBorder p="sm" component="section" aria-label={`Link for ${share.retailerName}`}>
      <Stack gap="xs">
        <Text fw={600}>
          {share.retailerName}{' '}
          <Text span c="dimmed" size="sm">
            {share.retailerMobile}
          </Text>
        </Text>
        <TextInput
          label={`Link for ${share.retailerName}`}
          value={url}
          readOnly
          onFocus={(e) => e.currentTarget.select()}
        />
        <Textarea
          label={`WhatsApp message for ${share.retailerName}`}
          rows={3}
          value={message}
          onChange={(event) => setMessage(event.currentTarget.value)}
        />
        <Group gap="xs">
          <Button
            variant="default"
            onClick={() => void copy()}
            aria-label={`Copy link for ${share.retailerName}`}
          >
            Copy link
          </Button>
          <Button
            component="a"
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Share on WhatsApp with ${share.retailerName}`}
          >
            Share on WhatsApp
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
