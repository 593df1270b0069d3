/** Title and description of the landing page (search engines and sharing). */
export const landingMeta = {
  title: 'Rugby training for coaches and players',
  description:
    'Position-specific rugby training for the whole squad: 11 elite programs inspired by national playing styles, a 4-day training week, 3 laws a day and a daily recovery tip. Free 14-day trial, no credit card.',
};
