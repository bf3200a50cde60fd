/**
 * The section editor (DESIGN 2 'rich text'): TipTap with headings, paragraphs, bold and italic,
 * bulleted and numbered lists, quotes, links and images, producing HTML that the server cleans
 * with the public pages' allow-list (app/.server/infrastructure/html-sanitizer.ts). Loaded only by the admin
 * editors and only through `React.lazy` (see case-study-editor/rich-text-field.tsx), so public
 * bundles never include TipTap.
 */
import Image from '@tiptap/extension-image';
import { type Editor, EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  LoaderCircle,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from 'lucide-react';
import { type ReactNode, useRef, useState } from 'react';
import { uploadErrorMessage, uploadImageFile } from '../../../components/admin/image-upload.tsx';
import { showToast } from '../../../components/layout/toaster.tsx';
import { cn } from '../../../lib/cn.ts';
import { ACCEPTED_IMAGE_TYPES, UPLOAD_MESSAGES } from '../../../lib/images.ts';
import { isSafeUrl } from '../case-study-schema.ts';
import { richTextClasses } from './rich-text-styles.ts';

export interface RichTextEditorProps {
  id: string;
  value: string;
  onChange: (html: string) => void;
  /** The id of the visible label. */
  labelledBy: string;
  describedBy?: string | undefined;
  invalid?: boolean;
  placeholder?: string;
}

type Panel = { kind: 'link'; href: string } | { kind: 'image'; src: string; alt: string } | null;

export default function RichTextEditor({
  id,
  value,
  onChange,
  labelledBy,
  describedBy,
  invalid,
  placeholder,
}: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['http', 'https', 'mailto'],
          isAllowedUri: (url) => isSafeUrl(url) || /^mailto:/i.test(url),
          HTMLAttributes: { rel: 'noopener noreferrer', target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelledBy,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        class: richTextClasses,
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
  });

  return (
    <div
      className={cn(
        'overflow-hidden rounded-lg border bg-white shadow-xs focus-within:outline-2',
        invalid
          ? 'border-red-500 focus-within:outline-red-600/30'
          : 'border-slate-300 focus-within:border-blue-600 focus-within:outline-blue-600/25',
      )}
    >
      {editor ? <Toolbar editor={editor} /> : <div className="h-11 border-b border-slate-200 bg-slate-50" />}
      <div className="relative">
        {placeholder && value === '' ? (
          <p aria-hidden="true" className="pointer-events-none absolute top-3 left-4 my-2 text-[15px] text-slate-400">
            {placeholder}
          </p>
        ) : null}
        <EditorContent editor={editor} />
      </div>
    </div>
  );
}

function ToolbarButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded-md text-slate-700 transition-colors',
        'hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-blue-600 disabled:opacity-40',
        active && 'bg-blue-100 text-blue-800 hover:bg-blue-100',
      )}
    >
      {children}
    </button>
  );
}

const Divider = () => <span aria-hidden="true" className="mx-1 h-5 w-px bg-slate-300" />;

function Toolbar({ editor }: { editor: Editor }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      quote: e.isActive('blockquote'),
      link: e.isActive('link'),
      href: (e.getAttributes('link').href as string | undefined) ?? '',
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });
  const [panel, setPanel] = useState<Panel>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const chain = () => editor.chain().focus();

  async function uploadInlineImage(file: File) {
    setProgress(0);
    try {
      const image = await uploadImageFile(file, { onProgress: setProgress });
      showToast({ type: 'success', title: UPLOAD_MESSAGES.uploaded });
      setPanel({ kind: 'image', src: image.url, alt: '' });
    } catch (error) {
      showToast({ type: 'error', title: UPLOAD_MESSAGES.errorTitle, description: uploadErrorMessage(error) });
    } finally {
      setProgress(null);
      if (fileInput.current) fileInput.current.value = '';
    }
  }

  return (
    <div className="border-b border-slate-200 bg-slate-50">
      <fieldset className="m-0 flex min-w-0 flex-wrap items-center gap-0.5 border-0 px-1.5 py-1.5">
        <legend className="sr-only">Formatting</legend>
        <ToolbarButton label="Paragraph" active={state.paragraph} onClick={() => chain().setParagraph().run()}>
          <Pilcrow className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Heading" active={state.h2} onClick={() => chain().toggleHeading({ level: 2 }).run()}>
          <Heading2 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Subheading" active={state.h3} onClick={() => chain().toggleHeading({ level: 3 }).run()}>
          <Heading3 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <Divider />
        <ToolbarButton label="Bold" active={state.bold} onClick={() => chain().toggleBold().run()}>
          <Bold className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Italic" active={state.italic} onClick={() => chain().toggleItalic().run()}>
          <Italic className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <Divider />
        <ToolbarButton label="Bulleted list" active={state.bullet} onClick={() => chain().toggleBulletList().run()}>
          <List className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Numbered list" active={state.ordered} onClick={() => chain().toggleOrderedList().run()}>
          <ListOrdered className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Quote" active={state.quote} onClick={() => chain().toggleBlockquote().run()}>
          <Quote className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <Divider />
        <ToolbarButton
          label={state.link ? 'Edit link' : 'Add link'}
          active={state.link}
          onClick={() => setPanel({ kind: 'link', href: state.href })}
        >
          <Link2 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Insert image" disabled={progress !== null} onClick={() => fileInput.current?.click()}>
          {progress !== null ? (
            <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
          ) : (
            <ImagePlus className="size-4" aria-hidden="true" />
          )}
        </ToolbarButton>
        <Divider />
        <ToolbarButton label="Undo" disabled={!state.canUndo} onClick={() => chain().undo().run()}>
          <Undo2 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <ToolbarButton label="Redo" disabled={!state.canRedo} onClick={() => chain().redo().run()}>
          <Redo2 className="size-4" aria-hidden="true" />
        </ToolbarButton>
        <input
          ref={fileInput}
          type="file"
          accept={ACCEPTED_IMAGE_TYPES.join(',')}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void uploadInlineImage(file);
          }}
        />
      </fieldset>
      {progress !== null ? (
        <div className="flex items-center gap-3 border-t border-slate-200 px-3 py-2 text-xs text-slate-700">
          <span>Uploading...</span>
          <div
            role="progressbar"
            aria-label="Image upload"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-1.5 flex-1 overflow-hidden rounded-full bg-slate-200"
          >
            <div className="h-full bg-blue-600" style={{ width: `${Math.max(3, Math.round(progress * 100))}%` }} />
          </div>
        </div>
      ) : null}
      {panel?.kind === 'link' ? (
        <LinkPanel editor={editor} initial={panel.href} onClose={() => setPanel(null)} />
      ) : null}
      {panel?.kind === 'image' ? <ImagePanel editor={editor} src={panel.src} onClose={() => setPanel(null)} /> : null}
    </div>
  );
}

