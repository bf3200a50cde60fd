import { useSyncExternalStore } from 'react';

/**
 * The testimonials switch (SPEC 4): localStorage key `testimonialsEnabled`, default true, re-read on
 * the storage event. The server cannot read localStorage, so the section is rendered on the server
 * and the flag applied in the browser: `testimonialsGateScript` (inline, before the section) marks
 * the document before the section is parsed, so a switched-off section is never painted and
 * nothing below it moves; after hydration the section is not rendered at all.
 */
export const TESTIMONIALS_FLAG_KEY = 'testimonialsEnabled';

/** The attribute on <html> that CSS uses to hide the section before hydration. */
export const TESTIMONIALS_GATE_ATTRIBUTE = 'data-testimonials';

export const testimonialsGateScript = `try{if(localStorage.getItem(${JSON.stringify(TESTIMONIALS_FLAG_KEY)})==='false')document.documentElement.setAttribute(${JSON.stringify(TESTIMONIALS_GATE_ATTRIBUTE)},'off')}catch(e){}`;

function readFlag(): boolean {
  try {
    return window.localStorage.getItem(TESTIMONIALS_FLAG_KEY) !== 'false';
  } catch {
    // Storage blocked (privacy settings): the default applies.
    return true;
  }
}

function subscribe(onChange: () => void) {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== TESTIMONIALS_FLAG_KEY) return;
    // Keep the pre-hydration gate in step, or a section switched back on would stay hidden by CSS.
    document.documentElement.setAttribute(TESTIMONIALS_GATE_ATTRIBUTE, readFlag() ? 'on' : 'off');
    onChange();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

/** Whether the testimonials section is switched on; true on the server and during hydration. */
export function useTestimonialsEnabled(): boolean {
  return useSyncExternalStore(subscribe, readFlag, () => true);
}

const subscribeToNothing = () => () => {};

/**
 * True on the server and while the page hydrates, false in every render after: the gate script only
 * matters before hydration, and rendering a <script> in the browser (a client-side navigation) would
 * only add an element that never runs.
 */
export function useGateScriptWanted(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}
