/** Title and description of the FAQ page (search engines and sharing). */
export const faqMeta = {
  title: 'FAQ',
  description:
    'Answers about Rugby Training Hub: getting started, elite and custom training programs, team management, daily laws and recovery, technical questions and billing.',
};
