/**
 * The words of the contact section's static islands: the column beside both modes (what to expect
 * from a call, what happens after an e-mail, how to reach us directly) and the text of the booking
 * fallback around its button. Apart from the form's copy (contact-copy.ts), so that they stay out of
 * the page's JavaScript with the islands' code.
 */

export const contactAsideCopy = {
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
    hours: 'Monday to Friday, 9:00 to 18:00 Pacific Time',
  },
} as const;

/** Consultation mode without a booking page (no SCHEDULER_URL): the card sending visitors to the e-mail form. */
export const bookingFallbackCopy = {
  title: 'Book your consultation by email',
  body: 'Online booking is not available at the moment. Tell us about the process you would like to automate and a few times that suit you, and we will confirm a slot within one business day.',
  orWrite: 'Or write to us directly at',
} as const;
