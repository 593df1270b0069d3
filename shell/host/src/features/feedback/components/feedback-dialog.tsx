import { COPY } from '@rugby/contracts/copy';
import { FEEDBACK_FEATURE_AREAS, FEEDBACK_TYPES, LIMITS, type FeedbackFeatureArea, type FeedbackType } from '@rugby/contracts/domain';
import { Button, Input, Label, Textarea, cn, toast, useCurrentUser } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Star } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useLocation } from '@rugby/kit/router.ts';
import { useCreateFeedback } from '../api/create-feedback.ts';
import { useFeedbackModal } from './feedback-store.ts';

const TYPE_LABELS: Record<FeedbackType, string> = {
  bug: 'Bug Report',
  feature: 'Feature Request',
  improvement: 'Improvement Suggestion',
  usability: 'Usability Issue',
  performance: 'Performance Issue',
  general: 'General Feedback',
};
const AREA_LABELS: Record<FeedbackFeatureArea, string> = {
  'player-management': 'Player Management',
  'training-programs': 'Training Programs',
  'ai-training': 'AI Training',
  'progress-tracking': 'Progress Tracking',
  'team-management': 'Team Management',
  authentication: 'Sign-in & Accounts',
  dashboard: 'Dashboard',
  mobile: 'Mobile Experience',
  other: 'Other',
};
const typeOptions = FEEDBACK_TYPES.map((value) => ({ value, label: TYPE_LABELS[value] }));
const areaOptions = FEEDBACK_FEATURE_AREAS.map((value) => ({ value, label: AREA_LABELS[value] }));

function StarRating({ value, onChange }: { value: number; onChange(value: number): void }) {
  return (
    <div role="radiogroup" aria-labelledby="feedback-rating-label" className="ui:flex ui:gap-1">
      {[1, 2, 3, 4, 5].map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={`${star} star${star > 1 ? 's' : ''}`}
          onClick={() => onChange(value === star ? 0 : star)}
          className="ui:rounded-md ui:p-1 ui:focus-visible:outline-2 ui:focus-visible:outline-brand-600"
        >
          <Star aria-hidden className={cn('ui:size-7', star <= value ? 'ui:fill-accent-400 ui:text-accent-500' : 'ui:text-slate-300')} />
        </button>
      ))}
    </div>
  );
}

const Counter = ({ length, max, id }: { length: number; max: number; id: string }) => (
  <span id={id} className="ui:text-xs ui:text-slate-500">
    {length}/{max}
  </span>
);

/** The Beta Feedback modal: type, feature area, 1-5 stars, summary, details and an optional e-mail. */
export default function FeedbackDialog() {
  const { setOpen } = useFeedbackModal();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const submit = useCreateFeedback();
  const [type, setType] = useState<FeedbackType | ''>('');
  const [feature, setFeature] = useState<FeedbackFeatureArea | ''>('');
  const [rating, setRating] = useState(0);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [email, setEmail] = useState(user?.email ?? '');

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!type || !title.trim() || !description.trim()) {
      toast({ ...COPY.feedback.missing, variant: 'destructive' });
      return;
    }
    submit.mutate(
      {
        type,
        rating,
        title: title.trim(),
        description: description.trim(),
        page: pathname,
        ...(feature ? { feature } : {}),
        ...(email.trim() ? { email: email.trim() } : {}),
      },
      {
        onSuccess: () => {
          toast({ title: COPY.feedback.submitted, description: 'Thank you for helping us improve.', variant: 'success' });
          setOpen(false);
        },
        onError: () => toast({ ...COPY.feedback.submitFailed, variant: 'destructive' }),
      },
    );
  }

  return (
    <Dialog open onOpenChange={setOpen}>
      <DialogContent title={COPY.betaFeedback} description="Tell us what works, what breaks and what you would like next.">
        <form noValidate onSubmit={onSubmit} className="ui:grid ui:gap-4">
          <div className="ui:grid ui:gap-4 ui:sm:grid-cols-2">
            <div className="ui:grid ui:gap-1.5">
              <Label htmlFor="feedback-type">Feedback type *</Label>
              <Select id="feedback-type" value={type} onValueChange={(v) => setType(v as FeedbackType)} options={typeOptions} placeholder="Select a type" />
            </div>
            <div className="ui:grid ui:gap-1.5">
              <Label htmlFor="feedback-area">Feature area</Label>
              <Select
                id="feedback-area"
                value={feature}
                onValueChange={(v) => setFeature(v as FeedbackFeatureArea)}
                options={areaOptions}
                placeholder="Select an area"
              />
            </div>
          </div>
          <div className="ui:grid ui:gap-1.5">
            <span id="feedback-rating-label" className="ui:text-sm ui:font-medium ui:text-slate-800">
              Overall rating
            </span>
            <StarRating value={rating} onChange={setRating} />
          </div>
          <div className="ui:grid ui:gap-1.5">
            <div className="ui:flex ui:items-baseline ui:justify-between">
              <Label htmlFor="feedback-title">Summary *</Label>
              <Counter id="feedback-title-count" length={title.length} max={LIMITS.feedbackTitleMax} />
            </div>
            <Input
              id="feedback-title"
              value={title}
              maxLength={LIMITS.feedbackTitleMax}
              aria-describedby="feedback-title-count"
              onChange={(e) => setTitle(e.target.value)}
              placeholder="A short summary"
            />
          </div>
          <div className="ui:grid ui:gap-1.5">
            <div className="ui:flex ui:items-baseline ui:justify-between">
              <Label htmlFor="feedback-description">Details *</Label>
              <Counter id="feedback-description-count" length={description.length} max={LIMITS.feedbackDescriptionMax} />
            </div>
            <Textarea
              id="feedback-description"
              rows={4}
              value={description}
              maxLength={LIMITS.feedbackDescriptionMax}
              aria-describedby="feedback-description-count"
              onChange={(e) => setDescription(e.target.value)}
              placeholder="What happened, what you expected, steps to reproduce..."
            />
          </div>
          <div className="ui:grid ui:gap-1.5">
            <Label htmlFor="feedback-email">Email (optional)</Label>
            <Input
              id="feedback-email"
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              placeholder="So we can follow up"
            />
          </div>
          <div className="ui:flex ui:flex-col-reverse ui:gap-2 ui:sm:flex-row ui:sm:justify-end">
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending ? 'Submitting...' : 'Submit Feedback'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
