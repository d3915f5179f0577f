import { Button, Group, Image, Input, Text } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';

/** The image types the server accepts for a logo (up to 2 MB). */
const LOGO_TYPES = 'image/png,image/jpeg,image/webp,image/gif';

/** A temporary URL for previewing a chosen file, released when the file changes or the field goes. */
function useObjectUrl(file: File | null) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file) {
      setUrl(null);
      return;
    }
    const objectUrl = URL.createObjectURL(file);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file]);
  return url;
}

interface LogoFieldProps {
  /** The stored logo's URL, shown until a new file is chosen. */
  currentLogo: string | null;
  file: File | null;
  onChange: (file: File | null) => void;
  readOnly: boolean;
}

/** The logo: a native file input (so it can be reached by its label) with a preview. */
export function LogoField({ currentLogo, file, onChange, readOnly }: LogoFieldProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const preview = useObjectUrl(file) ?? currentLogo;

  const clear = () => {
    if (inputRef.current) inputRef.current.value = '';
    onChange(null);
  };

  return (
    <Input.Wrapper
      label="Logo"
      id={readOnly ? undefined : inputId}
      labelElement={readOnly ? 'div' : 'label'}
      description={readOnly ? undefined : 'PNG, JPEG, WebP or GIF, up to 2 MB'}
      mt="md"
    >
      <Group mt={4} align="center">
        {preview ? (
          <Image
            src={preview}
            alt="Logo preview"
            h={80}
            w={80}
            fit="contain"
            radius="sm"
            bd="1px solid gray.3"
          />
        ) : (
          readOnly && <Text c="dimmed">No logo</Text>
        )}
        {readOnly ? null : (
          <>
            <input
              id={inputId}
              ref={inputRef}
              type="file"
              accept={LOGO_TYPES}
              // A file input is ~300 px wide by nature: it shrinks to fit a 360 px phone.
              style={{ maxWidth: '100%' }}
              onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
            />
            {file ? (
              <Button variant="subtle" size="xs" onClick={clear}>
                Clear logo
              </Button>
            ) : null}
          </>
        )}
      </Group>
    </Input.Wrapper>
  );
}
