import { Button, Card, CardContent, CardHeader, CardTitle } from '@rugby/kit';
import { Skeleton } from '@rugby/kit/ui/skeleton.tsx';
import { BookOpen, GraduationCap } from 'lucide-react';
import { useLawsToday } from '../api/get-laws-today.ts';

/**
 * Today's laws at a glance (learned of assigned) with a button to learn or review them in the popup. Laws come every
 * day, rest days included; once the library is learned they come back for review (`reviewCount` of the laws to do).
 */
export function LawsCard({
  date,
  unviewedCount,
  reviewCount = 0,
  onLearn,
  onReview,
}: {
  date: string;
  unviewedCount: number;
  reviewCount?: number;
  onLearn: () => void;
  onReview: () => void;
}) {
  const { data: today } = useLawsToday(date);
  const learned = today?.filter((law) => law.viewed).length ?? 0;
  const total = today?.length ?? 0;
  const allLearned = total > 0 && learned === total;
  return (
    <Card role="region" aria-labelledby="laws-card">
      <CardHeader>
        <CardTitle id="laws-card" className="ply:flex ply:items-center ply:gap-2">
          <GraduationCap aria-hidden className="ply:size-5 ply:text-brand-700" /> Rugby Laws
        </CardTitle>
      </CardHeader>
      <CardContent className="ply:grid ply:gap-3">
        {today === undefined ? <Skeleton label="Loading today's laws..." /> : null}
        <p className="ply:text-sm ply:text-slate-600">
          {unviewedCount > 0
            ? `${unviewedCount} law${unviewedCount === 1 ? '' : 's'} to ${reviewCount === unviewedCount ? 'review' : 'learn'} · about 10 minutes`
            : allLearned
              ? `All ${total} of today's laws learned. Nice work!`
              : today?.length === 0
                ? 'No laws to learn today.'
                : null}
        </p>
        {total > 0 && !allLearned ? (
          <p className="ply:text-xs ply:font-medium ply:text-slate-500">
            {learned} of {total} learned today
          </p>
        ) : null}
        {unviewedCount > 0 ? (
          <Button onClick={onLearn}>
            <BookOpen aria-hidden className="ply:size-4" /> {reviewCount === unviewedCount ? 'Start Review' : 'Learn Laws'}
          </Button>
        ) : today && today.length > 0 ? (
          <Button variant="secondary" onClick={onReview}>
            <BookOpen aria-hidden className="ply:size-4" /> Review Laws
          </Button>
        ) : null}
      </CardContent>
    </Card>
  );
}
