import {
  type ComponentType,
  type MouseEvent,
  Suspense,
  use,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { lazyModule } from './lazy-module.ts';
import { type RememberedIsland, RememberedIslands, replayPreloads } from './remembered-islands.ts';
import { revealOnView } from './reveal-on-view.ts';
import { type OrRenderedOnServer, ServerValues, withValuesPutBack } from './server-values.tsx';

/** As `dangerouslySetInnerHTML`, it makes React keep an element's server-rendered content while hydrating. */
const KEEP_SERVER_HTML = { __html: '' };

/** Island elements a mounted component owns, so a re-render never mistakes one for server HTML. */
const owned = new WeakSet<Element>();

/** The server-rendered element of an island that no component owns yet (hydration), if any. */
function unclaimedServerElement(name: string): Element | null {
  if (typeof document === 'undefined') return null;
  for (const element of document.querySelectorAll(`[data-island="${CSS.escape(name)}"]`)) {
    if (!owned.has(element)) return element;
  }
  return null;
}

/** React Router's rule for which clicks on a link it handles itself (useLinkClickHandler). */
function routerNavigableHref(event: MouseEvent): string | null {
  if (
    event.defaultPrevented ||
    event.button !== 0 ||
    event.metaKey ||
    event.altKey ||
    event.ctrlKey ||
    event.shiftKey
  ) {
    return null;
  }
  const link = (event.target as Element).closest('a');
  if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  if (link.origin !== window.location.origin) return null;
  // An anchor on the same page is the browser's to scroll to.
  if (link.hash && link.pathname === window.location.pathname && link.search === window.location.search) return null;
  return `${link.pathname}${link.search}${link.hash}`;
}

/**
 * A part of a page whose code the browser never loads when the server has rendered it: sections
 * that are only text, images, links and reveal animations (docs/decisions/static-islands.md).
 *
 * The server renders the component inside a `display: contents` wrapper. When a page hydrates,
 * the wrapper keeps the server's HTML as it is (React does not read or replace the content of an
 * element rendered with `dangerouslySetInnerHTML`), and the two things those sections need from
 * JavaScript are done for the whole island: links navigate in the app (one delegated click
 * handler, by React Router's rules) and cards reveal as they scroll into view. When the island is
 * rendered in the browser instead (a client-side navigation to its page), its module loads on
 * demand and renders as usual.
 *
 * The server loads its code before rendering (delivery/lazy-module.ts), so it never streams a fallback.
 * `name` tells the server's element apart from the rest of the page's: a function of the props
 * when the island is rendered more than once (a carousel's slides).
 */
export function staticIsland<P extends object>(
  name: string | ((props: P) => string),
  load: () => Promise<ComponentType<P>>,
  options: {
    /**
     * The value the content's HTML is a function of, when it is one (a copy block: the block), for the
     * server to render the content once per value and copy it into later responses
     * (remembered-islands.server.tsx). It must be the same object for as long as the content stays
     * the same, and a new one when it changes.
     */
    rememberBy?: (props: P) => object | undefined;
  } = {},
) {
  const module = lazyModule(load);
  const nameOf = typeof name === 'string' ? () => name : name;

  function Rendered(props: P) {
    const Component = module.read();
    return <Component {...props} />;
  }

  /** On the server, the content as remembered HTML, when the island says what it is a function of. */
  function useRemembered(props: P): RememberedIsland | null {
    // The browser never has it: its bundle leaves the rest out.
    if (!import.meta.env.SSR || !options.rememberBy) return null;
    const remember = use(RememberedIslands);
    const values = use(ServerValues);
    const resolved = withValuesPutBack(props as OrRenderedOnServer<P>, values);
    const value = remember && resolved && options.rememberBy(resolved);
    if (!remember || !value) return null;
    const remembered = remember(value, () => (
      <ServerValues value={values}>
        <Rendered {...props} />
      </ServerValues>
    ));
    if (remembered) replayPreloads(remembered);
    return remembered;
  }

  function StaticIsland(props: P) {
    const island = nameOf(props);
    const [serverElement, setServerElement] = useState(() => unclaimedServerElement(island));
    const ref = useRef<HTMLDivElement>(null);
    const navigate = useNavigate();
    const remembered = useRemembered(props);

    useLayoutEffect(() => {
      const element = ref.current;
      if (!element) return;
      owned.add(element);
      // React rendered a new element after all (it gave up hydrating this part of the page): render
      // the content, or the island would stay empty.
      if (serverElement && element !== serverElement) setServerElement(null);
    }, [serverElement]);

    useEffect(() => {
      const element = ref.current;
      if (!serverElement || !element) return;
      const stops = [...element.querySelectorAll('[data-reveal]:not([data-revealed])')].map((card) =>
        revealOnView(card, () => card.setAttribute('data-revealed', '')),
      );
      return () => {
        for (const stop of stops) stop();
      };
    }, [serverElement]);

    const onClick = (event: MouseEvent) => {
      const href = routerNavigableHref(event);
      if (href === null) return;
      event.preventDefault();
      void navigate(href);
    };

    // Hydrating: keep the server's content. Remembered: the content's HTML as the server rendered it
    // before. Rendered in the browser: the component itself.
    const content = serverElement
      ? { suppressHydrationWarning: true, dangerouslySetInnerHTML: KEEP_SERVER_HTML }
      : remembered
        ? { dangerouslySetInnerHTML: { __html: remembered.html } }
        : {
            children: (
              <Suspense fallback={null}>
                <Rendered {...props} />
              </Suspense>
            ),
          };
    return (
      // biome-ignore lint/a11y/noStaticElementInteractions lint/a11y/useKeyWithClickEvents: a delegated handler for the island's own links, which are keyboard operable as links.
      <div ref={ref} data-island={island} className="contents" onClick={onClick} {...content} />
    );
  }

  return StaticIsland;
}
