import { COPY } from '@rugby/contracts/copy';
import { Button, preloadable } from '@rugby/kit';
import { MessageSquarePlus } from 'lucide-react';
import { Suspense } from 'react';
import { useFeedbackModal } from './feedback-store.ts';

// The form is only downloaded when someone opens it.
const FeedbackDialog = preloadable(() => import('./feedback-dialog.tsx').then((m) => m.default));

/** The floating 'Beta Feedback' button on every page. */
export function FeedbackButton() {
  const { open, setOpen } = useFeedbackModal();
  return (
    <>
      <Button
        variant="accent"
        shape="pill"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="ui:fixed ui:bottom-4 ui:right-4 ui:z-40 ui:shadow-lg ui:shadow-brand-950/20"
      >
        <MessageSquarePlus aria-hidden className="ui:size-4" />
        {COPY.betaFeedback}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackDialog />
        </Suspense>
      ) : null}
    </>
  );
}
