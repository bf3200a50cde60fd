/**
 * Cookie Policy (SPEC 2.10): essential, analytics, functional and marketing cookies, third-party
 * services, the consent banner and browser controls. The table lists every cookie this site sets;
 * tests/unit/legal-content.test.ts fails when a cookie's name in the code and here drift apart.
 */
import { CONSENT_COOKIE } from '../../lib/consent.ts';
import { mailLink } from '../../lib/inline-markup.ts';
import { brand } from '../brand.ts';
import { type LegalDocument, p, ul } from './document.ts';

/** The cookies the site sets, by name; the admin session and toast names match app/.server. */
export const siteCookies = {
  consent: CONSENT_COOKIE,
  toast: 'toast',
  adminSession: 'brightflow_admin',
} as const;

export const cookiePolicy: LegalDocument = {
  title: 'Cookie Policy',
  path: '/cookies',
  metaDescription: `The cookies the ${brand.name} website uses (essential ones only), why, for how long, and how to change your choice or block cookies in your browser.`,
  intro: `This policy explains which cookies the ${brand.name} website sets, why, and how you stay in control. The short answer: only the few cookies the site needs to work.`,
  atAGlance: [
    'Essential cookies only: your cookie choice, one-time confirmation messages and, for staff, sign-in.',
    'No analytics, functional, advertising or social media cookies, before or after you choose.',
    'You can change your choice on this page at any time, or block cookies in your browser.',
  ],
  contactEmail: brand.emails.privacy,
  sections: [
    {
      id: 'what-are-cookies',
      title: 'What Cookies Are',
      blocks: [
        p(
          'Cookies are small text files that a website asks your browser to store and send back on later visits. They let a site remember things such as a choice you made or that you are signed in. Cookies set by the site you are visiting are "first-party" cookies; cookies set by another company’s content embedded in the page are "third-party" cookies.',
        ),
        p(
          'Similar technologies, such as local storage and tracking pixels, are covered by this policy as well. We do not use tracking pixels.',
        ),
      ],
    },
    {
      id: 'essential',
      title: 'Essential Cookies',
      blocks: [
        p(
          'Essential cookies make the site work and keep it secure. Because the site cannot function properly without them, they do not need your consent. All of ours are first-party, and none of them can be read by scripts on the page.',
        ),
        {
          type: 'table',
          caption: 'Cookies set by this website',
          columns: ['Cookie', 'What it does', 'How long it lasts'],
          rows: [
            [
              siteCookies.consent,
              'Remembers whether you chose "Accept all" or "Essential only" in our cookie banner, so we do not ask on every page.',
              '1 year',
            ],
            [
              siteCookies.toast,
              'Carries a one-time confirmation, for example that your message was sent, from the page you submitted to the next one. Signed, so it cannot be forged.',
              '60 seconds, or until shown',
            ],
            [
              siteCookies.adminSession,
              'Keeps a member of our staff signed in to the content studio. Set only when staff sign in at /admin.',
              'Until the browser closes; the session itself ends after 2 hours idle, 12 hours at most',
            ],
          ],
        },
      ],
    },
    {
      id: 'analytics',
      title: 'Analytics Cookies',
      blocks: [
        p(
          'Analytics cookies measure how visitors use a website. **We do not use any.** No analytics service, such as Google Analytics, is loaded on this site, whether or not you accept cookies. Our server keeps ordinary technical logs, described in our [Privacy Policy](/privacy#information-we-collect), which do not rely on cookies.',
        ),
      ],
    },
    {
      id: 'functional',
      title: 'Functional Cookies',
      blocks: [
        p(
          'Functional cookies remember preferences that are convenient but not essential. **We do not set any.** The figures you enter in our ROI calculator are kept in the page address, which you can bookmark or share, rather than in a cookie. The content studio may keep display preferences in the local storage of a staff member’s own browser; they are never used to identify or follow visitors.',
        ),
        p(
          'So that an enquiry tells us how the visit began, our pages keep a short record of it (the first page, the site that linked to it, its campaign labels and the last pages viewed) in the session storage of your browser tab. It is not a cookie: it leaves your browser only inside a form you choose to send, and it is deleted when you close the tab. Our [Privacy Policy](/privacy#information-we-collect) describes what is stored when you send a form.',
        ),
      ],
    },
    {
      id: 'marketing',
      title: 'Marketing Cookies',
      blocks: [
        p(
          'Marketing cookies follow people across websites to show them targeted advertising. **We do not use any**: there are no advertising networks, retargeting pixels or social media plugins on this site.',
        ),
      ],
    },
    {
      id: 'third-party',
      title: 'Third-Party Services',
      blocks: [
        p(
          'Our fonts, scripts, images and illustrations are served from our own servers, so visiting a page does not contact any other company. There is one exception:',
        ),
        ul(
          '**Consultation booking.** The calendar on our [Contact page](/contact) is provided by our scheduling provider in an embedded frame, which loads when that page shows the "Schedule a Consultation" option. The provider may set its own cookies, needed for the booking to work, under its own cookie and privacy policies. If you prefer, choose "Send an Email" on the same page instead.',
        ),
        p('Links to other websites take you to pages whose own cookie policies apply.'),
      ],
    },
    {
      id: 'consent-banner',
      title: 'The Consent Banner',
      blocks: [
        p(
          `On your first visit, a banner at the bottom of the page asks for your choice: **Accept all** or **Essential only**. We remember it for one year in the \`${CONSENT_COOKIE}\` cookie and then ask again. Nothing non-essential is loaded before you choose, and since the site uses essential cookies only, both choices currently set the same cookies. If we ever add optional cookies, we will update this policy first and ask you again.`,
        ),
        { type: 'slot', name: 'consent-choice' },
      ],
    },
    {
      id: 'browser-controls',
      title: 'Browser Controls',
      blocks: [
        p(
          'Every browser lets you see, delete and block cookies, for all sites or for individual ones. You will find these controls here:',
        ),
        ul(
          '**Chrome:** Settings › Privacy and security › Third-party cookies, or Site settings › Cookies and site data.',
          '**Firefox:** Settings › Privacy & Security › Cookies and Site Data.',
          '**Safari:** Settings (Preferences on a Mac) › Privacy › Manage Website Data.',
          '**Edge:** Settings › Cookies and site permissions › Manage and delete cookies and site data.',
        ),
        p(
          'If you block our essential cookies, the site still works for reading, but the cookie banner will appear on every visit, confirmation messages after sending a form may not show, and staff cannot sign in. Because we do not track visitors, there is nothing further to switch off with "Do Not Track" or Global Privacy Control.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to This Policy',
      blocks: [
        p(
          'We update this policy whenever we change the cookies the site uses. The "Last updated" date at the top shows the latest version. Before adding any cookie that needs your consent, we will ask for it.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        p(
          `Questions about cookies or your privacy? Write to ${mailLink(brand.emails.privacy)}, or to ${brand.legalName}, ${brand.address}. Our [Privacy Policy](/privacy) explains how we handle personal information in general.`,
        ),
      ],
    },
  ],
};
