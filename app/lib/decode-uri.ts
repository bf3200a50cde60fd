/**
 * A percent-encoded path or segment decoded, or kept as it came when its encoding is malformed
 * (`%E0%A4%A`): an address a visitor or an editor typed is read, never a reason to throw.
 */
export function decodeOrKeep(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
