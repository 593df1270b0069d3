import { LIMITS } from '@rugby/contracts/domain';
import { cn } from '@rugby/kit';
import { Star } from 'lucide-react';

/** A read-only 1-5 star rating; 0 means the sender gave none. */
export function RatingStars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  if (!rating) return <span className="coach:text-sm coach:text-slate-500">No rating</span>;
  return (
    <span role="img" aria-label={`Rated ${rating} out of ${LIMITS.feedbackRatingMax}`} className="coach:inline-flex coach:gap-0.5">
      {Array.from({ length: LIMITS.feedbackRatingMax }, (_, i) => (
        <Star
          key={i}
          aria-hidden
          className={cn(size === 'sm' ? 'coach:size-3.5' : 'coach:size-5', i < rating ? 'coach:fill-accent-400 coach:text-accent-500' : 'coach:text-slate-300')}
        />
      ))}
    </span>
  );
}
