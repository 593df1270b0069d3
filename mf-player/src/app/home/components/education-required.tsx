import { COPY } from '@rugby/contracts/copy';
import { Button, Card } from '@rugby/kit';
import { BookOpen, Lock } from 'lucide-react';

/** Blocks the day's training until yesterday's laws are learned; the button opens the laws popup to catch up. */
export function EducationRequired({ onReviewLaws }: { onReviewLaws: () => void }) {
  return (
    <Card
      role="alert"
      aria-labelledby="education-required"
      className="ply:flex ply:flex-col ply:items-center ply:gap-4 ply:border-accent-400 ply:p-8 ply:text-center ply:sm:p-12"
    >
      <span className="ply:rounded-full ply:bg-amber-100 ply:p-4 ply:text-amber-700">
        <Lock aria-hidden className="ply:size-8" />
      </span>
      <h2 id="education-required" className="ply:text-2xl ply:font-extrabold ply:text-slate-900">
        {COPY.player.educationRequiredTitle}
      </h2>
      <p className="ply:max-w-md ply:text-slate-700">{COPY.player.educationRequiredText}</p>
      <Button size="lg" onClick={onReviewLaws}>
        <BookOpen aria-hidden className="ply:size-4" /> Learn Today's Laws
      </Button>
    </Card>
  );
}
