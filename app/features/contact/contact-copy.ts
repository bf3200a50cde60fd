/**
 * Words of the contact form (SPEC 2.4): the two modes, the booking frame, the e-mail form. The
 * page's own (its hero, its meta) are content/form-pages.ts; the words of the section's static
 * islands (the aside, the booking fallback's text) are contact-island-copy.ts.
 */
import { brand } from '../../content/brand.ts';

export const contactCopy = {
  modes: {
    label: 'How would you like to reach us?',
    consultation: 'Schedule a Consultation',
    email: 'Send an Email',
  },
  booking: {
    frameTitle: `Book a consultation with ${brand.name}`,
    fallbackButton: 'Send an Email',
  },
  form: {
    heading: 'Send us an email',
    intro: 'Tell us what you would like to automate. Fields marked * are required.',
    name: 'Name',
    email: 'Email',
    company: 'Company',
    companyHint: '(optional)',
    message: 'Message',
    messagePlaceholder: 'Which process takes your team the most time? Roughly how often does it run?',
    submit: 'Send Message',
    submitting: 'Sending...',
    honeypot: 'Leave this field empty',
    privacy: 'We use your details only to answer your message.',
    privacyLink: 'Privacy Policy',
  },
  toasts: {
    success: {
      title: 'Message Sent Successfully',
      description: "Thank you! We've received your email and will respond shortly.",
    },
    failure: {
      title: 'Submission Error',
      description: 'There was a problem submitting your form. Please try again.',
    },
  },
  sent: {
    another: 'Send another message',
  },
} as const;
