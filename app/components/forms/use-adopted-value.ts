/**
 * Keeps what a visitor did to a form control before hydration.
 *
 * Hydration starts after the page has loaded (docs/decisions/deferred-hydration.md), so on a slow
 * phone a form is usable for seconds before React owns it. As React hydrates a control:
 * - an input or a select keeps what the visitor left in it, but the state behind a controlled one
 *   still holds the server's value: the next render puts that back (the field "snaps back"), and
 *   everything computed from the state ignores what is on screen;
 * - a textarea with text from the server is reset to that text (React's initTextarea), controlled
 *   or not, so what was typed into it is gone.
 *
 *   const adoptName = useAdoptedValue((input: HTMLInputElement) => setName(input.value));
 *   <input ref={adoptName} value={name} onChange={(event) => setName(event.target.value)} />
 *
 * The returned ref goes on the control, or on every radio button of a group. When React attaches it
 * on hydration, a textarea first gets back what was typed into it; then, if the control differs
 * from what the server rendered (text typed, another option picked, a box checked or unchecked),
 * `adopt` receives the element to read `value` or `checked` from, before the browser paints;
 * usually it does what the control's change handler does. A radio button reports only when it
 * became the checked one. An uncontrolled control needs no `adopt` (the browser keeps its value);
 * an uncontrolled textarea still needs the ref (TextAreaField has it).
 *
 * A control React creates itself always matches what it rendered, so `adopt` runs at most once per
 * control, on hydration. The ref is stable: `adopt` is the one of the first render, which is the
 * render hydration commits. Call the hook in the component that renders the control (or above it):
 * it reads the textareas as that component renders, before React reaches them.
 * docs/decisions/public-forms-before-hydration.md says why it works this way.
 */
import { type RefCallback, useState } from 'react';

/** A form control a visitor can change before hydration. */
export type AdoptableControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What each textarea of the page holds, read as the component first renders: when it hydrates, that
 * is before React reaches the textareas inside it and puts their server text back. (A textarea React
 * creates itself does not exist yet then, so it is never in the list.)
 */
const typedTexts = () =>
  typeof document === 'undefined'
    ? new Map<HTMLTextAreaElement, string>()
    : new Map([...document.querySelectorAll('textarea')].map((textarea) => [textarea, textarea.value]));

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
  adopt?: (control: Control) => void,
): RefCallback<Control> {
  const [typed] = useState(typedTexts);
  const [ref] = useState(() => (control: Control | null) => {
    if (!control) return;
    if (control instanceof HTMLTextAreaElement) {
      const text = typed.get(control);
      // Put back only over the server text, never over anything typed since.
      if (text !== undefined && control.value === control.defaultValue) control.value = text;
    }
    if (changedByVisitor(control)) adopt?.(control);
  });
  return ref;
}
