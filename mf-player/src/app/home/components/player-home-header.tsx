import { useCurrentUser } from '@rugby/kit';
import { Quote } from 'lucide-react';
import { useState } from 'react';
import { formatLongDate, greetingFor, pickQuote } from './greeting.ts';

/** Greeting by time of day with the first name, today's date and a motivational quote. */
export function PlayerHomeHeader({ now = () => new Date() }: { now?: () => Date }) {
  const { user } = useCurrentUser();
  const [today] = useState(now);
  const [quote] = useState(() => pickQuote());
  const firstName = user?.firstName || 'Player';
  return (
    <section
      aria-labelledby="player-greeting"
      className="ply:overflow-hidden ply:rounded-2xl ply:bg-gradient-to-br ply:from-brand-900 ply:to-brand-700 ply:p-6 ply:text-white ply:shadow-sm ply:sm:p-8"
    >
      <p className="ply:text-sm ply:font-semibold ply:text-brand-100">{formatLongDate(today)}</p>
      <h1 id="player-greeting" className="ply:mt-1 ply:text-3xl ply:font-extrabold ply:tracking-tight ply:sm:text-4xl">
        {greetingFor(today)}, {firstName}!
      </h1>
      <figure className="ply:mt-5 ply:flex ply:gap-3 ply:rounded-xl ply:bg-white/10 ply:p-4">
        <Quote aria-hidden className="ply:size-5 ply:shrink-0 ply:text-accent-300" />
        <blockquote className="ply:text-brand-50 ply:italic">{quote}</blockquote>
      </figure>
    </section>
  );
}
