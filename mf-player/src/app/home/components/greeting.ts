/** 'Good morning' before 12:00, 'Good afternoon' before 17:00, else 'Good evening' (local time). */
export function greetingFor(date: Date): string {
  const hour = date.getHours();
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export const MOTIVATIONAL_QUOTES = [
  'Champions keep playing until they get it right.',
  'The harder the battle, the sweeter the victory.',
  'Hard work beats talent when talent doesn\u2019t work hard.',
  'Every session counts. Show up for your team today.',
  'Pressure is a privilege: train for the big moments.',
] as const;

/** One of the five quotes; `random` is injectable for tests. */
export const pickQuote = (random: () => number = Math.random) =>
  MOTIVATIONAL_QUOTES[Math.min(MOTIVATIONAL_QUOTES.length - 1, Math.floor(random() * MOTIVATIONAL_QUOTES.length))]!;

export const formatLongDate = (date: Date) => date.toLocaleDateString('en-US', { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' });
