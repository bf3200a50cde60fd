/**
 * The studio's one image field (SPEC 4 'Image upload', 5, 8), for every image of the studio (case
 * studies, the testimonial's author photo): idle, 'Uploading...' with a progress bar, then a
 * preview with 'Replace Image' and remove. Files are checked here first (type, 50MB) and always
 * again by the server (magic bytes, size while streaming); the value is the image's URL. Works
 * controlled (`value` + `onChange`) or inside a plain form (`name` + `defaultValue`, posted as a
 * hidden field). Choosing a file needs JavaScript: before it, the hidden field posts the image as it
 * was, so a form sent then saves its other fields and keeps the image.
 */
import { ImageOff, ImagePlus, LoaderCircle, RefreshCw, Trash2, X } from 'lucide-react';
import { type DragEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn.ts';
import { ACCEPTED_IMAGE_TYPES, checkImageFile, UPLOAD_MESSAGES, type UploadedImage } from '../../lib/images.ts';

export type { UploadedImage };

import { FieldFrame, fieldAria, useFieldId } from '../forms/field.tsx';
import { showToast } from '../layout/toaster.tsx';
import { describeImageAddress } from './image-address.ts';

export const UPLOAD_ENDPOINT = '/admin/uploads';

export class ImageUploadError extends Error {
  override name = 'ImageUploadError';
  /** True for the browser's own checks (type, size), false for a refusal or failure after sending. */
  readonly local: boolean;
  constructor(message: string, local: boolean) {
    super(message);
    this.local = local;
  }
}

/**
 * Sends one image to the studio's upload endpoint. XMLHttpRequest rather than fetch because only it
 * reports upload progress. Rejects with an ImageUploadError carrying the message to show.
 */
export function uploadImageFile(
  file: File,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<UploadedImage> {
  const problem = checkImageFile(file);
  if (problem) return Promise.reject(new ImageUploadError(problem, true));
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', UPLOAD_ENDPOINT);
    xhr.responseType = 'json';
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const body = xhr.response as Partial<UploadedImage> & { error?: string };
      if (xhr.status === 201 && body && typeof body.url === 'string') resolve(body as UploadedImage);
      else reject(new ImageUploadError(body?.error || UPLOAD_MESSAGES.failed, false));
    };
    xhr.onerror = () => reject(new ImageUploadError(UPLOAD_MESSAGES.failed, false));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    const body = new FormData();
    body.append('file', file);
    xhr.send(body);
  });
}

/** SPEC 8: toast 'Upload Error' with 'Upload failed: {message}' (the browser's own checks say what is wrong directly). */
export function uploadErrorMessage(error: unknown): string {
  if (error instanceof ImageUploadError) return error.local ? error.message : `Upload failed: ${error.message}`;
  return UPLOAD_MESSAGES.failed;
}

type Shape = 'wide' | 'square' | 'round';

export interface ImageUploadProps {
  label: ReactNode;
  /** Posts the URL in a hidden field of this name (for plain forms). */
  name?: string;
  value?: string;
  defaultValue?: string | null;
  onChange?: (url: string) => void;
  error?: string | undefined;
  hint?: ReactNode;
  required?: boolean;
  /** How the preview is framed: a 16:9 picture, a square logo or a round portrait. */
  shape?: Shape;
  id?: string;
  className?: string;
}

const ACCEPT = ACCEPTED_IMAGE_TYPES.join(',');

