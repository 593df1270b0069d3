import { COPY } from '@rugby/contracts/copy';
import type { ApprovedProgram } from '@rugby/contracts/routes/training-program';
import { LoadingState, preloadable } from '@rugby/kit';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { Suspense } from 'react';

const PushForm = preloadable(() => import('./push-form.tsx').then((m) => m.default));

/** 'Push to Players': pick day 1, see who receives it, confirm. */
export function PushDialog({ program, open, onOpenChange }: { program: ApprovedProgram; open: boolean; onOpenChange(open: boolean): void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={COPY.programs.pushTitle} description={`'${program.programTitle}' becomes your squad's daily team training.`}>
        <Suspense fallback={<LoadingState label="Loading..." className="coach:min-h-32" />}>
          <PushForm program={program} onDone={() => onOpenChange(false)} onCancel={() => onOpenChange(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  );
}
