/** Words of the contact page (SPEC 2.4): the two modes, the booking frame, the e-mail form. */
import { brand } from '../../content/brand.ts';

export const contactCopy = {
  eyebrow: 'CONTACT',
  title: 'Schedule a Consultation',
  lead: 'Book a free 30-minute call with an automation specialist, or send us an email and we will get back to you within one business day.',
  metaDescription:
    'Book a free automation consultation with Brightflow or send us a message about your RPA, AI agent or document processing project.',
  modes: {
    label: 'How would you like to reach us?',
    consultation: 'Schedule a Consultation',
    email: 'Send an Email',
  },
  booking: {
    frameTitle: `Book a consultation with ${brand.name}`,
    fallbackTitle: 'Book your consultation by email',
    fallbackBody:
      'Online booking is not available at the moment. Tell us about the process you would like to automate and a few times that suit you, and we will confirm a slot within one business day.',
    fallbackButton: 'Send an Email',
    orWrite: 'Or write to us directly at',
  },
  expectations: {
    heading: 'What to expect',
    items: [
      {
        title: '30 minutes, no obligation',
        body: 'A video call with a senior automation consultant, not a sales script.',
      },
      {
        title: 'One process, mapped',
        body: 'We walk through a workflow that costs your team time and spot what can be automated.',
      },
      {
        title: 'A first ROI estimate',
        body: 'You leave with a rough business case and the next steps, whether you work with us or not.',
      },
    ],
  },
  nextSteps: {
    heading: 'What happens next',
    items: [
      { title: 'A person reads it', body: 'Every message goes to our consultants, not to a ticket queue.' },
      { title: 'A reply within one business day', body: 'With answers, questions about your process, or both.' },
      { title: 'A call only if it helps', body: 'If a conversation is quicker, we suggest a time that suits you.' },
    ],
  },
  direct: {
    heading: 'Prefer to talk directly?',
    email: brand.emails.hello,
    phone: brand.phone,
    hours: 'Monday to Friday, 9:00 to 18:00 Pacific Time',
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
