/** Title and description of the Contact page (search engines and sharing). */
export const contactMeta = {
  title: 'Contact Us',
  description: 'Contact the Rugby Training Hub team: e-mail and phone support 9:00-18:00 NZST, Monday to Friday, with replies within 24 hours.',
};
