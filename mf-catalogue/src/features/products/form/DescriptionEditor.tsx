import '@mantine/tiptap/styles.css';
import { Input } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor } from '@tiptap/react';
import { useId } from 'react';
import { LinkControl } from './LinkControl';
import { descriptionExtensions } from './rich-text-extensions';

interface DescriptionEditorProps {
  label: string;
  /** The stored HTML. */
  value: string;
  onChange: (html: string) => void;
  required?: boolean;
  error?: string;
}

/** Full Description: a rich text editor with headers 1-3, bold, italic, underline, link, lists, clear formatting. */
export default function DescriptionEditor({
  label,
  value,
  onChange,
  required,
  error,
}: DescriptionEditorProps) {
  const labelId = useId();
  const editor = useEditor({
    extensions: descriptionExtensions,
    content: value,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(required ? { 'aria-required': 'true' } : {}),
      },
    },
    // An empty editor holds "<p></p>"; the form keeps "" then, so "nothing typed" reads as empty.
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <Input.Wrapper
      label={label}
      labelProps={{ id: labelId }}
      labelElement="div"
      withAsterisk={required}
      error={error}
    >
      <RichTextEditor editor={editor} mt={4}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H1 />
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
            <RichTextEditor.Underline />
            <LinkControl />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.OrderedList />
            <RichTextEditor.BulletList />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.ClearFormatting />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={160} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
