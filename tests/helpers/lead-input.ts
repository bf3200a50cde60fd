/** A visitor's answers to the two lead forms, as the form posts them (fields as strings). */

/** /process-assessment (painPoints, a several-value field, is added by each test as it needs). */
export const assessmentAnswers = {
  processName: 'Supplier invoice processing',
  processDescription: 'AP clerks key invoices from e-mail into SAP and match them to purchase orders.',
  monthlyVolume: '2,400',
  hoursPerWeek: '32',
  systems: '2-3',
  dataFormat: 'semi-structured',
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  company: 'Northwind Traders',
};

/** /lead-intake. */
export const projectRequestAnswers = {
  name: 'Sam Okafor',
  email: 'sam@contoso.example',
  company: 'Contoso',
  companySize: '250-999',
  processes: 'Employee onboarding across HR, IT and payroll.',
  timeline: 'within-3-months',
};
