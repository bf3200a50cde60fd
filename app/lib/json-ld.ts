// Apart from the builders (structured-data.ts), which only the server runs: the browser's bundle
// needs just this, for structured data that arrives in a page's loader data.

/**
 * JSON for a `<script type="application/ld+json">`: `<`, `>`, `&` and the JavaScript line
 * separators are escaped, so no value can close the script element or break out of it.
 */
export function serializeJsonLd(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
