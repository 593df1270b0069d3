import { BLOCK_LABELS, TRAINING_DAY_LABELS } from '@rugby/contracts/program/labels';
import { blockMinutesOf, dayMinutesOf, formatPrescription } from '@rugby/contracts/program/render';
import { programDocumentSchema, type ProgramBlockDoc, type ProgramDayDoc, type ProgramDocument, type ProgramItemDoc } from '@rugby/contracts/program/schema';
import { Badge, Button } from '@rugby/kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { ArrowDown, ArrowUp, CheckCircle2, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useProgramCheck, type RuleViolationView } from '../../api/check-program.ts';
import { ItemDialog } from './item-dialog.tsx';
import { LibraryPicker } from './library-picker.tsx';
import { addItem, BLOCK_MAX_ITEMS, canRemove, itemKey, moveItem, removeItem, replaceItem, type ItemPlace } from './program-edits.ts';

/**
 * The coach's structured editor (issue 13): per day and block, move an exercise up or down, change its dose or name,
 * remove it, or add one from the exercise library. Every change is checked against the program schema before it is
 * kept (nothing invalid is ever sent) and the edited program is checked against the coaching rules; their warnings
 * show next to the day they concern. The coach may still save: it is their call. Loaded on demand (it brings zod and
 * react-hook-form), from the AI Training tab's previews and the edit of an approved program.
 */
export interface ProgramEditorProps {
  document: ProgramDocument;
  teamId: string;
  onChange(document: ProgramDocument): void;
}

const dayLabel = (day: ProgramDayDoc) => TRAINING_DAY_LABELS[day.day];
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function Warnings({ violations, label }: { violations: RuleViolationView[]; label: string }) {
  if (!violations.length) return null;
  return (
    <div role="group" aria-label={label} className="coach:grid coach:gap-1 coach:rounded-lg coach:border coach:border-amber-300 coach:bg-amber-50 coach:p-3 coach:text-sm coach:text-amber-950">
      <p className="coach:flex coach:items-center coach:gap-2 coach:font-semibold"><TriangleAlert aria-hidden className="coach:size-4 coach:shrink-0" /> {label}</p>
      <ul className="coach:grid coach:list-disc coach:gap-0.5 coach:pl-5">
        {violations.map((v, i) => <li key={i} className="coach:break-words">{v.message}</li>)}
      </ul>
      <p className="coach:text-xs coach:text-amber-900">You can still save the program: it is your call.</p>
    </div>
  );
}

type Focusable = Map<string, HTMLElement>;

function ItemRow({ item, at, count, removable, focusable, onMove, onEdit, onRemove }: {
  item: ProgramItemDoc; at: ItemPlace; count: number; removable: boolean; focusable: Focusable;
  onMove(at: ItemPlace, delta: -1 | 1): void; onEdit(at: ItemPlace): void; onRemove(at: ItemPlace): void;
}) {
  const key = itemKey(item);
  const ref = (name: string) => (el: HTMLElement | null) => { if (el) focusable.set(`${key}:${name}`, el); else focusable.delete(`${key}:${name}`); };
  const prescription = formatPrescription(item);
  return (
    <div className="coach:flex coach:flex-wrap coach:items-start coach:justify-between coach:gap-2">
      <div className="coach:grid coach:min-w-0 coach:flex-1 coach:basis-48 coach:gap-0.5 coach:text-sm">
        <span className="coach:font-semibold coach:break-words coach:text-slate-900">{item.name}</span>
        <span className="coach:break-words coach:text-brand-800">{prescription ? `${prescription} · ${item.minutes} min` : `${item.minutes} min`}</span>
        {item.origin !== 'library' || item.change ? (
          <span className="coach:flex coach:flex-wrap coach:gap-1">
            {item.origin === 'coach' ? <Badge variant="outline">Your own</Badge> : null}
            {item.origin === 'added' ? <Badge variant="muted">Added</Badge> : null}
            {item.change ? <Badge variant="muted">{item.change}</Badge> : null}
          </span>
        ) : null}
      </div>
      <div role="group" aria-label={`Actions for ${item.name}`} className="coach:flex coach:shrink-0 coach:gap-1">
        <Button ref={ref('up')} size="icon" variant="ghost" aria-label={`Move ${item.name} up`} disabled={at.item === 0} onClick={() => onMove(at, -1)}>
          <ArrowUp aria-hidden className="coach:size-4" />
        </Button>
        <Button ref={ref('down')} size="icon" variant="ghost" aria-label={`Move ${item.name} down`} disabled={at.item === count - 1} onClick={() => onMove(at, 1)}>
          <ArrowDown aria-hidden className="coach:size-4" />
        </Button>
        <Button ref={ref('edit')} size="icon" variant="ghost" aria-label={`Edit ${item.name}`} onClick={() => onEdit(at)}>
          <Pencil aria-hidden className="coach:size-4" />
        </Button>
        <Button ref={ref('remove')} size="icon" variant="ghost" aria-label={`Remove ${item.name}`} disabled={!removable} title={removable ? undefined : 'A day keeps at least one exercise'} onClick={() => onRemove(at)}>
          <Trash2 aria-hidden className="coach:size-4" />
        </Button>
      </div>
    </div>
  );
}

