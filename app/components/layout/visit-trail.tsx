/**
 * The visit trail (docs/decisions/lead-attribution.md): a small inline script that keeps, in the
 * tab's sessionStorage only, the landing page, its referrer and utm_* parameters and the last pages
 * seen, and copies that record into a lead form's hidden field as the form is submitted. No cookie,
 * nothing sent anywhere but with a form the visitor sends.
 *
 * Inline, so it costs no request and runs before hydration (a form sent before React arrives still
 * carries it); a few hundred bytes, in the server's HTML only (ServerScript). Client-side navigations
 * are seen through history.pushState/replaceState and popstate, so no React code is involved.
 * The submit listener is on window in the capture phase: it runs before React's handlers, which
 * read the form's fields (the contact form's fetch, a fetcher's FormData), and before the browser
 * builds the data of a plain post.
 */
import { ServerScript } from '../../delivery/server-script.tsx';
import { ATTRIBUTION_FIELD, attributionLimits, VISIT_TRAIL_KEY } from '../../lib/visit-trail.ts';

// A function, not a constant: the browser's bundle drops an unused function whole, where a template
// constant left an expression behind.
export const visitTrailScript = () => `(function(w){try{
var s=w.sessionStorage,h=w.history,l=w.location,t=JSON.parse(s.getItem('${VISIT_TRAIL_KEY}')||'null');
function seen(){try{var p=l.pathname.slice(0,${attributionLimits.path});if(/^\\/admin(\\/|$)/.test(p))return;
if(!t||typeof t!=='object'||!t.pages){t={landing:p,utm:{},pages:[]};
try{var r=new URL(document.referrer);if(r.host!==l.host)t.referrer=r.origin+r.pathname}catch(e){}
var q=new URLSearchParams(l.search);'source medium campaign term content'.split(' ').forEach(function(k){var v=q.get('utm_'+k);if(v)t.utm[k]=v.slice(0,${attributionLimits.utm})})}
if(t.pages[t.pages.length-1]!==p)t.pages=t.pages.concat(p).slice(-${attributionLimits.pages});
s.setItem('${VISIT_TRAIL_KEY}',JSON.stringify(t))}catch(e){}}
['pushState','replaceState'].forEach(function(n){var f=h[n];h[n]=function(){var x=f.apply(this,arguments);seen();return x}});
w.addEventListener('popstate',seen);
w.addEventListener('submit',function(e){var f=e.target&&e.target.elements,i=f&&f.namedItem('${ATTRIBUTION_FIELD}');if(i&&t)i.value=JSON.stringify(t)},true);
seen()}catch(e){}})(window)`;

/** Rendered once by the public layout; the browser bundle leaves the text out. */
export function VisitTrailScript() {
  return <ServerScript text={import.meta.env.SSR && visitTrailScript()} />;
}
