import { useNonce } from '../nonce.tsx';

/** Structured data for search engines; `json` must come from serializeJsonLd (escapes `<`). */
export function JsonLd({ json }: { json: string }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      // Serialised with serializeJsonLd, which escapes "<".
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