function BlockEditor({ doc, day, block, dayIndex, blockIndex, focusable, onMove, onEdit, onRemove, onAdd }: {
  doc: ProgramDocument; day: ProgramDayDoc; block: ProgramBlockDoc; dayIndex: number; blockIndex: number; focusable: Focusable;
  onMove(at: ItemPlace, delta: -1 | 1): void; onEdit(at: ItemPlace): void; onRemove(at: ItemPlace): void; onAdd(at: Pick<ItemPlace, 'day' | 'block'>): void;
}) {
  const id = useId();
  const full = block.items.length >= BLOCK_MAX_ITEMS;
  const removable = canRemove(doc, { day: dayIndex, block: blockIndex });
  return (
    <section aria-labelledby={id} className="coach:grid coach:gap-2 coach:rounded-xl coach:border coach:border-slate-200 coach:p-3">
      <h5 id={id} className="coach:text-sm coach:font-bold coach:uppercase coach:tracking-wide coach:text-brand-700">
        {BLOCK_LABELS[block.kind]}<span className="coach:font-semibold coach:normal-case coach:tracking-normal coach:text-slate-500"> · {blockMinutesOf(block)} min</span>
      </h5>
      <ol aria-label={`${dayLabel(day)} ${BLOCK_LABELS[block.kind]} exercises`} className="coach:grid coach:gap-2">
        {block.items.map((item, itemIndex) => (
          <li key={itemKey(item)} className="coach:border-l-2 coach:border-brand-200 coach:pl-2">
            <ItemRow item={item} at={{ day: dayIndex, block: blockIndex, item: itemIndex }} count={block.items.length} removable={removable}
              focusable={focusable} onMove={onMove} onEdit={onEdit} onRemove={onRemove} />
          </li>
        ))}
      </ol>
      <Button ref={(el) => { if (el) focusable.set(`add:${dayIndex}:${block.kind}`, el); else focusable.delete(`add:${dayIndex}:${block.kind}`); }}
        size="sm" variant="secondary" className="coach:justify-self-start" disabled={full} aria-label={`Add exercise to ${dayLabel(day)} ${BLOCK_LABELS[block.kind]}`}
        onClick={() => onAdd({ day: dayIndex, block: blockIndex })}>
        <Plus aria-hidden className="coach:size-4" /> {full ? `Full (${BLOCK_MAX_ITEMS} exercises)` : 'Add exercise'}
      </Button>
    </section>
  );
}

