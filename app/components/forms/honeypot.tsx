import { HONEYPOT_FIELD } from '../../lib/schemas/lead-fields.ts';

/**
 * A field only bots fill in: moved off-screen, hidden from assistive technology and out of the tab
 * order. The server accepts a post with it filled in but stores nothing.
 */
export function HoneypotField() {
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label>
        Leave this field empty
        <input type="text" name={HONEYPOT_FIELD} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}
