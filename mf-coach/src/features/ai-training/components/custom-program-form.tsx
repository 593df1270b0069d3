import { Button, Label, Textarea } from '@rugby/kit';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';

/** The custom path: the coach's own training content, arranged into a program by the AI. */
export function CustomProgramForm({ pending, onSubmit }: { pending: boolean; onSubmit(content: string): void }) {
  const [content, setContent] = useState('');
  return (
    <form
      className="coach:grid coach:gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit(content);
      }}
    >
      <div className="coach:grid coach:gap-1.5">
        <Label htmlFor="custom-program-content">Your training content</Label>
        <Textarea
          id="custom-program-content"
          rows={10}
          value={content}
          onChange={(e) => setContent(e.target.value)}
          placeholder={'Paste your sessions, drills or notes, e.g.\nMonday: scrum machine 15 min, squats 4x5\nTuesday: passing drills, lineout throws'}
        />
        <p className="coach:text-xs coach:text-slate-500">
          The AI arranges it into a 4-day week (Monday, Tuesday, Thursday, Friday) you can review and customize.
        </p>
      </div>
      <Button type="submit" disabled={pending} className="coach:justify-self-start">
        {pending ? (
          <>
            <Loader2 aria-hidden className="coach:size-4 coach:animate-spin" /> Processing...
          </>
        ) : (
          'Generate Program'
        )}
      </Button>
    </form>
  );
}
