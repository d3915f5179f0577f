import { errorMessage, useDeleteMedia } from '@apparel/api-client';
import { type MediaItem, mediaKind } from '@apparel/contracts';
import { ConfirmButton, notifyError, notifySuccess } from '@apparel/ui';
import { Anchor, AspectRatio, Button, Card, Center, Group, Image, Text } from '@mantine/core';
import { MEDIA_TEXTS } from '../../shared/texts';

const absoluteUrl = (url: string) => new URL(url, window.location.origin).href;

function Preview({ item }: { item: MediaItem }) {
  const kind = mediaKind(item.type);
  if (kind === 'image')
    return <Image src={item.url} alt={item.filename} fit="contain" h="100%" loading="lazy" />;
  if (kind === 'video')
    return (
      // biome-ignore lint/a11y/useMediaCaption: uploaded product videos come without caption tracks
      <video
        src={item.url}
        controls
        preload="metadata"
        aria-label={item.filename}
        style={{ width: '100%', height: '100%' }}
      />
    );
  return (
    <Center h="100%">
      {/* Body text colour, underlined: the tinted preview box is too light for a coloured link in dark mode. */}
      <Anchor
        href={item.url}
        target="_blank"
        rel="noopener noreferrer"
        c="var(--mantine-color-text)"
        underline="always"
      >
        View {item.filename}
      </Anchor>
    </Center>
  );
}

/** One media file: its image, video player or link, the file name, Copy URL and Delete. */
export function MediaCard({ item }: { item: MediaItem }) {
  const remove = useDeleteMedia();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(absoluteUrl(item.url));
      notifySuccess(MEDIA_TEXTS.copied);
    } catch {
      notifyError(MEDIA_TEXTS.copyFailed);
    }
  };

  const confirmDelete = () =>
    remove.mutate(item.id, {
      onError: (error) => {
        const detail = errorMessage(error, '');
        notifyError(detail ? `${MEDIA_TEXTS.deleteFailed} ${detail}` : MEDIA_TEXTS.deleteFailed);
      },
    });

  return (
    <Card withBorder padding="xs" component="li" aria-label={item.filename}>
      <Card.Section>
        <AspectRatio ratio={4 / 3} bg="var(--mantine-color-default-hover)">
          <Preview item={item} />
        </AspectRatio>
      </Card.Section>
      <Text size="sm" mt="xs" lineClamp={2} style={{ wordBreak: 'break-all' }} title={item.filename}>
        {item.filename}
      </Text>
      <Group gap="xs" mt="xs" wrap="wrap">
        <Button
          size="xs"
          variant="light"
          onClick={copy}
          aria-label={`${MEDIA_TEXTS.copyUrl} of ${item.filename}`}
        >
          {MEDIA_TEXTS.copyUrl}
        </Button>
        <ConfirmButton
          size="xs"
          color="red"
          variant="light"
          confirm={MEDIA_TEXTS.confirmDelete}
          onConfirm={confirmDelete}
          loading={remove.isPending}
          aria-label={`${MEDIA_TEXTS.delete} ${item.filename}`}
        >
          {MEDIA_TEXTS.delete}
        </ConfirmButton>
      </Group>
    </Card>
  );
}
