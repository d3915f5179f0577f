import { Button, Group, Popover, TextInput } from '@mantine/core';
import { RichTextEditor, useRichTextEditorContext } from '@mantine/tiptap';
import { useEditorState } from '@tiptap/react';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { normaliseHref } from './rich-text-extensions';

/** A link icon button: a labelled URL box; an empty URL removes the link. */
export function LinkControl() {
  const { editor } = useRichTextEditorContext();
  const [opened, setOpened] = useState(false);
  const [url, setUrl] = useState('');
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => !!current && !current.isDestroyed && current.isActive('link'),
  });

  const open = () => {
    setUrl(editor?.getAttributes('link').href ?? '');
    setOpened(true);
  };
  const apply = (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    event.stopPropagation();
    setOpened(false);
    const href = normaliseHref(url);
    const chain = editor?.chain().focus().extendMarkRange('link');
    if (href) chain?.setLink({ href }).run();
    else chain?.unsetLink().run();
  };

  return (
    <Popover opened={opened} onChange={setOpened} trapFocus shadow="md" withinPortal>
      <Popover.Target>
        <RichTextEditor.Control
          aria-label="Link"
          title="Link"
          active={active ?? false}
          onClick={() => (opened ? setOpened(false) : open())}
        >
          <svg
            width={16}
            height={16}
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth={2}
            aria-hidden="true"
          >
            <path d="M9 15l6 -6" />
            <path d="M11 6l.463 -.536a5 5 0 0 1 7.071 7.072l-.534 .464" />
            <path d="M13 18l-.397 .534a5.068 5.068 0 0 1 -7.127 0a4.972 4.972 0 0 1 0 -7.071l.524 -.463" />
          </svg>
        </RichTextEditor.Control>
      </Popover.Target>
      <Popover.Dropdown>
        {/* A div, not a form: this sits inside the product form, and forms do not nest. */}
        <Group
          component="div"
          align="flex-end"
          gap="xs"
          onKeyDown={(event) => {
            if (event.key === 'Enter') apply(event);
          }}
        >
          <TextInput
            label="Link URL"
            placeholder="https://example.com"
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
          />
          <Button variant="default" onClick={apply}>
            Save link
          </Button>
        </Group>
      </Popover.Dropdown>
    </Popover>
  );
}
