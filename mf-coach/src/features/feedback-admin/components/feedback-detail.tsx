import { COPY, FEEDBACK_LABELS } from '@rugby/contracts/copy';
import type { Feedback } from '@rugby/contracts/routes/feedback';
import { Badge, Button, Card, Label, Textarea, serverMessage, toast } from '@rugby/kit';
import { useState } from 'react';
import { useUpdateFeedback, type FeedbackSettableStatus } from '../api/update-feedback.ts';
import { RatingStars } from './rating-stars.tsx';
import { formatDate } from './format.ts';

const ACTIONS: { status: FeedbackSettableStatus; label: string; variant: 'primary' | 'secondary' | 'destructive' }[] = [
  { status: 'reviewing', label: 'Mark Reviewing', variant: 'secondary' },
  { status: 'planned', label: 'Mark Planned', variant: 'secondary' },
  { status: 'completed', label: 'Mark Completed', variant: 'primary' },
  { status: 'dismissed', label: 'Dismiss', variant: 'destructive' },
];

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="coach:text-xs coach:font-bold coach:uppercase coach:tracking-wide coach:text-slate-500">{label}</dt>
      <dd className="coach:mt-1 coach:text-sm coach:text-slate-800">{children}</dd>
    </div>
  );
}

/** One feedback item: what was sent, who to contact, the previous response, and the triage actions. */
export function FeedbackDetail({ feedback, onDone }: { feedback: Feedback; onDone(): void }) {
  const [response, setResponse] = useState('');
  const update = useUpdateFeedback();

  function setStatus(status: FeedbackSettableStatus) {
    update.mutate(
      { id: feedback.id, status, response },
      {
        onSuccess: () => {
          toast({ title: COPY.feedback.updated, variant: 'success' });
          setResponse('');
          onDone();
        },
        onError: (error) => toast({ title: 'Update Failed', description: serverMessage(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  }

  return (
    <Card aria-labelledby="feedback-detail-title" role="region" className="coach:p-5 coach:sm:p-6">
      <div className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
        <Badge variant="outline">{FEEDBACK_LABELS.type[feedback.type]}</Badge>
        <Badge variant="muted">{FEEDBACK_LABELS.status[feedback.status]}</Badge>
      </div>
      <h2 id="feedback-detail-title" className="coach:mt-3 coach:text-xl coach:font-bold coach:text-slate-900 coach:break-words">
        {feedback.title}
      </h2>
      <div className="coach:mt-2">
        <RatingStars rating={feedback.rating} />
      </div>

      <h3 className="coach:mt-5 coach:text-sm coach:font-bold coach:text-slate-900">Details</h3>
      <p className="coach:mt-1 coach:whitespace-pre-line coach:break-words coach:text-slate-700">{feedback.description}</p>

      <dl className="coach:mt-5 coach:grid coach:gap-4 coach:sm:grid-cols-2">
        <Fact label="Contact">
          {feedback.email ? (
            <a href={`mailto:${feedback.email}`} className="coach:break-all coach:font-medium coach:text-brand-700 coach:underline">
              {feedback.email}
            </a>
          ) : (
            'No contact email'
          )}
        </Fact>
        <Fact label="Feature area">
          {feedback.feature ? (FEEDBACK_LABELS.feature[feedback.feature as keyof typeof FEEDBACK_LABELS.feature] ?? feedback.feature) : 'Not given'}
        </Fact>
        <Fact label="Sent from">{feedback.page ?? 'Unknown page'}</Fact>
        <Fact label="Received">{formatDate(feedback.createdAt)}</Fact>
      </dl>

      {feedback.response ? (
        <div className="coach:mt-5 coach:rounded-xl coach:bg-brand-50 coach:p-4">
          <h3 className="coach:text-sm coach:font-bold coach:text-brand-900">Previous response</h3>
          <p className="coach:mt-1 coach:whitespace-pre-line coach:text-sm coach:text-slate-800">{feedback.response}</p>
        </div>
      ) : null}

      <div className="coach:mt-5 coach:grid coach:gap-1.5">
        <Label htmlFor="feedback-response">Response (optional)</Label>
        <Textarea
          id="feedback-response"
          rows={4}
          maxLength={2000}
          value={response}
          onChange={(e) => setResponse(e.target.value)}
          placeholder="Add a note for the team about this feedback..."
        />
      </div>
      <div className="coach:mt-4 coach:grid coach:grid-cols-2 coach:gap-2 coach:sm:flex coach:sm:flex-wrap">
        {ACTIONS.map((action) => (
          <Button key={action.status} variant={action.variant} disabled={update.isPending} onClick={() => setStatus(action.status)}>
            {action.label}
          </Button>
        ))}
      </div>
    </Card>
  );
}
