import { Fragment } from 'react';
import { Link } from 'react-router';
import { parseInline } from '../../lib/inline-markup.ts';

export const inlineLinkClasses = 'font-medium text-blue-700 underline underline-offset-2 hover:text-blue-800';

/**
 * Renders copy written in our inline markup: `**bold**`, `[label](/path)` and `[label](mailto:…)`.
 * `linkClassName` styles its links for another background (the legal pages' dark closing note).
 */
export function InlineText({ text, linkClassName = inlineLinkClasses }: { text: string; linkClassName?: string }) {
  return (
    <>
      {parseInline(text).map((token, index) => {
        const key = `${index}-${token.type}`;
        if (token.type === 'strong') {
          return (
            <strong key={key} className="font-semibold text-slate-900">
              {token.text}
            </strong>
          );
        }
        if (token.type === 'code') {
          return (
            <code key={key} className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] text-slate-900">
              {token.text}
            </code>
          );
        }
        if (token.type === 'link') {
          return token.href.startsWith('/') ? (
            <Link key={key} to={token.href} className={linkClassName}>
              {token.text}
            </Link>
          ) : (
            <a key={key} href={token.href} className={linkClassName}>
              {token.text}
            </a>
          );
        }
        return <Fragment key={key}>{token.text}</Fragment>;
      })}
    </>
  );
}
