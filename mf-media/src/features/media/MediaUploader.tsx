import { errorMessage, useUploadMedia } from '@apparel/api-client';
import { MEDIA_ACCEPT } from '@apparel/contracts';
import { notifyError } from '@apparel/ui';
import { Button, FileButton, Group, List, Progress, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { MEDIA_TEXTS } from '../../shared/texts';
import { takeFiles } from './take-files';

/**
 * Add picks images, videos and PDFs (at most 10 per selection); the chosen names are listed with an
 * Upload button, and a progress bar follows the upload.
 */
export function MediaUploader({ onUploaded }: { onUploaded?: () => void }) {
  const [files, setFiles] = useState<File[]>([]);
  const [dropped, setDropped] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const upload = useUploadMedia();

  const pick = (picked: File[]) => {
    const taken = takeFiles(picked);
    setFiles(taken.files);
    setDropped(taken.dropped);
  };

  const send = () => {
    setProgress(0);
    upload.mutate(
      { files, onProgress: (fraction) => setProgress(Math.round(fraction * 100)) },
      {
        onSuccess: () => {
          setFiles([]);
          setDropped(0);
          onUploaded?.();
        },
        onError: (error) => notifyError(errorMessage(error)),
        onSettled: () => setProgress(null),
      },
    );
  };

  return (
    <Stack gap="xs" mb="md">
      <Group>
        <FileButton onChange={pick} accept={MEDIA_ACCEPT} multiple disabled={upload.isPending}>
          {(props) => (
            <Button {...props} variant="default">
              {MEDIA_TEXTS.add}
            </Button>
          )}
        </FileButton>
        {files.length > 0 ? (
          <Button onClick={send} loading={upload.isPending}>
            {MEDIA_TEXTS.upload}
          </Button>
        ) : null}
      </Group>
      {files.length > 0 ? (
        <section aria-label={MEDIA_TEXTS.selected}>
          <List size="sm">
            {files.map((file) => (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>{file.name}</List.Item>
            ))}
          </List>
          {dropped > 0 ? (
            <Text size="sm" c="dimmed" role="status">
              {MEDIA_TEXTS.tooMany}
            </Text>
          ) : null}
        </section>
      ) : null}
      {progress !== null ? (
        <Progress value={progress} aria-label={MEDIA_TEXTS.uploadProgress} size="lg" striped animated />
      ) : null}
    </Stack>
  );
}
