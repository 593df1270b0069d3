import { Button, Label, Textarea } from '@rugby/kit';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import type { CustomizationChanges } from './workflow.ts';

const EXAMPLES = ['More scrummaging', 'No gym access', 'Shorter sessions', 'More conditioning', 'Add kicking practice'];

/** The customize step: a request in the coach's words; Apply Customizations or Skip Customization. */
export function CustomizeStep({ pending, onApply, onSkip }: { pending: boolean; onApply(request: string): void; onSkip(): void }) {
  const [request, setRequest] = useState('');
  return (
    <form
      className="coach:grid coach:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (request.trim()) onApply(request.trim());
      }}
    >
      <div className="coach:grid coach:gap-1.5">
        <Label htmlFor="customization-request">What should change?</Label>
        <Textarea
          id="customization-request"
          rows={4}
          value={request}
          onChange={(e) => setRequest(e.target.value)}
          placeholder="e.g. more scrummaging, no gym access, shorter sessions"
        />
      </div>
      <div className="coach:flex coach:flex-wrap coach:gap-2" aria-label="Example requests" role="group">
        {EXAMPLES.map((example) => (
          <Button
            key={example}
            size="sm"
            variant="ghost"
            className="coach:border coach:border-slate-200"
            onClick={() => setRequest((current) => (current.trim() ? `${current.trim()}, ${example.toLowerCase()}` : example))}
          >
            + {example}
          </Button>
        ))}
      </div>
      <div className="coach:flex coach:flex-wrap coach:gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? (
            <>
              <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" /> Applying...
            </>
          ) : (
            'Apply Customizations'
          )}
        </Button>
        <Button variant="secondary" disabled={pending} onClick={onSkip}>
          Skip Customization
        </Button>
      </div>
    </form>
  );
}

/** What the last customization changed, and what it could not do with the reason: nothing is reported as done that was not. */
export function CustomizationResult({ changes }: { changes: CustomizationChanges }) {
  if (!changes.applied.length && !changes.notApplied.length) return null;
  return (
    <div
      className="coach:grid coach:gap-2 coach:rounded-md coach:border coach:border-slate-200 coach:p-3 coach:text-sm"
      aria-label="Customization result"
      role="region"
    >
      {changes.applied.length ? (
        <div>
          <p className="coach:font-semibold coach:text-emerald-800">Changed</p>
          <ul className="coach:list-disc coach:pl-5">
            {changes.applied.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {changes.notApplied.length ? (
        <div>
          <p className="coach:font-semibold coach:text-amber-800">Not applied</p>
          <ul className="coach:list-disc coach:pl-5">
            {changes.notApplied.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}
