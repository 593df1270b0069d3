/** Title and description of the About page (search engines and sharing). */
export const aboutMeta = {
  title: 'About Us',
  description:
    'Our mission, values and story: elite-style, position-specific rugby training for every club, with 11 elite programs and training for 15+ playing positions.',
};
