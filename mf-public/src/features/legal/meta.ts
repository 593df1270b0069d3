/** Titles and descriptions of the legal pages (search engines and sharing). */
export const privacyMeta = {
  title: 'Privacy Policy',
  description: 'How Rugby Training Hub collects, uses, shares and protects the personal information of coaches and players, and the rights you have.',
};
export const termsMeta = {
  title: 'Terms of Service',
  description:
    'The terms for using Rugby Training Hub: accounts, teams, safe training, the free 14-day trial, refunds within 14 days and notice of price changes.',
};
export const cookieMeta = {
  title: 'Cookie Policy',
  description: 'The cookies Rugby Training Hub uses to keep you signed in, what they do and how long they last.',
};
