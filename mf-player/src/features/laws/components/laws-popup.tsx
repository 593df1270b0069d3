import { TIMINGS } from '@rugby/contracts/domain';
import { Badge, Button, cn, toast } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { CircleCheck, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Law } from '../api/get-unviewed-laws.ts';
import { useMarkLawViewed } from '../api/mark-law-viewed.ts';

/** beginner and intermediate as they are; any other value is advanced. */
export const difficultyLabel = (difficulty: string) => (difficulty === 'beginner' ? 'Beginner' : difficulty === 'intermediate' ? 'Intermediate' : 'Advanced');

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export interface LawsPopupProps {
  laws: readonly Law[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * One law at a time with previous/next. 'Got it!' marks the law viewed: it reads 'Learned!' at once (as the card
 * behind counts it), and the popup moves on when the server has it and what it changes is refreshed; after the last
 * law the popup closes 0.5 s later. Its laws and its place among them are its own: refetches behind it change neither.
 */
export function LawsPopup({ laws, open, onOpenChange }: LawsPopupProps) {
  const [index, setIndex] = useState(0);
  const [learned, setLearned] = useState(() => new Set(laws.filter((law) => law.viewed).map((law) => law.id)));
  const markViewed = useMarkLawViewed();
  const closeTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(closeTimer.current), []);

  const law = laws[Math.min(index, laws.length - 1)];
  if (!law) return null;
  const isLast = index >= laws.length - 1;
  // The law being saved counts as learned, as it does in the card behind (put back if the call fails).
  const saving = markViewed.isPending ? markViewed.variables : undefined;
  const isLearnedId = (id: string) => learned.has(id) || id === saving;
  const isLearned = isLearnedId(law.id);

  const gotIt = () =>
    markViewed.mutate(law.id, {
      onSuccess: () => {
        setLearned((previous) => new Set(previous).add(law.id));
        if (isLast) closeTimer.current = setTimeout(() => onOpenChange(false), TIMINGS.lawPopupCloseMs);
        else setIndex(index + 1);
      },
      onError: () => toast({ title: 'Error', description: 'Could not save your progress. Please try again.', variant: 'destructive' }),
    });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title="Rugby Laws of the Day" description={`${index + 1} of ${laws.length} · about 10 minutes of laws a day`}>
        <article aria-labelledby="law-title" className="ply:grid ply:gap-3">
          <div className="ply:flex ply:flex-wrap ply:gap-2">
            <Badge>World Rugby Law {law.lawNumber}</Badge>
            <Badge variant="outline">{capitalize(law.category)}</Badge>
            <Badge variant="muted">{difficultyLabel(law.difficulty)}</Badge>
          </div>
          <h3 id="law-title" className="ply:text-xl ply:font-bold ply:text-slate-900">
            {law.title}
          </h3>
          <p className="ply:whitespace-pre-line ply:text-slate-700">{law.content}</p>
        </article>
        <ol aria-label="Laws" className="ply:mt-5 ply:flex ply:justify-center ply:gap-2">
          {laws.map((item, i) => (
            <li
              key={item.id}
              aria-current={i === index ? 'step' : undefined}
              className={cn(
                'ply:size-2.5 ply:rounded-full',
                isLearnedId(item.id) ? 'ply:bg-brand-600' : 'ply:bg-slate-300',
                i === index && 'ply:ring-2 ply:ring-brand-300 ply:ring-offset-1',
              )}
            >
              <span className="ply:sr-only">{`Law ${i + 1}${isLearnedId(item.id) ? ', learned' : ''}`}</span>
            </li>
          ))}
        </ol>
        <div className="ply:mt-5 ply:flex ply:items-center ply:justify-between ply:gap-2">
          {/* On a phone the arrows stand alone (their names stay for screen readers), so the three buttons fit. */}
          <Button variant="ghost" onClick={() => setIndex(index - 1)} disabled={index === 0}>
            <ChevronLeft aria-hidden className="ply:size-4" />
            <span className="ply:sr-only ply:sm:not-sr-only">Previous</span>
          </Button>
          {isLearned ? (
            <Button variant="secondary" disabled>
              <CircleCheck aria-hidden className="ply:size-4" /> Learned!
            </Button>
          ) : (
            <Button onClick={gotIt} disabled={markViewed.isPending}>
              Got it!
            </Button>
          )}
          <Button variant="ghost" onClick={() => setIndex(index + 1)} disabled={isLast}>
            <span className="ply:sr-only ply:sm:not-sr-only">Next</span>
            <ChevronRight aria-hidden className="ply:size-4" />
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
