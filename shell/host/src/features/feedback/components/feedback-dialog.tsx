import { COPY } from '@rugby/contracts/copy';
import { FEEDBACK_FEATURE_AREAS, FEEDBACK_TYPES, LIMITS, type FeedbackFeatureArea, type FeedbackType } from '@rugby/contracts/domain';
import { Button, Input, Textarea, cn, toast, useCurrentUser } from '@rugby/kit';
import { showServerFieldErrors, useZodForm } from '@rugby/kit/forms/zod-form.ts';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { FormField } from '@rugby/kit/ui/form-field.tsx';
import { Select } from '@rugby/kit/ui/select.tsx';
import { Star } from 'lucide-react';
import { Controller, useWatch, type FieldErrors } from 'react-hook-form';
import * as z from 'zod/mini';
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

const anEmail = z.email();

/**
 * The spec's feedback form (player-side.md): type, title and description required ('Missing Information' toast and
 * the field errors); title at most 100 characters, details at most 1000; email optional (an address when given, as
 * the route checks); rating 0-5 (0 unset); feature area optional. zod/mini: the shell does not load full zod.
 */
const feedbackFormSchema = z.object({
  type: z.pipe(z.string(), z.enum(FEEDBACK_TYPES, 'Feedback type is required')),
  feature: z.union([z.literal(''), z.enum(FEEDBACK_FEATURE_AREAS)]),
  rating: z.int().check(z.minimum(LIMITS.feedbackRatingMin), z.maximum(LIMITS.feedbackRatingMax)),
  title: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Summary is required'),
      z.maxLength(LIMITS.feedbackTitleMax, `Summary must be at most ${LIMITS.feedbackTitleMax} characters`),
    ),
  description: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Details are required'),
      z.maxLength(LIMITS.feedbackDescriptionMax, `Details must be at most ${LIMITS.feedbackDescriptionMax} characters`),
    ),
  email: z.string().check(
    z.trim(),
    z.refine((email) => email === '' || anEmail.safeParse(email).success, 'Enter a valid email address'),
  ),
});
type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

/** The fields whose absence the spec's 'Missing Information' toast reports. */
const REQUIRED: ReadonlyArray<keyof FeedbackFormValues> = ['type', 'title', 'description'];
/** The fields in the order they are shown: the first with an error gets the focus. */
const FIELD_ORDER: ReadonlyArray<keyof FeedbackFormValues> = ['type', 'feature', 'rating', 'title', 'description', 'email'];

function StarRating({ value, onChange, describedBy }: { value: number; onChange(value: number): void; describedBy?: string | undefined }) {
  return (
    <div role="radiogroup" aria-labelledby="feedback-rating-label" aria-describedby={describedBy} className="ui:flex ui:gap-1">
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

const Counter = ({ length, max }: { length: number; max: number }) => (
  <span className="ui:block ui:text-right ui:text-slate-500">
    {length}/{max}
  </span>
);

/** The Beta Feedback modal: type, feature area, 1-5 stars, summary, details and an optional e-mail. */
export default function FeedbackDialog() {
  const { setOpen } = useFeedbackModal();
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  const submit = useCreateFeedback();
  const form = useZodForm(feedbackFormSchema, {
    defaultValues: { type: '', feature: '', rating: 0, title: '', description: '', email: user?.email ?? '' },
    // react-hook-form would focus the first field it registered (the selects come last): onInvalid focuses in order.
    shouldFocusError: false,
  });
  const { errors } = form.formState;
  const [title, description] = useWatch({ control: form.control, name: ['title', 'description'] });

  const onInvalid = (invalid: FieldErrors<FeedbackFormValues>) => {
    if (REQUIRED.some((field) => invalid[field])) toast({ ...COPY.feedback.missing, variant: 'destructive' });
    const first = FIELD_ORDER.find((field) => invalid[field]);
    if (first) form.setFocus(first);
  };

  const onSubmit = form.handleSubmit(({ type, feature, rating, title, description, email }) => {
    submit.mutate(
      { type, rating, title, description, page: pathname, ...(feature ? { feature } : {}), ...(email ? { email } : {}) },
      {
        onSuccess: () => {
          toast({ title: COPY.feedback.submitted, description: 'Thank you for helping us improve.', variant: 'success' });
          setOpen(false);
        },
        onError: (error) => {
          showServerFieldErrors(form, error);
          toast({ ...COPY.feedback.submitFailed, variant: 'destructive' });
        },
      },
    );
  }, onInvalid);

  return (
    <Dialog open onOpenChange={setOpen}>
      <DialogContent title={COPY.betaFeedback} description="Tell us what works, what breaks and what you would like next.">
        <form noValidate onSubmit={(event) => void onSubmit(event)} className="ui:grid ui:gap-4">
          <div className="ui:grid ui:gap-4 ui:sm:grid-cols-2">
            <Controller
              control={form.control}
              name="type"
              render={({ field }) => (
                <FormField id="feedback-type" label="Feedback type *" error={errors.type?.message}>
                  <Select ref={field.ref} value={field.value} onValueChange={field.onChange} options={typeOptions} placeholder="Select a type" />
                </FormField>
              )}
            />
            <Controller
              control={form.control}
              name="feature"
              render={({ field }) => (
                <FormField id="feedback-area" label="Feature area" error={errors.feature?.message}>
                  <Select ref={field.ref} value={field.value} onValueChange={field.onChange} options={areaOptions} placeholder="Select an area" />
                </FormField>
              )}
            />
          </div>
          <div className="ui:grid ui:gap-1.5">
            <span id="feedback-rating-label" className="ui:text-sm ui:font-medium ui:text-slate-800">
              Overall rating
            </span>
            <Controller
              control={form.control}
              name="rating"
              render={({ field }) => (
                <StarRating value={field.value} onChange={field.onChange} describedBy={errors.rating ? 'feedback-rating-error' : undefined} />
              )}
            />
            {errors.rating ? (
              <p id="feedback-rating-error" role="alert" className="ui:text-sm ui:font-medium ui:text-danger-700">
                {errors.rating.message}
              </p>
            ) : null}
          </div>
          <FormField id="feedback-title" label="Summary *" error={errors.title?.message} hint={<Counter length={title.length} max={LIMITS.feedbackTitleMax} />}>
            <Input {...form.register('title')} maxLength={LIMITS.feedbackTitleMax} placeholder="A short summary" />
          </FormField>
          <FormField
            id="feedback-description"
            label="Details *"
            error={errors.description?.message}
            hint={<Counter length={description.length} max={LIMITS.feedbackDescriptionMax} />}
          >
            <Textarea
              {...form.register('description')}
              rows={4}
              maxLength={LIMITS.feedbackDescriptionMax}
              placeholder="What happened, what you expected, steps to reproduce..."
            />
          </FormField>
          <FormField id="feedback-email" label="Email (optional)" error={errors.email?.message}>
            <Input {...form.register('email')} type="email" autoComplete="email" placeholder="So we can follow up" />
          </FormField>
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
