import { Input, Stack } from '@mantine/core';
import { type ReactNode, useId } from 'react';

interface FileInputProps {
  label: string;
  accept: string;
  multiple?: boolean;
  onFiles: (files: File[]) => void;
  /** What the field holds now (thumbnails, View links, chosen files), above the input. */
  children?: ReactNode;
  /** Another way to fill the field, under the input (the media library picker). */
  alternative?: ReactNode;
}

/** A native file input reached by its visible label. */
export function FileInput({ label, accept, multiple, onFiles, children, alternative }: FileInputProps) {
  const id = useId();
  return (
    <Input.Wrapper label={label} id={id}>
      <Stack gap={6} mt={4}>
        {children}
        <input
          id={id}
          type="file"
          accept={accept}
          multiple={multiple}
          onChange={(event) => {
            onFiles([...(event.currentTarget.files ?? [])]);
            // The same file can be chosen again after it was removed from the list.
            event.currentTarget.value = '';
          }}
        />
        {alternative}
      </Stack>
    </Input.Wrapper>
  );
}
