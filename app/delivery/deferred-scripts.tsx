import { Children, cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from 'react';
import { Scripts, type ScriptsProps } from 'react-router';
import { ServerScript } from './server-script.tsx';

/** The id of the inert script that holds React Router's module script until hydration starts. */
export const DEFERRED_MODULE_ID = 'deferred-hydration';

/** The longest hydration waits for the load event once the page has painted (a slow image, say). */
export const LOAD_WAIT_AFTER_PAINT_MS = 3000;

/**
 * Module preloads added per task: adding one costs about 0.2 ms, but now and then a few
 * milliseconds, and twenty in one task made a task long enough to count as blocking.
 */
const PRELOADS_PER_TASK = 4;

/**
 * Starts hydration one frame after the first contentful paint and the load event (or
 * LOAD_WAIT_AFTER_PAINT_MS after the paint, whichever comes first): adds the module preloads, a
 * few per task, then a live copy of the inert module script. The same bytes on every page, so the
 * page cache's CSP allows it by one hash.
 */
const START_AFTER_PAINT = `(function(){
var d=document,w=window,carrier=d.getElementById(${JSON.stringify(DEFERRED_MODULE_ID)}),painted=0,loaded=d.readyState==='complete',started=0;
function preloadThenRun(hrefs){
if(hrefs.length){for(var i=0;i<${PRELOADS_PER_TASK}&&hrefs.length;i++){var link=d.createElement('link');link.rel='modulepreload';link.href=hrefs.shift();d.head.appendChild(link)}w.setTimeout(function(){preloadThenRun(hrefs)});return}
var script=d.createElement('script');script.type='module';script.nonce=carrier.nonce;script.textContent=carrier.textContent;d.body.appendChild(script)}
function start(){
if(started||!painted||!loaded)return;
started=1;
w.requestAnimationFrame(function(){w.setTimeout(function(){preloadThenRun(JSON.parse(carrier.getAttribute('data-modulepreload')))})})}
function onPaint(){painted=1;w.setTimeout(function(){loaded=1;start()},${LOAD_WAIT_AFTER_PAINT_MS});start()}
var types=w.PerformanceObserver&&PerformanceObserver.supportedEntryTypes;
if(types&&types.indexOf('paint')>=0)new PerformanceObserver(function(list,observer){if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();onPaint()}}).observe({type:'paint',buffered:true});
else onPaint();
if(!loaded)w.addEventListener('load',function(){loaded=1;start()});
})()`;

type ElementProps = { type?: string; rel?: string; href?: string; dangerouslySetInnerHTML?: { __html: string } };

/** React Router's <Scripts> output as a flat list of its <link> and <script> elements. */
function elementsOf(node: ReactNode): ReactElement<ElementProps>[] {
  const elements: ReactElement<ElementProps>[] = [];
  Children.forEach(node, (child) => {
    if (!isValidElement<ElementProps & { children?: ReactNode }>(child)) return;
    if (child.type === Fragment) elements.push(...elementsOf(child.props.children));
    else elements.push(child);
  });
  return elements;
}

/**
 * React Router's <Scripts>, with hydration started only once the page has painted and loaded
 * (docs/decisions/deferred-hydration.md).
 *
 * Every page is complete HTML that works without JavaScript (forms post, links navigate), so its
 * ~120 KB of modules can wait: preloaded in the head, they share a slow connection with the
 * stylesheet, the font and the images, and on a phone their evaluation and hydration run before the
 * first paint.
 *
 * The hand-off script (`window.__reactRouterContext`) stays where it is, because the streamed data
 * scripts after it feed it while the document is parsed. The module script is kept in an inert
 * script of its own type, whose text the page cache's CSP allows by hash like every inline script;
 * a fresh response's nonce is copied onto the live script.
 */
export function DeferredScripts(props: ScriptsProps) {
  // Called as a function rather than rendered, to take its output apart. It calls its hooks in the
  // same order on every render, so they simply become this component's hooks.
  const output = Scripts(props);
  if (!output) return null;
  const elements = elementsOf(output);
  const modulepreloads = elements.flatMap((element) =>
    element.type === 'link' && element.props.rel === 'modulepreload' && element.props.href ? [element.props.href] : [],
  );
  const moduleScript = elements.find((element) => element.type === 'script' && element.props.type === 'module');
  const otherScripts = elements.filter((element) => element.type === 'script' && element !== moduleScript);
  return (
    <>
      {otherScripts.map((element, index) => cloneElement(element, { key: index }))}
      <script
        id={DEFERRED_MODULE_ID}
        type="text/x-deferred-module"
        nonce={props.nonce}
        data-modulepreload={JSON.stringify(modulepreloads)}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: moduleScript?.props.dangerouslySetInnerHTML?.__html ?? '' }}
      />
      <ServerScript text={import.meta.env.SSR && START_AFTER_PAINT} />
    </>
  );
}
