/** Terms of Service (SPEC 2.10): ten sections, 30 days' notice of material changes (SPEC 9). */
import { mailLink } from '../../lib/inline-markup.ts';
import { brand } from '../brand.ts';
import { claims } from '../claims.ts';
import { type LegalDocument, p, ul } from './document.ts';

/** SPEC 9: the minimum notice before a material change to the terms takes effect. */
export const MATERIAL_CHANGE_NOTICE_DAYS = 30;

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  path: '/terms',
  metaDescription: `The terms that govern your use of the ${brand.name} website, its ROI calculator and its contact and assessment forms.`,
  intro: `These terms explain what you can expect from the ${brand.name} website and what we expect from you when you use it. They are written to be read: if anything is unclear, ask us at ${mailLink(brand.emails.legal)}.`,
  contactEmail: brand.emails.legal,
  sections: [
    {
      id: 'agreement',
      title: 'Agreement to These Terms',
      blocks: [
        p(
          `These Terms of Service ("Terms") govern your use of ${brand.domain} and its pages (the "Site"), operated by ${brand.legalName} ("${brand.name}", "we", "us" or "our"). By using the Site you agree to these Terms. If you use the Site on behalf of a company or other organization, you confirm that you are authorized to accept these Terms for it. If you do not agree, please do not use the Site.`,
        ),
        p(
          'These Terms cover the Site only. Consulting, implementation and managed automation services that we deliver to clients are governed by a separate written agreement, such as a master services agreement and statement of work. Where such an agreement conflicts with these Terms, the signed agreement prevails.',
        ),
        p(
          'These Terms are governed by the laws of the State of California, United States, without regard to its conflict-of-law rules. The state and federal courts located in San Francisco County, California have exclusive jurisdiction over any dispute arising from them, except where the law of your country of residence gives you a right to bring proceedings elsewhere.',
        ),
      ],
    },
    {
      id: 'service-description',
      title: 'Description of the Service',
      blocks: [
        p(
          `The Site presents ${brand.name}'s services (robotic process automation, AI agent automation, intelligent data and document processing, and process consultancy and audit) together with case studies and client testimonials. It also offers tools you can use free of charge:`,
        ),
        ul(
          'an **ROI calculator** that estimates the savings of automating a process from the figures you enter, and can e-mail the results to you;',
          'a **process assessment** form and a **project request** form, which we answer with a written assessment or a proposal for a first conversation;',
          'a **contact form** and a booking calendar for a consultation.',
        ),
        p(
          `Results of the ROI calculator and the estimates in an assessment are illustrations based on the figures you provide and on typical outcomes of past projects, such as the ${claims.costReduction.value} ${claims.costReduction.label} our clients typically see. They are not a quote, a guarantee of results, or financial, legal or tax advice. Actual outcomes depend on your processes, systems and data, and are agreed only in a signed proposal.`,
        ),
        p(
          `The content studio under /admin is a restricted area for authorized ${brand.name} staff. Any attempt to access it without authorization is a breach of these Terms.`,
        ),
      ],
    },
    {
      id: 'user-responsibilities',
      title: 'User Responsibilities',
      blocks: [
        p('When you use the Site, you agree to:'),
        ul(
          'give accurate information in our forms, and submit only information that you are entitled to share with us;',
          'not submit special categories of personal data (such as health information), payment card or bank account numbers, passwords, or confidential information of third parties; if a project needs such information, we will agree a secure way to exchange it under a confidentiality agreement;',
          'not attempt to gain unauthorized access to the Site, the content studio, our systems or other users’ data, and not probe, scan or test the Site’s security without our prior written permission;',
          'not interfere with the Site’s operation, including by sending automated or excessive requests, circumventing rate limits, or submitting forms by bot;',
          'not use the Site to send spam, malware, or unlawful, misleading or infringing content; and',
          'not copy, scrape or republish the Site’s content except as section 4 allows.',
        ),
        p(
          `If you believe you have found a security vulnerability, please report it to ${mailLink(brand.emails.legal)} and give us a reasonable time to fix it before disclosing it. We will not pursue good-faith research that respects these Terms and the privacy of others.`,
        ),
      ],
    },
    {
      id: 'intellectual-property',
      title: 'Intellectual Property',
      blocks: [
        p(
          `The Site and its content, including text, case studies, illustrations, graphics, logos, the ${brand.name} name and the software that runs the Site, are owned by ${brand.legalName} or its licensors and are protected by copyright, trademark and other laws.`,
        ),
        p(
          `We grant you a limited, non-exclusive, non-transferable and revocable license to view the Site and to download or print pages for your own internal evaluation of ${brand.name}'s services. You may not otherwise copy, modify, distribute, sell, frame or create derivative works from the Site's content without our written permission.`,
        ),
        p(
          'Client names, logos and quotations belong to their respective owners and appear with their permission; their appearance does not grant you any right to use them. If you send us ideas or feedback about the Site, we may use them without any obligation to you. Ownership of deliverables created in a client engagement is governed by that engagement’s agreement.',
        ),
      ],
    },
    {
      id: 'availability',
      title: 'Service Availability',
      blocks: [
        p(
          'We work to keep the Site available around the clock, but we provide it "as is" and "as available". We may suspend the Site for maintenance or security reasons, and we may change, limit or discontinue any part of it, including the ROI calculator and the forms, at any time and without liability to you.',
        ),
        p(
          'Some features rely on third parties, such as the scheduling provider behind our consultation calendar and the e-mail provider that delivers our messages. Their availability is outside our control.',
        ),
        p(
          'To the fullest extent permitted by law, we disclaim all warranties, express or implied, including warranties of merchantability, fitness for a particular purpose, accuracy and non-infringement. We do not warrant that the Site will be uninterrupted, error-free or free of harmful components.',
        ),
      ],
    },
    {
      id: 'liability',
      title: 'Limitation of Liability',
      blocks: [
        p(
          `To the fullest extent permitted by law, ${brand.name} and its directors, employees and suppliers will not be liable for any indirect, incidental, special, consequential or punitive damages, or for any loss of profits, revenue, data or goodwill, arising from your use of, or inability to use, the Site or your reliance on its content, including the results of the ROI calculator or an assessment.`,
        ),
        p(
          'Our total liability for all claims relating to the Site is limited to one hundred U.S. dollars (US$100). Our liability under a client agreement is governed by that agreement.',
        ),
        p(
          'Nothing in these Terms limits liability that cannot be limited by law, such as liability for fraud, gross negligence, or death or personal injury caused by negligence. You agree to indemnify us against claims arising from your breach of these Terms or your misuse of the Site.',
        ),
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy',
      blocks: [
        p(
          'Our [Privacy Policy](/privacy) explains what personal information we collect when you use the Site, such as the details you enter in our forms, how we use it, and the rights you have. Our [Cookie Policy](/cookies) explains the few cookies the Site uses and how to control them. Both form part of how we operate the Site; please read them.',
        ),
      ],
    },
    {
      id: 'termination',
      title: 'Termination',
      blocks: [
        p(
          'You may stop using the Site at any time. To ask us to delete information you have submitted, follow the steps in our [Privacy Policy](/privacy#your-rights).',
        ),
        p(
          'We may suspend or end your access to the Site, or block traffic from your network, at any time and without notice if we reasonably believe you have breached these Terms, if your use creates a risk for us or other users, or if the law requires it.',
        ),
        p(
          'Sections of these Terms that by their nature should survive termination, including Intellectual Property, Limitation of Liability and the governing-law provisions in section 1, continue to apply.',
        ),
      ],
    },
    {
      id: 'changes',
      title: 'Changes to These Terms',
      blocks: [
        p(
          `We may update these Terms as the Site and the law change. For material changes, we will give at least ${MATERIAL_CHANGE_NOTICE_DAYS} days notice before they take effect, by publishing a notice on the Site and, where we have an active relationship with you, by e-mail. Changes that are not material, such as clearer wording or corrected typos, take effect when published.`,
        ),
        p(
          'The "Last updated" date at the top of this page shows when these Terms last changed. If you continue to use the Site after a change takes effect, you accept the updated Terms.',
        ),
      ],
    },
    {
      id: 'contact',
      title: 'Contact Us',
      blocks: [
        p(
          `Questions about these Terms? Write to ${mailLink(brand.emails.legal)}. Our postal address is ${brand.legalName}, ${brand.address}.`,
        ),
      ],
    },
  ],
};
