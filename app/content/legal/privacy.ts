/**
 * Privacy Policy (SPEC 2.10): twelve sections, including the minimum age of 16 (SPEC 9) and that
 * data may be transferred outside the United States. It describes what this site really does with
 * personal information; keep it in step with the forms, the cookies and the e-mail outbox.
 */
import { mailLink } from '../../lib/inline-markup.ts';
import { brand } from '../brand.ts';
import { h3, type LegalDocument, p, ul } from './document.ts';

/** SPEC 9: the site is not for people under this age. */
export const MINIMUM_AGE = 16;

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  path: '/privacy',
  metaDescription: `What personal information ${brand.name} collects through its website, why, how long we keep it, who helps us process it, and the rights you have.`,
  intro: `This policy explains what personal information ${brand.legalName} collects when you visit our website, fill in one of our forms or book a consultation, what we do with it, and the choices and rights you have. Questions are welcome at ${mailLink(brand.emails.privacy)}.`,
  atAGlance: [
    'We collect what you type into our forms, plus the technical details every web server sees.',
    'We use it to answer you and to keep the site secure. We never sell it.',
    'We use essential cookies only: no analytics, no advertising, no tracking.',
    'You can ask to see, correct or delete your information at any time.',
  ],
  contactEmail: brand.emails.privacy,
  sections: [
    {
      id: 'who-we-are',
      title: 'Who We Are',
      blocks: [
        p(
          `${brand.legalName} ("${brand.name}", "we", "us") designs and runs business-process automation for companies. We are the controller of the personal information described in this policy. Our address is ${brand.address}.`,
        ),
        p(
          `This policy covers our website ${brand.domain} and the conversations that start there. It does not cover information we process on behalf of our clients while delivering a project; that processing follows the client's instructions and the data processing agreement we sign with them.`,
        ),
        p(`You can reach the person responsible for privacy at ${mailLink(brand.emails.privacy)}.`),
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        h3('Information you give us'),
        ul(
          '**Contact form:** your name, e-mail address, company (optional), your message, and whether you asked for a consultation or an e-mail reply.',
          '**Process assessment:** your name, work e-mail and company, and your answers about the process: its name and description, monthly volume, hours spent per week, the number of systems involved, pain points and data format.',
          '**Project requests:** your name, work e-mail, company, company size, the processes you want to automate and your timeline.',
          '**ROI calculator results by e-mail:** the e-mail address you enter and the figures of your calculation.',
          '**Consultation bookings:** made in the embedded calendar of our scheduling provider, which collects the details its booking form asks for (such as your name, e-mail and chosen time) and passes them to us.',
          '**E-mail and calls:** whatever you choose to tell us when you write to us or speak with us.',
        ),
        h3('Information collected automatically'),
        ul(
          '**Technical data:** your IP address, browser type, the page requested, the time and a request identifier, recorded in our server logs. With each form submission we also store the IP address it came from, to detect abuse.',
          '**Cookies:** a small number of essential cookies, described in our [Cookie Policy](/cookies). We do not use analytics, advertising or tracking technologies, and our fonts and images are served from our own servers.',
        ),
        h3('Where your enquiry came from'),
        p(
          'When you send one of our forms (the contact form, a process assessment, a project request or a request for your ROI results by e-mail), it also tells us how your visit began and what you read before writing: the first page you opened on our site, the address of the page on another site that linked you there (without its query), the campaign labels in that first link (the utm_source, utm_medium, utm_campaign, utm_term and utm_content parameters, if any), and the addresses of up to the last 20 pages you viewed on our site, including which case studies you read. We store this with your message and use it, in aggregate, to learn which pages and campaigns lead people to contact us.',
        ),
        p(
          'Until you send a form, this record exists only in your own browser, in the session storage of that tab: it is not a cookie, it is not sent to us or to anyone else, and it is deleted when you close the tab. If you never send a form, we store nothing about your visit. If JavaScript is switched off, nothing is recorded.',
        ),
        h3('Staff accounts'),
        p(
          'For members of our team who use the content studio we keep their e-mail address, a salted hash of their password (never the password itself), their active sign-in sessions and a log of the changes they make.',
        ),
      ],
    },
    {
      id: 'how-we-use',
      title: 'How We Use Your Information',
      blocks: [
        ul(
          'to reply to your message, prepare the assessment or proposal you asked for, and arrange and hold consultations;',
          'to send you the e-mails you request, such as your ROI results, and to notify our team by internal e-mail when a new enquiry arrives;',
          'to operate and secure the website: limiting how many forms can be sent from one network in a short time, filtering automated spam, and investigating errors;',
          'to understand, in aggregate, which services people ask about, so we can improve our services and content; and',
          'to comply with our legal obligations and to establish or defend legal claims.',
        ),
        p(
          'We do not add you to marketing lists because you contacted us, and we do not make decisions about you by automated means that have legal or similarly significant effects.',
        ),
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal Bases for Processing',
      blocks: [
        p(
          'If you are in the European Economic Area, the United Kingdom or Switzerland, we rely on the following legal bases:',
        ),
        ul(
          '**Steps before a contract** at your request, when we answer an enquiry, assessment or project request;',
          '**Legitimate interests** in running and securing our website, responding to business enquiries and improving our services, balanced against your rights;',
          '**Consent**, where we ask for it, for example for optional cookies; you can withdraw consent at any time without affecting earlier processing; and',
          '**Legal obligation**, where the law requires us to keep or disclose information.',
        ),
      ],
    },
    {
      id: 'sharing',
      title: 'How We Share Information',
      blocks: [
        p('We share personal information only with:'),
        ul(
          '**Service providers** who process it on our behalf and under our instructions: our hosting and database provider, our e-mail delivery provider, our file storage provider and our scheduling provider. They are bound by contract to protect it and may not use it for their own purposes;',
          '**Professional advisers**, such as lawyers and auditors, under a duty of confidentiality;',
          '**Authorities**, when the law requires it or to protect the rights, property or safety of our clients, our team or others; and',
          '**A successor**, if our business is merged or sold, who will be bound by this policy.',
        ),
        p(
          'We do not sell personal information, and we do not share it for cross-context behavioral advertising, as those terms are defined in California law.',
        ),
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      blocks: [
        p(
          'We are based in the United States, and our team and service providers work from several countries. Your information may therefore be transferred to, stored in and processed in countries outside the United States, as well as outside the country where you live, including countries whose data protection laws differ from yours.',
        ),
        p(
          `Whenever we transfer personal information from the European Economic Area, the United Kingdom or Switzerland, we protect it with appropriate safeguards, such as the European Commission's Standard Contractual Clauses and their UK and Swiss equivalents. You can request a copy of these safeguards at ${mailLink(brand.emails.privacy)}.`,
        ),
      ],
    },
    {
      id: 'retention',
      title: 'Data Retention',
      blocks: [
        ul(
          '**Enquiries** (contact messages, assessments, project requests and ROI e-mail requests): up to 24 months after our last exchange with you, then deleted. If you become a client, we keep what we need for the relationship and as long as the law requires afterwards, for example for tax records.',
          '**Server logs:** up to 30 days.',
          '**Rate-limit counters**, which record how many forms a network address sent: only for the short window they apply to, 10 minutes by default.',
          '**Staff sign-in sessions:** end after 2 hours without activity and at the latest 12 hours after sign-in.',
        ),
        p('When you ask us to delete your information earlier, we do so unless the law requires us to keep it.'),
      ],
    },
    {
      id: 'security',
      title: 'Data Security',
      blocks: [
        p(
          'We protect personal information with measures appropriate to its sensitivity: encrypted connections (HTTPS), passwords stored only as salted scrypt hashes, sign-in cookies that scripts cannot read and that expire, a strict Content Security Policy, limits on repeated form submissions and sign-in attempts, and access to submissions limited to the staff who need it.',
        ),
        p(
          'No system is perfectly secure. If a breach affects your personal information, we will notify you and the authorities as the law requires.',
        ),
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Privacy Rights',
      blocks: [
        p('Depending on where you live, you have the right to:'),
        ul(
          'access the personal information we hold about you and receive a copy of it;',
          'correct information that is inaccurate or incomplete;',
          'have your information deleted;',
          'restrict or object to how we use it, including for our legitimate interests;',
          'receive it in a portable format;',
          'withdraw any consent you gave; and',
          'complain to your data protection authority.',
        ),
        p(
          'California residents also have the right to know what personal information we collect, use and disclose, to delete and correct it, and not to be discriminated against for exercising these rights. We do not sell or share personal information, so there is nothing to opt out of.',
        ),
        p(
          `To exercise a right, write to ${mailLink(brand.emails.privacy)}. We confirm your identity by replying to the e-mail address we hold, and we answer within 30 days (or within the time your local law allows, if longer). You may also use an authorized agent.`,
        ),
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies',
      blocks: [
        p(
          'We use only the essential cookies the website needs to work: one that remembers your cookie choice, one that carries a short confirmation message from one page to the next, and, for staff only, a sign-in cookie. We load no analytics, advertising or social media trackers. Our [Cookie Policy](/cookies) lists each cookie and explains how to change your choice.',
        ),
      ],
    },
    {
      id: 'children',
      title: "Children's Privacy",
      blocks: [
        p(
          `Our website and services are meant for businesses and are not directed to people under ${MINIMUM_AGE}. We do not knowingly collect personal information from anyone under ${MINIMUM_AGE}. If you believe that a person under ${MINIMUM_AGE} has given us personal information, please contact ${mailLink(brand.emails.privacy)} and we will delete it.`,
        ),
      ],
    },
    {
      id: 'changes-and-contact',
      title: 'Changes to This Policy and Contact',
      blocks: [
        p(
          'We update this policy when our practices or the law change. The "Last updated" date at the top shows the latest version. If a change materially affects how we use information we already hold, we will tell you on this website and, where we have your e-mail address, by e-mail before it takes effect.',
        ),
        p(
          `For any question or request about your privacy, write to ${mailLink(brand.emails.privacy)} or to ${brand.legalName}, ${brand.address}.`,
        ),
      ],
    },
  ],
};
