/** Shared by the lazily loaded editor and its placeholder, so the placeholder never pulls in TipTap. */
import { cn } from '../../../lib/cn.ts';

/** The typography of section content, matching the public detail page. */
export const richTextClasses = cn(
  'min-h-44 px-4 py-3 text-[15px] leading-relaxed text-slate-800 focus:outline-none',
  '[&_h2]:mt-5 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h2]:text-slate-900',
  '[&_h3]:mt-4 [&_h3]:mb-1.5 [&_h3]:text-lg [&_h3]:font-semibold [&_h3]:text-slate-900',
  '[&_p]:my-2 [&_ul]:my-2 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-2 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-0.5',
  '[&_a]:font-medium [&_a]:text-blue-700 [&_a]:underline [&_a]:underline-offset-2',
  '[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_blockquote]:text-slate-600',
  '[&_img]:my-3 [&_img]:max-h-80 [&_img]:rounded-lg [&_img]:border [&_img]:border-slate-200',
  '[&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-blue-600',
);
