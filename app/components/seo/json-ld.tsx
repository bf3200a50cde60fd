import { type JsonLdObject, serializeJsonLd } from '../../lib/structured-data.ts';
import { useNonce } from '../nonce.tsx';

/**
 * Structured data for search engines, built with app/lib/structured-data.ts. The JSON is escaped
 * (`<` and friends) so no value can end the script element; the nonce keeps strict CSPs happy.
 */
export function JsonLd({ data }: { data: JsonLdObject | readonly JsonLdObject[] }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
