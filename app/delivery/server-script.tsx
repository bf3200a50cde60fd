import { useNonce } from './nonce.tsx';

/**
 * An inline script, or data for search engines, that only the server's HTML carries: it runs (or is
 * read) from the document the server sent, and the browser has no use for its text afterwards.
 * Hydration keeps the element the server wrote as it is (the empty text below is never compared);
 * the nonce lets it run under the CSP.
 *
 * Pass the text as `import.meta.env.SSR && text`: the build replaces `import.meta.env.SSR` with
 * `false` for the browser, so neither the text nor whatever builds it reaches the browser's bundle.
 */
export function ServerScript({ text, type }: { text: string | false; type?: string }) {
  const nonce = useNonce();
  return <script type={type} nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text || '' }} />;
}
