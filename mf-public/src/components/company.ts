/** How to reach the company, shown on the contact and legal pages. */
export const COMPANY = {
  legalName: 'Rugby Training Hub Limited',
  supportEmail: 'support@rugbytraininghub.co.nz',
  privacyEmail: 'privacy@rugbytraininghub.co.nz',
  phone: '+64 9 555 0142',
  address: ['Level 2, 18 Customs Street East', 'Auckland 1010', 'New Zealand'],
  hours: '9:00-18:00 NZST, Monday to Friday',
  weekend: 'Weekend: emergency support only',
  responseTime: 'within 24 hours',
  /** Month the legal pages were last updated. */
  legalUpdated: 'August 2025',
} as const;
