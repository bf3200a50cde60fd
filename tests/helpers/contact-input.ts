/** A visitor's contact message as the repository stores it (createContactMessage's input). */
export const contactInput = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  company: 'Analytical',
  message: 'Automate our invoices, please.',
  contactMode: 'email' as const,
  ip: '203.0.113.7',
  userAgent: 'Test',
};