export default function ProgramEditor({ document, teamId, onChange }: ProgramEditorProps) {
  const [tab, setTab] = useState<string>(document.days[0]?.day ?? 'monday');
  const [editing, setEditing] = useState<ItemPlace | null>(null);
  const [adding, setAdding] = useState<Pick<ItemPlace, 'day' | 'block'> | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusable = useRef<Focusable>(new Map()).current;
  const pendingFocus = useRef<string[] | null>(null);
  const checked = useDebounced(document, 300);
  const check = useProgramCheck(checked);
  const violations = check.data?.violations ?? [];

  // After a change, keyboard focus follows the exercise (or goes to the nearest control left).
  useEffect(() => {
    const wanted = pendingFocus.current;
    pendingFocus.current = null;
    const target = wanted?.map((name) => focusable.get(name)).find((el) => el && !(el as HTMLButtonElement).disabled);
    target?.focus();
  }, [document, focusable]);

  /** Keeps a change only when the result is a valid program: the editor never holds (or sends) an invalid one. */
  function commit(next: ProgramDocument, message: string, focus?: string[]) {
    if (next === document) return;
    const parsed = programDocumentSchema.safeParse(next);
    if (!parsed.success) {
      setError(`This change was not kept: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return;
    }
    setError(null);
    pendingFocus.current = focus ?? null;
    setAnnouncement(message);
    onChange(next);
  }

  const where = (at: Pick<ItemPlace, 'day' | 'block'>) => {
    const day = document.days[at.day]!;
    return `${dayLabel(day)} ${BLOCK_LABELS[day.blocks[at.block]!.kind]}`;
  };
  const itemAt = (at: ItemPlace) => document.days[at.day]?.blocks[at.block]?.items[at.item];

  const onMove = (at: ItemPlace, delta: -1 | 1) => {
    const item = itemAt(at);
    if (!item) return;
    const count = document.days[at.day]!.blocks[at.block]!.items.length;
    const key = itemKey(item);
    commit(moveItem(document, at, delta), `${item.name} moved ${delta < 0 ? 'up' : 'down'}: ${at.item + delta + 1} of ${count} in ${where(at)}`,
      [`${key}:${delta < 0 ? 'up' : 'down'}`, `${key}:${delta < 0 ? 'down' : 'up'}`]);
  };
  const onRemove = (at: ItemPlace) => {
    const block = document.days[at.day]?.blocks[at.block];
    const item = block?.items[at.item];
    if (!block || !item) return;
    const neighbour = block.items[at.item + 1] ?? block.items[at.item - 1];
    commit(removeItem(document, at), `${item.name} removed from ${where(at)}`,
      [...(neighbour ? [`${itemKey(neighbour)}:edit`] : []), `add:${at.day}:${block.kind}`]);
  };
  const onSaveItem = (at: ItemPlace, item: ProgramItemDoc) => {
    commit(replaceItem(document, at, item), `${item.name} saved${formatPrescription(item) ? `: ${formatPrescription(item)}` : ''}`);
  };
  const onAddItem = (at: Pick<ItemPlace, 'day' | 'block'>, libraryItem: ProgramItemDoc) => {
    const item = { ...libraryItem, cues: [...libraryItem.cues], equipment: [...libraryItem.equipment] };
    commit(addItem(document, at, item), `${item.name} added to ${where(at)}`, [`${itemKey(item)}:edit`]);
  };

  const weekViolations = violations.filter((v) => !v.day);
  const editingItem = editing ? itemAt(editing) : undefined;
  const addingBlock = adding ? document.days[adding.day]?.blocks[adding.block] : undefined;

  return (
    <section aria-label="Program editor" className="coach:grid coach:min-w-0 coach:gap-4">
      <p className="coach:text-sm coach:text-slate-600">
        Move, re-dose, rename, remove or add exercises day by day. The program changes as you edit; nothing reaches your players until you approve (or save) and push it.
      </p>
      <p aria-live="polite" className="coach:sr-only">{announcement}</p>
      {error ? <p role="alert" className="coach:rounded-lg coach:bg-danger-50 coach:p-3 coach:text-sm coach:font-semibold coach:text-danger-700">{error}</p> : null}
      <div role="status" className="coach:text-sm">
        {check.isError ? <span className="coach:text-danger-700">The coaching rules could not be checked right now.</span>
          : check.data && !violations.length ? <span className="coach:flex coach:items-center coach:gap-1 coach:text-brand-800"><CheckCircle2 aria-hidden className="coach:size-4" /> Every coaching rule is met.</span>
            : check.data ? <span className="coach:text-amber-900">{plural(violations.length, 'coaching warning')}: see the days below.</span>
              : <span className="coach:text-slate-500">Checking the coaching rules...</span>}
      </div>
      <Warnings violations={weekViolations} label="Warnings for the whole week" />
      <Tabs value={tab} onValueChange={setTab} className="coach:min-w-0">
        <TabsList aria-label="Training days">
          {document.days.map((day) => {
            const count = violations.filter((v) => v.day === day.day).length;
            return (
              <TabsTrigger key={day.day} value={day.day} aria-label={count ? `${dayLabel(day)}, ${plural(count, 'warning')}` : undefined}>
                {dayLabel(day)}{count ? <span aria-hidden className="coach:ml-1 coach:text-amber-800">({count})</span> : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {document.days.map((day, dayIndex) => (
          <TabsContent key={day.day} value={day.day} className="coach:grid coach:gap-3">
            <p className="coach:flex coach:flex-wrap coach:items-baseline coach:gap-x-2 coach:text-sm">
              <span className="coach:font-bold coach:text-slate-900">{dayLabel(day)}: {day.theme}</span>
              <span className="coach:text-slate-600">Total duration: {dayMinutesOf(day)} min</span>
            </p>
            <Warnings violations={violations.filter((v) => v.day === day.day)} label={`Coaching warnings for ${dayLabel(day)}`} />
            {day.blocks.map((block, blockIndex) => (
              <BlockEditor key={`${block.kind}-${blockIndex}`} doc={document} day={day} block={block} dayIndex={dayIndex} blockIndex={blockIndex} focusable={focusable}
                onMove={onMove} onEdit={setEditing} onRemove={onRemove} onAdd={setAdding} />
            ))}
          </TabsContent>
        ))}
      </Tabs>
      {editing && editingItem ? (
        <ItemDialog item={editingItem} context={where(editing)} open onOpenChange={(open) => { if (!open) setEditing(null); }}
          onSave={(item) => onSaveItem(editing, item)} />
      ) : null}
      {adding && addingBlock ? (
        <LibraryPicker teamId={teamId} block={addingBlock.kind} context={where(adding)} open onOpenChange={(open) => { if (!open) setAdding(null); }}
          onAdd={(item) => onAddItem(adding, item)} />
      ) : null}
    </section>
  );
}
