/**
 * The words of the form pages around their forms (SPEC 2.4, DESIGN's process assessment and
 * project request): each page's title, description and hero. The seed pages of /contact,
 * /process-assessment and /lead-intake are built from them (content/pages/form-pages.ts); the forms'
 * own words stay in their features (contact-copy.ts, lead-forms-copy.ts).
 */

export interface FormPageCopy {
  meta: { title: string; description: string };
  hero: { eyebrow: string; title: string; lead: string };
}

export const contactPageCopy: FormPageCopy = {
  meta: {
    title: 'Schedule a Consultation',
    description:
      'Book a free automation consultation with Brightflow or send us a message about your RPA, AI agent or document processing project.',
  },
  hero: {
    eyebrow: 'CONTACT',
    title: 'Schedule a Consultation',
    lead: 'Book a free 30-minute call with an automation specialist, or send us an email and we will get back to you within one business day.',
  },
};

export const assessmentPageCopy: FormPageCopy = {
  meta: {
    title: 'Free Process Assessment',
    description:
      'Answer seven questions about one business process and get a written automation assessment: what can be automated, the effort involved and the savings to expect.',
  },
  hero: {
    eyebrow: 'Free process assessment',
    title: 'Find out what one process could save you',
    lead: 'Tell us how one process runs today. Within two business days a senior consultant sends you a written assessment: what to automate, the effort involved, and the savings to expect.',
  },
};

export const projectRequestPageCopy: FormPageCopy = {
  meta: {
    title: 'Start an Automation Project',
    description:
      'Tell us which processes you want to automate and when. A senior consultant replies within one business day with next steps and a time for a discovery call.',
  },
  hero: {
    eyebrow: 'Start a project',
    title: 'Tell us what you want to automate',
    lead: 'Six quick questions help us bring the right consultant to the first conversation. We reply within one business day.',
  },
};
