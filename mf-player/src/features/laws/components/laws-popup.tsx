import { TIMINGS } from '@rugby/contracts/domain';
import { Badge, Button, cn, toast } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { CircleCheck, CircleX, ChevronLeft, ChevronRight } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useAnswerLaw, type LawAnswer } from '../api/answer-law.ts';
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
 * A review law's question: the options until one is picked, then whether it was right, the right option and why.
 */
function ReviewQuestion({ law, answer, onAnswered }: { law: Law; answer: LawAnswer | undefined; onAnswered: (answer: LawAnswer) => void }) {
  const answerLaw = useAnswerLaw();
  const question = law.question;
  if (!question) return null;
  const choose = (optionId: string) =>
    answerLaw.mutate(
      { lawId: law.id, optionId },
      {
        onSuccess: onAnswered,
        onError: () => toast({ title: 'Error', description: 'Could not save your answer. Please try again.', variant: 'destructive' }),
      },
    );
  const picked = answer?.optionId ?? (answerLaw.isPending ? answerLaw.variables.optionId : undefined);
  return (
    <div role="group" aria-labelledby="law-question" className="ply:grid ply:gap-2 ply:rounded-xl ply:bg-brand-50 ply:p-4">
      <p id="law-question" className="ply:font-semibold ply:text-brand-900">
        {question.prompt}
      </p>
      <ul className="ply:grid ply:gap-2">
        {question.options.map((option) => {
          const isRight = answer !== undefined && option.id === answer.correctOptionId;
          const isWrongPick = answer !== undefined && option.id === answer.optionId && !answer.correct;
          return (
            <li key={option.id}>
              <Button
                variant="secondary"
                aria-pressed={picked === option.id}
                disabled={answer !== undefined || answerLaw.isPending}
                onClick={() => choose(option.id)}
                className={cn(
                  'ply:h-auto ply:min-h-10 ply:w-full ply:justify-start ply:py-2 ply:text-left ply:whitespace-normal',
                  isRight && 'ply:border-brand-600 ply:bg-brand-100 ply:disabled:opacity-100',
                  isWrongPick && 'ply:border-danger-600 ply:bg-danger-50 ply:text-danger-700 ply:disabled:opacity-100',
                )}
              >
                {isRight ? <CircleCheck aria-hidden className="ply:size-4 ply:shrink-0" /> : null}
                {isWrongPick ? <CircleX aria-hidden className="ply:size-4 ply:shrink-0" /> : null}
                {option.text}
              </Button>
            </li>
          );
        })}
      </ul>
      {answer ? (
        <p role="status" className={cn('ply:text-sm', answer.correct ? 'ply:text-brand-800' : 'ply:text-danger-700')}>
          <span className="ply:font-bold">{answer.correct ? 'Right! ' : 'Not quite. '}</span>
          {answer.explanation}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One law at a time with previous/next. 'Got it!' marks the law viewed: it reads 'Learned!' at once (as the card
 * behind counts it), and the popup moves on when the server has it and what it changes is refreshed; after the last
 * law the popup closes 0.5 s later. A law back for review asks its question first: the player picks an answer, sees
 * whether it was right and why, with the law's text, then 'Got it!'. Its laws and its place among them are its own:
 * refetches behind it change neither.
 */
export function LawsPopup({ laws, open, onOpenChange }: LawsPopupProps) {
  const [index, setIndex] = useState(0);
  const [learned, setLearned] = useState(() => new Set(laws.filter((law) => law.viewed).map((law) => law.id)));
  const [answers, setAnswers] = useState<Readonly<Record<string, LawAnswer>>>({});
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
  // A review still to do shows its question; its text comes with the answer.
  const asking = law.review === true && law.question !== undefined && !learned.has(law.id);
  const answer = answers[law.id];

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
            {law.review ? <Badge variant="accent">Review</Badge> : null}
          </div>
          <h3 id="law-title" className="ply:text-xl ply:font-bold ply:text-slate-900">
            {law.title}
          </h3>
          {asking ? (
            <ReviewQuestion key={law.id} law={law} answer={answer} onAnswered={(given) => setAnswers((previous) => ({ ...previous, [law.id]: given }))} />
          ) : null}
          {!asking || answer ? <p className="ply:whitespace-pre-line ply:text-slate-700">{law.content}</p> : null}
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
            <Button onClick={gotIt} disabled={markViewed.isPending || (asking && !answer)}>
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
