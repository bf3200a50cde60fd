/**
 * Keeps what a visitor did to a controlled form control before hydration.
 *
 * Hydration starts after the page has loaded (docs/decisions/deferred-hydration.md), so on a slow
 * phone a form is usable for seconds before React owns it. React keeps what was typed when it
 * hydrates a controlled control, but its state still holds the server's value: the next render puts
 * that back (the field "snaps back") and everything computed from the state ignores what is on
 * screen. Uncontrolled controls (`defaultValue`) need none of this; controlled ones use this hook.
 *
 *   const adoptName = useAdoptedValue((input: HTMLInputElement) => setName(input.value));
 *   <input ref={adoptName} value={name} onChange={(event) => setName(event.target.value)} />
 *
 * The returned ref goes on the control, or on every radio button of a group. When React attaches it
 * and the control differs from what the server rendered (text typed, another option picked, a box
 * checked or unchecked), `adopt` receives the element to read `value` or `checked` from, before the
 * browser paints; usually it does what the control's change handler does. A radio button reports
 * only when it became the checked one. A control React creates itself always matches what it
 * rendered, so `adopt` runs at most once per control, on hydration. The ref is stable: `adopt` is
 * the one of the first render, which is the render hydration commits.
 */
import { type RefCallback, useState } from 'react';

/** A form control a visitor can change before hydration. */
export type AdoptableControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * Whether the visitor changed `control` from what the server rendered: the browser keeps that
 * rendering in the control's defaults (`defaultValue`, `defaultChecked`, `defaultSelected`), which
 * React sets to the same value as the current one whenever it renders a control itself.
 */
function changedByVisitor(control: AdoptableControl): boolean {
  if (control instanceof HTMLSelectElement) {
    const rendered = [...control.options].find((option) => option.defaultSelected) ?? control.options[0];
    return control.value !== (rendered?.value ?? '');
  }
  if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio')) {
    // A radio button unchecked by checking another of its group leaves the report to that one.
    return control.checked !== control.defaultChecked && (control.type === 'checkbox' || control.checked);
  }
  return control.value !== control.defaultValue;
}

export function useAdoptedValue<Control extends AdoptableControl>(
  adopt: (control: Control) => void,
): RefCallback<Control> {
  const [ref] = useState(() => (control: Control | null) => {
    if (control && changedByVisitor(control)) adopt(control);
  });
  return ref;
}