const panelInput =
  'h-9 min-w-0 flex-1 rounded-md border border-slate-300 bg-white px-2.5 text-sm focus:border-blue-600 focus:outline-2 focus:outline-blue-600/25';
const panelButton =
  'inline-flex h-9 items-center rounded-md px-3 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600';

function LinkPanel({ editor, initial, onClose }: { editor: Editor; initial: string; onClose: () => void }) {
  const [href, setHref] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const inputId = `${editor.view.dom.id}-link`;
  const apply = () => {
    const url = href.trim();
    if (url === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      onClose();
      return;
    }
    const withProtocol = /^(https?:|mailto:|\/)/i.test(url) ? url : `https://${url}`;
    if (!isSafeUrl(withProtocol) && !/^mailto:[^\s]+$/i.test(withProtocol)) {
      setError('Enter a web address (https://…), a path on this site (/contact) or mailto:');
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: withProtocol }).run();
    // Carry on typing after the link rather than over it.
    editor.commands.setTextSelection(editor.state.selection.to);
    onClose();
  };
  return (
    <div className="border-t border-slate-200 bg-white px-3 py-2.5">
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={inputId} className="text-xs font-semibold text-slate-700">
          Link address
        </label>
        <input
          id={inputId}
          // biome-ignore lint/a11y/noAutofocus: the panel opens on request, focus belongs in its field
          autoFocus
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(null);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              apply();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              onClose();
              editor.commands.focus();
            }
          }}
          placeholder="https://example.com"
          inputMode="url"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className={panelInput}
        />
        <button type="button" onClick={apply} className={cn(panelButton, 'bg-blue-600 text-white hover:bg-blue-700')}>
          Apply
        </button>
        {initial ? (
          <button
            type="button"
            onClick={() => {
              editor.chain().focus().extendMarkRange('link').unsetLink().run();
              onClose();
            }}
            className={cn(panelButton, 'text-red-700 hover:bg-red-50')}
          >
            Remove link
          </button>
        ) : null}
        <button
          type="button"
          onClick={() => {
            onClose();
            editor.commands.focus();
          }}
          className={cn(panelButton, 'text-slate-700 hover:bg-slate-100')}
        >
          Cancel
        </button>
      </div>
      {error ? (
        <p id={`${inputId}-error`} role="alert" className="mt-1.5 text-xs text-red-600">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ImagePanel({ editor, src, onClose }: { editor: Editor; src: string; onClose: () => void }) {
  const [alt, setAlt] = useState('');
  const inputId = `${editor.view.dom.id}-image-alt`;
  const insert = () => {
    editor.chain().focus().setImage({ src, alt: alt.trim() }).run();
    onClose();
  };
  return (
    <div className="flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white px-3 py-2.5">
      <img src={src} alt="" className="size-12 rounded-md border border-slate-200 object-cover" />
      <label htmlFor={inputId} className="text-xs font-semibold text-slate-700">
        Describe the image (alt text)
      </label>
      <input
        id={inputId}
        // biome-ignore lint/a11y/noAutofocus: the panel opens right after the upload, for this one field
        autoFocus
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            insert();
          }
        }}
        placeholder="e.g. Dashboard showing invoices processed per day"
        className={panelInput}
      />
      <button type="button" onClick={insert} className={cn(panelButton, 'bg-blue-600 text-white hover:bg-blue-700')}>
        Insert image
      </button>
      <button type="button" onClick={onClose} className={cn(panelButton, 'text-slate-700 hover:bg-slate-100')}>
        Cancel
      </button>
    </div>
  );
}
