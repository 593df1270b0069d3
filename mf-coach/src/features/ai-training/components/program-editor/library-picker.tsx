import { BLOCK_LABELS, type BlockKind } from '@rugby/contracts/program/labels';
import { formatPrescription } from '@rugby/contracts/program/render';
import type { ProgramItemDoc } from '@rugby/contracts/program/schema';
import { Badge, Button, Input, Label, LoadingState, serverMessage } from '@rugby/kit';
import { Checkbox } from '@rugby/kit/ui/checkbox.tsx';
import { Dialog, DialogContent } from '@rugby/kit/ui/dialog.tsx';
import { Plus } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useExerciseLibrary, type LibraryExercise } from '../../api/get-exercise-library.ts';

/** Lower-case words without accents, for matching what the coach types. */
const fold = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

export function filterLibrary(exercises: readonly LibraryExercise[], query: string, block: BlockKind | null): LibraryExercise[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return exercises.filter((e) => {
    if (block && e.category !== block) return false;
    const haystack = fold(`${e.item.name} ${BLOCK_LABELS[e.category]} ${e.item.equipment.join(' ')}`);
    return words.every((w) => haystack.includes(w));
  });
}

function PickerBody({ teamId, block, onAdd }: { teamId: string; block: BlockKind; onAdd(item: ProgramItemDoc): void }) {
  const id = useId();
  const library = useExerciseLibrary(teamId);
  const [query, setQuery] = useState('');
  const [everyBlock, setEveryBlock] = useState(false);
  const deferred = useDeferredValue(query);
  const found = useMemo(() => filterLibrary(library.data?.exercises ?? [], deferred, everyBlock ? null : block), [library.data, deferred, everyBlock, block]);
  return (
    <div className="coach:grid coach:gap-3">
      <div className="coach:grid coach:gap-1">
        <Label htmlFor={`${id}-search`}>Search exercises</Label>
        <Input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder="e.g. squat, sprint, tackle"
        />
      </div>
      <div className="coach:flex coach:items-center coach:gap-2">
        <Checkbox id={`${id}-every`} checked={everyBlock} onCheckedChange={(checked) => setEveryBlock(checked === true)} />
        <Label htmlFor={`${id}-every`}>Show exercises of every block, not only {BLOCK_LABELS[block]}</Label>
      </div>
      {library.isPending ? <LoadingState label="Loading the exercise library..." shape="list" className="coach:min-h-24" /> : null}
      {library.isError ? (
        <p role="alert" className="coach:text-sm coach:text-danger-700">
          {serverMessage(library.error, 'The exercise library could not be loaded.')}
        </p>
      ) : null}
      {library.data ? (
        <>
          <p role="status" className="coach:text-sm coach:text-slate-600">
            {found.length === 1 ? '1 exercise' : `${found.length} exercises`} at the dose of your {library.data.seasonPhase} week {library.data.weekOfPhase}
          </p>
          <ul aria-label="Library exercises" className="coach:grid coach:gap-2">
            {found.map(({ item, category, equipment }) => (
              <li
                key={item.exerciseId ?? item.name}
                className="coach:flex coach:items-start coach:justify-between coach:gap-3 coach:rounded-lg coach:border coach:border-slate-200 coach:p-3"
              >
                <div className="coach:grid coach:min-w-0 coach:gap-0.5 coach:text-sm">
                  <span className="coach:font-semibold coach:break-words coach:text-slate-900">{item.name}</span>
                  <span className="coach:break-words coach:text-brand-800">
                    {[formatPrescription(item), `${item.minutes} min`].filter(Boolean).join(' · ')}
                  </span>
                  <span className="coach:flex coach:flex-wrap coach:gap-1">
                    {everyBlock ? <Badge variant="muted">{BLOCK_LABELS[category]}</Badge> : null}
                    {equipment === 'gym' ? <Badge variant="outline">Gym</Badge> : null}
                    {item.contact !== 'none' ? <Badge variant="outline">Contact: {item.contact}</Badge> : null}
                  </span>
                </div>
                <Button size="sm" variant="secondary" aria-label={`Add ${item.name}`} onClick={() => onAdd(item)}>
                  <Plus aria-hidden className="coach:size-4" /> Add
                </Button>
              </li>
            ))}
          </ul>
          {found.length === 0 ? (
            <p className="coach:text-sm coach:text-slate-600">No exercise matches. Try another word{everyBlock ? '' : ' or show every block'}.</p>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

/**
 * The exercise library, searchable, in a dialog: 'Add' puts the exercise (at this phase's dose) at the end of the block
 * (or starts a new block with it). `onCloseAutoFocus` lets the editor move focus to what was added.
 */
export function LibraryPicker({
  teamId,
  block,
  context,
  open,
  onOpenChange,
  onAdd,
  onCloseAutoFocus,
}: {
  teamId: string;
  block: BlockKind;
  context: string;
  open: boolean;
  onOpenChange(open: boolean): void;
  onAdd(item: ProgramItemDoc): void;
  onCloseAutoFocus?(event: Event): void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        onCloseAutoFocus={onCloseAutoFocus}
        title={`Add to ${context}`}
        description="Exercises from the library, at the dose of your team's season phase. You can change the dose once it is added."
      >
        <PickerBody
          teamId={teamId}
          block={block}
          onAdd={(item) => {
            onAdd(item);
            onOpenChange(false);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
