import { ContactSection } from '../features/contact/contact-section.tsx';
import { formPageViews, pageShouldRevalidate } from '../features/pages/form-page-views.tsx';
import { answerFormPagePost, serveFormPage } from '../features/pages/interactive-blocks.server.ts';
import { servedPageHeaders, servedPageMeta } from '../features/pages/page-meta.ts';
import { ServedPageView, servedPageBreadcrumbs } from '../features/pages/public-page.tsx';
import type { Route } from './+types/contact';

export const handle = servedPageBreadcrumbs({ name: 'Contact', path: '/contact' });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => servedPageMeta(loaderData, matches);

/** The page seeded at /contact (app/content/pages/), as staff have since edited it; 301 when moved, 404 when gone. */
export const loader = (args: Route.LoaderArgs) => serveFormPage(args, '/contact');

/** The page's data depends on its path only: switching modes (the query) needs none. */
export const shouldRevalidate = pageShouldRevalidate;

/** The e-mail form posted without JavaScript, to send it or to switch modes (contact-post.server.ts), or another block's form. */
export const action = (args: Route.ActionArgs) => answerFormPagePost(args, '/contact', 'contact-form');

/** A preview's private headers, and a 429's Retry-After on a plain (no-JavaScript) post. */
export const headers = servedPageHeaders;

/** SPEC 2.4: the hero, then the switch between booking a call and sending an e-mail, the frame and the form. */
export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ServedPageView
      data={loaderData}
      views={formPageViews(loaderData, actionData, {
        type: 'contact-form',
        draw: (answer) => (
          <ContactSection bookingSrc={loaderData.interactive?.bookingSrc ?? null} answer={answer} className="pb-24" />
        ),
      })}
    />
  );
}
