/**
 * React Router's hydration data in a document: the scripts that write and stream
 * `window.__reactRouterContext`, joined. What a static island keeps on the server is missing from it.
 */
export const hydrationDataOf = (html: string): string =>
  [...html.matchAll(/<script[^>]*>([^<]*__reactRouterContext[^<]*)<\/script>/g)].map((match) => match[1]).join('\n');