export function ImageUpload({
  label,
  name,
  value: controlled,
  defaultValue,
  onChange,
  error,
  hint = 'JPEG, PNG, WebP or GIF, up to 50MB.',
  required,
  shape = 'wide',
  id,
  className,
}: ImageUploadProps) {
  const fieldId = useFieldId(id);
  const [uncontrolled, setUncontrolled] = useState(defaultValue ?? '');
  const value = controlled ?? uncontrolled;
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const abort = useRef<AbortController | null>(null);

  useEffect(() => () => abort.current?.abort(), []);

  const setValue = (url: string) => {
    if (controlled === undefined) setUncontrolled(url);
    onChange?.(url);
  };

  async function upload(file: File) {
    setProblem(null);
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    try {
      const image = await uploadImageFile(file, { onProgress: setProgress, signal: controller.signal });
      setValue(image.url);
      showToast({ type: 'success', title: UPLOAD_MESSAGES.uploaded });
    } catch (caught) {
      if (caught instanceof DOMException && caught.name === 'AbortError') return;
      const message = uploadErrorMessage(caught);
      setProblem(message);
      showToast({ type: 'error', title: UPLOAD_MESSAGES.errorTitle, description: message });
    } finally {
      if (abort.current === controller) {
        abort.current = null;
        setProgress(null);
      }
      if (input.current) input.current.value = '';
    }
  }

  const choose = () => input.current?.click();
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) void upload(file);
  };

  const uploading = progress !== null;
  /** Several pickers share a page: each button says which image it is for. */
  const named = (action: string) => (typeof label === 'string' ? `${action}: ${label}` : undefined);
  const message = error ?? problem ?? undefined;
  const { 'aria-describedby': describedBy } = fieldAria(fieldId, { hint, error: message });

  return (
    <FieldFrame
      id={fieldId}
      label={label}
      hint={hint}
      error={message}
      required={required}
      labelAs="group"
      announceError
      className={className}
    >
      {name ? <input type="hidden" name={name} value={value} /> : null}
      <input
        ref={input}
        id={fieldId}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-hidden="true"
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void upload(file);
        }}
      />

      {uploading ? (
        <div
          className="flex min-h-32 flex-col justify-center gap-3 rounded-xl border border-blue-200 bg-blue-50/60 px-4 py-5"
          aria-live="polite"
        >
          <div className="flex items-center justify-between gap-3">
            <p className="flex items-center gap-2 text-sm font-medium text-blue-900">
              <LoaderCircle className="size-4 animate-spin motion-reduce:animate-none" aria-hidden="true" />
              Uploading...
            </p>
            <button
              type="button"
              onClick={() => abort.current?.abort()}
              className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-xs font-semibold text-blue-800 hover:bg-blue-100 focus-visible:outline-2 focus-visible:outline-blue-600"
            >
              <X className="size-3.5" aria-hidden="true" />
              Cancel<span className="sr-only"> upload</span>
            </button>
          </div>
          <div
            role="progressbar"
            aria-labelledby={`${fieldId}-label`}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={Math.round(progress * 100)}
            className="h-2 overflow-hidden rounded-full bg-blue-100"
          >
            <div
              className="h-full rounded-full bg-blue-600 transition-[width] duration-150"
              style={{ width: `${Math.max(3, Math.round(progress * 100))}%` }}
            />
          </div>
        </div>
      ) : value ? (
        <div
          className={cn(
            'flex gap-4 rounded-xl border bg-white p-3',
            shape === 'wide' ? 'flex-col sm:flex-row sm:items-center' : 'items-center',
            message ? 'border-red-400' : 'border-slate-200',
          )}
        >
          <ImagePreview key={value} url={value} shape={shape} />
          <div className="flex min-w-0 flex-1 flex-col gap-2">
            <ImageAddress url={value} />
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                onClick={choose}
                aria-label={named('Replace Image')}
                aria-describedby={describedBy}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg border border-slate-300 bg-white px-3 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
              >
                <RefreshCw className="size-4" aria-hidden="true" />
                Replace Image
              </button>
              <button
                type="button"
                onClick={() => {
                  setValue('');
                  setProblem(null);
                }}
                aria-label={named('Remove image')}
                className="inline-flex h-9 items-center gap-1.5 rounded-lg px-3 text-sm font-semibold text-red-700 hover:bg-red-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
              >
                <Trash2 className="size-4" aria-hidden="true" />
                Remove
              </button>
            </div>
          </div>
        </div>
      ) : (
        // biome-ignore lint/a11y/noStaticElementInteractions: dropping a file is a pointer shortcut; the Upload Image button inside is the way for keyboards and screen readers
        <div
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          className={cn(
            'flex flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors',
            shape === 'wide' ? 'min-h-36' : 'min-h-28',
            dragging
              ? 'border-blue-500 bg-blue-50'
              : message
                ? 'border-red-400 bg-red-50/40'
                : 'border-slate-300 bg-slate-50/60 hover:border-slate-400',
          )}
        >
          <ImagePlus className="size-6 text-slate-400" aria-hidden="true" />
          <button
            type="button"
            onClick={choose}
            aria-label={named('Upload Image')}
            aria-describedby={describedBy}
            aria-invalid={message ? true : undefined}
            className="inline-flex h-9 items-center gap-1.5 rounded-lg bg-white px-3 text-sm font-semibold text-blue-700 shadow-xs ring-1 ring-slate-300 hover:bg-blue-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600"
          >
            Upload Image
          </button>
          <p className="text-xs text-slate-500">or drop a file here</p>
        </div>
      )}
    </FieldFrame>
  );
}

/** The image as it will be shown; an icon when it cannot be shown here (gone, or on a host this site does not load from). */
function ImagePreview({ url, shape }: { url: string; shape: Shape }) {
  const [broken, setBroken] = useState(false);
  return (
    <div
      className={cn(
        'flex shrink-0 items-center justify-center overflow-hidden border border-slate-200 bg-[repeating-conic-gradient(#f1f5f9_0_25%,#fff_0_50%)] bg-[length:16px_16px] text-slate-400',
        shape === 'wide' && 'aspect-video w-full rounded-lg sm:w-48',
        shape === 'square' && 'size-20 rounded-lg',
        shape === 'round' && 'size-16 rounded-full',
      )}
    >
      {broken ? (
        <ImageOff className="size-5" aria-hidden="true" />
      ) : (
        <img
          // An image that failed before hydration has no error event left to fire.
          ref={(img) => {
            if (img?.complete && img.naturalWidth === 0) setBroken(true);
          }}
          src={url}
          alt=""
          onError={() => setBroken(true)}
          className={cn('size-full', shape === 'square' ? 'object-contain p-1.5' : 'object-cover')}
        />
      )}
    </div>
  );
}

function ImageAddress({ url }: { url: string }) {
  const { name, host } = describeImageAddress(url);
  return (
    <p className="truncate text-xs text-slate-500" title={url}>
      {name}
      {host ? <span> · linked from {host}</span> : null}
    </p>
  );
}
