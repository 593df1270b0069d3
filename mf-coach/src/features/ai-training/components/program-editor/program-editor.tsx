import { BLOCK_LABELS, TRAINING_DAY_LABELS } from '@rugby/contracts/program/labels';
import { blockMinutesOf, dayMinutesOf, groupLabel } from '@rugby/contracts/program/groups';
import { formatPrescription } from '@rugby/contracts/program/render';
import { programDocumentSchema, type ProgramBlockDoc, type ProgramDayDoc, type ProgramDocument, type ProgramItemDoc } from '@rugby/contracts/program/schema';
import { Badge, Button, Input, Label } from '@rugby/kit';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { ArrowDown, ArrowRightLeft, ArrowUp, CheckCircle2, Pencil, Plus, Trash2, TriangleAlert } from 'lucide-react';
import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { useProgramCheck, type RuleViolationView } from '../../api/check-program.ts';
import { ItemDialog } from './item-dialog.tsx';
import { LibraryPicker } from './library-picker.tsx';
import { MoveDialog } from './move-dialog.tsx';
import {
  addBlock,
  addItem,
  BLOCK_MAX_ITEMS,
  canRemove,
  DAY_MAX_BLOCKS,
  itemKey,
  missingBlockKinds,
  moveItem,
  moveItemTo,
  moveTargets,
  removeItem,
  replaceItem,
  setDayTheme,
  themeError,
  type BlockTarget,
  type ItemPlace,
} from './program-edits.ts';

/**
 * The coach's structured editor (issue 13): per day and block, move an exercise up or down or to another block or day,
 * change its dose, name or who does it (a unit split), remove it, or add one from the exercise library; per day, rename
 * the theme or add a block the day lacks (starting with an exercise from the library). Every change is checked against
 * the program schema before it is kept (nothing invalid is ever sent) and the edited program is checked against the
 * coaching rules; their warnings show next to the day they concern. The coach may still save: it is their call. Loaded
 * on demand (it brings zod and react-hook-form), from the AI Training tab's previews and the edit of an approved program.
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
    <div
      role="group"
      aria-label={label}
      className="coach:grid coach:gap-1 coach:rounded-lg coach:border coach:border-amber-300 coach:bg-amber-50 coach:p-3 coach:text-sm coach:text-amber-950"
    >
      <p className="coach:flex coach:items-center coach:gap-2 coach:font-semibold">
        <TriangleAlert aria-hidden className="coach:size-4 coach:shrink-0" /> {label}
      </p>
      <ul className="coach:grid coach:list-disc coach:gap-0.5 coach:pl-5">
        {violations.map((v, i) => (
          <li key={i} className="coach:break-words">
            {v.message}
          </li>
        ))}
      </ul>
      <p className="coach:text-xs coach:text-amber-900">You can still save the program: it is your call.</p>
    </div>
  );
}

/** The editor's focusable controls by name (`<item key>:<action>`, `add:<day>:<kind>`, `theme:<day>`), kept by their ref callbacks. */
type Focusable = RefObject<Map<string, HTMLElement>>;

/** The ref callback that keeps `el` under `name` while it is mounted. */
const register = (focusable: Focusable, name: string) => (el: HTMLElement | null) => {
  if (el) focusable.current.set(name, el);
  else focusable.current.delete(name);
};

/** The first of the wanted controls still there and enabled (after a change, focus goes to the nearest one left). */
const focusTarget = (focusable: Focusable, wanted: string[] | null) =>
  wanted?.map((name) => focusable.current.get(name)).find((el) => el && !(el as HTMLButtonElement).disabled);

interface ItemActions {
  onMove(at: ItemPlace, delta: -1 | 1): void;
  onMoveTo(at: ItemPlace): void;
  onEdit(at: ItemPlace): void;
  onRemove(at: ItemPlace): void;
}

function ItemRow({
  item,
  at,
  count,
  removable,
  movable,
  focusable,
  onMove,
  onMoveTo,
  onEdit,
  onRemove,
}: ItemActions & {
  item: ProgramItemDoc;
  at: ItemPlace;
  count: number;
  removable: boolean;
  movable: boolean;
  focusable: Focusable;
}) {
  const key = itemKey(item);
  const ref = (name: string) => register(focusable, `${key}:${name}`);
  const prescription = formatPrescription(item);
  return (
    <div className="coach:flex coach:flex-wrap coach:items-start coach:justify-between coach:gap-2">
      <div className="coach:grid coach:min-w-0 coach:flex-1 coach:basis-48 coach:gap-0.5 coach:text-sm">
        <span className="coach:font-semibold coach:break-words coach:text-slate-900">{item.name}</span>
        <span className="coach:break-words coach:text-brand-800">{prescription ? `${prescription} · ${item.minutes} min` : `${item.minutes} min`}</span>
        {item.origin !== 'library' || item.change || item.group ? (
          <span className="coach:flex coach:flex-wrap coach:gap-1">
            {item.group ? <Badge variant="outline">{groupLabel(item.group)} only</Badge> : null}
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
        <Button
          ref={ref('down')}
          size="icon"
          variant="ghost"
          aria-label={`Move ${item.name} down`}
          disabled={at.item === count - 1}
          onClick={() => onMove(at, 1)}
        >
          <ArrowDown aria-hidden className="coach:size-4" />
        </Button>
        <Button
          ref={ref('move-to')}
          size="icon"
          variant="ghost"
          aria-label={`Move ${item.name} to another block or day`}
          disabled={!movable}
          title={movable ? undefined : 'No other block has room'}
          onClick={() => onMoveTo(at)}
        >
          <ArrowRightLeft aria-hidden className="coach:size-4" />
        </Button>
        <Button ref={ref('edit')} size="icon" variant="ghost" aria-label={`Edit ${item.name}`} onClick={() => onEdit(at)}>
          <Pencil aria-hidden className="coach:size-4" />
        </Button>
        <Button
          ref={ref('remove')}
          size="icon"
          variant="ghost"
          aria-label={`Remove ${item.name}`}
          disabled={!removable}
          title={removable ? undefined : 'A day keeps at least one exercise'}
          onClick={() => onRemove(at)}
        >
          <Trash2 aria-hidden className="coach:size-4" />
        </Button>
      </div>
    </div>
  );
}

function BlockEditor({
  doc,
  day,
  block,
  dayIndex,
  blockIndex,
  focusable,
  onAdd,
  ...actions
}: ItemActions & {
  doc: ProgramDocument;
  day: ProgramDayDoc;
  block: ProgramBlockDoc;
  dayIndex: number;
  blockIndex: number;
  focusable: Focusable;
  onAdd(at: Pick<ItemPlace, 'day' | 'block'>): void;
}) {
  const id = useId();
  const full = block.items.length >= BLOCK_MAX_ITEMS;
  const removable = canRemove(doc, { day: dayIndex, block: blockIndex });
  return (
    <section aria-labelledby={id} className="coach:grid coach:gap-2 coach:rounded-xl coach:border coach:border-slate-200 coach:p-3">
      <h5 id={id} className="coach:text-sm coach:font-bold coach:uppercase coach:tracking-wide coach:text-brand-700">
        {BLOCK_LABELS[block.kind]}
        <span className="coach:font-semibold coach:normal-case coach:tracking-normal coach:text-slate-500"> · {blockMinutesOf(block)} min</span>
      </h5>
      <ol aria-label={`${dayLabel(day)} ${BLOCK_LABELS[block.kind]} exercises`} className="coach:grid coach:gap-2">
        {block.items.map((item, itemIndex) => {
          const at = { day: dayIndex, block: blockIndex, item: itemIndex };
          return (
            <li key={itemKey(item)} className="coach:border-l-2 coach:border-brand-200 coach:pl-2">
              <ItemRow
                item={item}
                at={at}
                count={block.items.length}
                removable={removable}
                movable={moveTargets(doc, at).length > 0}
                focusable={focusable}
                {...actions}
              />
            </li>
          );
        })}
      </ol>
      <Button
        ref={register(focusable, `add:${dayIndex}:${block.kind}`)}
        size="sm"
        variant="secondary"
        className="coach:justify-self-start"
        disabled={full}
        aria-label={`Add exercise to ${dayLabel(day)} ${BLOCK_LABELS[block.kind]}`}
        onClick={() => onAdd({ day: dayIndex, block: blockIndex })}
      >
        <Plus aria-hidden className="coach:size-4" /> {full ? `Full (${BLOCK_MAX_ITEMS} exercises)` : 'Add exercise'}
      </Button>
    </section>
  );
}

/** The day's theme, renamed in place: trimmed, 1-160 characters (the field's message otherwise). */
function ThemeForm({
  day,
  dayIndex,
  focusable,
  onSave,
}: {
  day: ProgramDayDoc;
  dayIndex: number;
  focusable: Focusable;
  onSave(dayIndex: number, theme: string): void;
}) {
  const id = useId();
  const [value, setValue] = useState(day.theme);
  const [error, setError] = useState<string | null>(null);
  // A new theme (once saved) resets the field and its message: adjusted while rendering, keeping the input (and its focus).
  const [shownTheme, setShownTheme] = useState(day.theme);
  if (day.theme !== shownTheme) {
    setShownTheme(day.theme);
    setValue(day.theme);
    setError(null);
  }
  const input = useRef<HTMLInputElement | null>(null);
  const focusKey = `theme:${dayIndex}`;
  return (
    <form
      noValidate
      className="coach:flex coach:flex-wrap coach:items-end coach:gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = themeError(value);
        setError(problem);
        if (problem) input.current?.focus();
        else {
          setValue(value.trim());
          onSave(dayIndex, value);
        }
      }}
    >
      <div className="coach:grid coach:min-w-0 coach:flex-1 coach:basis-56 coach:gap-1">
        <Label htmlFor={`${id}-theme`}>{dayLabel(day)} theme</Label>
        <Input
          id={`${id}-theme`}
          autoComplete="off"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          ref={(el) => {
            input.current = el;
            register(focusable, focusKey)(el);
          }}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-theme-error` : undefined}
        />
        {error ? (
          <p id={`${id}-theme-error`} className="coach:text-xs coach:font-medium coach:text-danger-700">
            {error}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="secondary" aria-label={`Save ${dayLabel(day)} theme`}>
        Save
      </Button>
    </form>
  );
}

/** The block kinds the day lacks, one button each: the coach then picks the new block's first exercise. */
function AddBlock({ day, dayIndex, onAdd }: { day: ProgramDayDoc; dayIndex: number; onAdd(at: BlockTarget): void }) {
  const missing = missingBlockKinds(day);
  if (!missing.length) return null;
  const full = day.blocks.length >= DAY_MAX_BLOCKS;
  return (
    <div role="group" aria-label={`Add a block to ${dayLabel(day)}`} className="coach:flex coach:flex-wrap coach:items-center coach:gap-2">
      <span aria-hidden className="coach:text-sm coach:font-semibold coach:text-slate-700">
        Add a block:
      </span>
      {missing.map((kind) => (
        <Button
          key={kind}
          size="sm"
          variant="secondary"
          disabled={full}
          aria-label={`Add ${BLOCK_LABELS[kind]} block to ${dayLabel(day)}`}
          onClick={() => onAdd({ day: dayIndex, kind })}
        >
          <Plus aria-hidden className="coach:size-4" /> {BLOCK_LABELS[kind]}
        </Button>
      ))}
    </div>
  );
}

/** A block's React key: its kind and how many blocks of that kind come before it (stable when a block is added before it). */
const blockKey = (day: ProgramDayDoc, blockIndex: number) => {
  const kind = day.blocks[blockIndex]!.kind;
  return `${kind}-${day.blocks.slice(0, blockIndex).filter((b) => b.kind === kind).length}`;
};

export default function ProgramEditor({ document, teamId, onChange }: ProgramEditorProps) {
  const [tab, setTab] = useState<string>(document.days[0]?.day ?? 'monday');
  const [editing, setEditing] = useState<ItemPlace | null>(null);
  const [adding, setAdding] = useState<Pick<ItemPlace, 'day' | 'block'> | null>(null);
  const [moving, setMoving] = useState<ItemPlace | null>(null);
  const [addingBlock, setAddingBlock] = useState<BlockTarget | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [error, setError] = useState<string | null>(null);
  const focusable: Focusable = useRef(new Map<string, HTMLElement>());
  const pendingFocus = useRef<string[] | null>(null);
  const focusAfterDialog = useRef<string[] | null>(null);
  const checked = useDebounced(document, 300);
  const check = useProgramCheck(checked);
  const violations = check.data?.violations ?? [];

  // After a change, keyboard focus follows the exercise (or goes to the nearest control left).
  useEffect(() => {
    const wanted = pendingFocus.current;
    pendingFocus.current = null;
    focusTarget(focusable, wanted)?.focus();
  }, [document]);
  // A dialog that changed the program gives focus to what changed (not back to the button that opened it).
  const onDialogCloseAutoFocus = (event: Event) => {
    const target = focusTarget(focusable, focusAfterDialog.current);
    focusAfterDialog.current = null;
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  /** Keeps a change only when the result is a valid program: the editor never holds (or sends) an invalid one. */
  function commit(next: ProgramDocument, message: string, focus?: string[]): boolean {
    if (next === document) return false;
    const parsed = programDocumentSchema.safeParse(next);
    if (!parsed.success) {
      setError(`This change was not kept: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
      return false;
    }
    setError(null);
    pendingFocus.current = focus ?? null;
    setAnnouncement(message);
    onChange(next);
    return true;
  }
  /** A change made in a dialog: focus goes to `focus` once the dialog has closed. */
  function commitFromDialog(next: ProgramDocument, message: string, focus: string[]) {
    if (commit(next, message, focus)) focusAfterDialog.current = focus;
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
    commit(moveItem(document, at, delta), `${item.name} moved ${delta < 0 ? 'up' : 'down'}: ${at.item + delta + 1} of ${count} in ${where(at)}`, [
      `${key}:${delta < 0 ? 'up' : 'down'}`,
      `${key}:${delta < 0 ? 'down' : 'up'}`,
    ]);
  };
  const onRemove = (at: ItemPlace) => {
    const block = document.days[at.day]?.blocks[at.block];
    const item = block?.items[at.item];
    if (!block || !item) return;
    const neighbour = block.items[at.item + 1] ?? block.items[at.item - 1];
    commit(removeItem(document, at), `${item.name} removed from ${where(at)}`, [
      ...(neighbour ? [`${itemKey(neighbour)}:edit`] : []),
      `add:${at.day}:${block.kind}`,
    ]);
  };
  const onSaveItem = (at: ItemPlace, item: ProgramItemDoc) => {
    commit(replaceItem(document, at, item), `${item.name} saved${formatPrescription(item) ? `: ${formatPrescription(item)}` : ''}`);
  };
  const copyOf = (libraryItem: ProgramItemDoc): ProgramItemDoc => ({ ...libraryItem, cues: [...libraryItem.cues], equipment: [...libraryItem.equipment] });
  const onAddItem = (at: Pick<ItemPlace, 'day' | 'block'>, libraryItem: ProgramItemDoc) => {
    const item = copyOf(libraryItem);
    commitFromDialog(addItem(document, at, item), `${item.name} added to ${where(at)}`, [`${itemKey(item)}:edit`]);
  };
  const targetLabel = (to: BlockTarget) => `${dayLabel(document.days[to.day]!)} ${BLOCK_LABELS[to.kind]}`;
  const onMoveTo = (at: ItemPlace, to: BlockTarget) => {
    const block = document.days[at.day]?.blocks[at.block];
    const item = block?.items[at.item];
    if (!block || !item) return;
    const created = !document.days[to.day]!.blocks.some((b) => b.kind === to.kind);
    const key = itemKey(item);
    const neighbour = block.items[at.item + 1] ?? block.items[at.item - 1];
    // Within the day focus follows the exercise; to another day (another tab) it stays where the exercise was.
    const focus =
      to.day === at.day ? [`${key}:move-to`] : [...(neighbour ? [`${itemKey(neighbour)}:move-to`] : []), `add:${at.day}:${block.kind}`, `theme:${at.day}`];
    commitFromDialog(moveItemTo(document, at, to), `${item.name} moved to ${targetLabel(to)}${created ? ' (new block)' : ''}`, focus);
  };
  const onAddBlock = (at: BlockTarget, libraryItem: ProgramItemDoc) => {
    const item = copyOf(libraryItem);
    commitFromDialog(addBlock(document, at, item), `${BLOCK_LABELS[at.kind]} block added to ${dayLabel(document.days[at.day]!)} with ${item.name}`, [
      `${itemKey(item)}:edit`,
    ]);
  };
  const onSaveTheme = (dayIndex: number, theme: string) => {
    const day = document.days[dayIndex];
    if (!day) return;
    commit(setDayTheme(document, dayIndex, theme), `${dayLabel(day)} theme saved: ${theme.trim()}`);
  };

  const weekViolations = violations.filter((v) => !v.day);
  const editingItem = editing ? itemAt(editing) : undefined;
  const addingTo = adding ? document.days[adding.day]?.blocks[adding.block] : undefined;
  const movingItem = moving ? itemAt(moving) : undefined;
  const targetValue = (to: BlockTarget) => `${to.day}:${to.kind}`;

  return (
    <section aria-label="Program editor" className="coach:grid coach:min-w-0 coach:gap-4">
      <p className="coach:text-sm coach:text-slate-600">
        Move, re-dose, rename, remove or add exercises day by day, or add a block. The program changes as you edit; nothing reaches your players until you
        approve (or save) and push it.
      </p>
      <p aria-live="polite" className="coach:sr-only">
        {announcement}
      </p>
      {error ? (
        <p role="alert" className="coach:rounded-lg coach:bg-danger-50 coach:p-3 coach:text-sm coach:font-semibold coach:text-danger-700">
          {error}
        </p>
      ) : null}
      <div role="status" className="coach:text-sm">
        {check.isError ? (
          <span className="coach:text-danger-700">The coaching rules could not be checked right now.</span>
        ) : check.data && !violations.length ? (
          <span className="coach:flex coach:items-center coach:gap-1 coach:text-brand-800">
            <CheckCircle2 aria-hidden className="coach:size-4" /> Every coaching rule is met.
          </span>
        ) : check.data ? (
          <span className="coach:text-amber-900">{plural(violations.length, 'coaching warning')}: see the days below.</span>
        ) : (
          <span className="coach:text-slate-500">Checking the coaching rules...</span>
        )}
      </div>
      <Warnings violations={weekViolations} label="Warnings for the whole week" />
      <Tabs value={tab} onValueChange={setTab} className="coach:min-w-0">
        <TabsList aria-label="Training days">
          {document.days.map((day) => {
            const count = violations.filter((v) => v.day === day.day).length;
            return (
              <TabsTrigger key={day.day} value={day.day} aria-label={count ? `${dayLabel(day)}, ${plural(count, 'warning')}` : undefined}>
                {dayLabel(day)}
                {count ? (
                  <span aria-hidden className="coach:ml-1 coach:text-amber-800">
                    ({count})
                  </span>
                ) : null}
              </TabsTrigger>
            );
          })}
        </TabsList>
        {document.days.map((day, dayIndex) => (
          <TabsContent key={day.day} value={day.day} className="coach:grid coach:gap-3">
            <p className="coach:flex coach:flex-wrap coach:items-baseline coach:gap-x-2 coach:text-sm">
              <span className="coach:font-bold coach:break-words coach:text-slate-900">
                {dayLabel(day)}: {day.theme}
              </span>
              <span className="coach:text-slate-600">Total duration: {dayMinutesOf(day)} min</span>
            </p>
            <ThemeForm day={day} dayIndex={dayIndex} focusable={focusable} onSave={onSaveTheme} />
            <Warnings violations={violations.filter((v) => v.day === day.day)} label={`Coaching warnings for ${dayLabel(day)}`} />
            {day.blocks.map((block, blockIndex) => (
              <BlockEditor
                key={blockKey(day, blockIndex)}
                doc={document}
                day={day}
                block={block}
                dayIndex={dayIndex}
                blockIndex={blockIndex}
                focusable={focusable}
                onMove={onMove}
                onMoveTo={setMoving}
                onEdit={setEditing}
                onRemove={onRemove}
                onAdd={setAdding}
              />
            ))}
            <AddBlock day={day} dayIndex={dayIndex} onAdd={setAddingBlock} />
          </TabsContent>
        ))}
      </Tabs>
      {editing && editingItem ? (
        <ItemDialog
          item={editingItem}
          context={where(editing)}
          open
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
          onSave={(item) => onSaveItem(editing, item)}
        />
      ) : null}
      {adding && addingTo ? (
        <LibraryPicker
          teamId={teamId}
          block={addingTo.kind}
          context={where(adding)}
          open
          onOpenChange={(open) => {
            if (!open) setAdding(null);
          }}
          onAdd={(item) => onAddItem(adding, item)}
          onCloseAutoFocus={onDialogCloseAutoFocus}
        />
      ) : null}
      {addingBlock && document.days[addingBlock.day] ? (
        <LibraryPicker
          teamId={teamId}
          block={addingBlock.kind}
          context={`${targetLabel(addingBlock)} (new block)`}
          open
          onOpenChange={(open) => {
            if (!open) setAddingBlock(null);
          }}
          onAdd={(item) => onAddBlock(addingBlock, item)}
          onCloseAutoFocus={onDialogCloseAutoFocus}
        />
      ) : null}
      {moving && movingItem ? (
        <MoveDialog
          item={movingItem}
          context={where(moving)}
          open
          onOpenChange={(open) => {
            if (!open) setMoving(null);
          }}
          onCloseAutoFocus={onDialogCloseAutoFocus}
          targets={moveTargets(document, moving).map((to) => ({ value: targetValue(to), label: `${targetLabel(to)}${to.exists ? '' : ' (new block)'}` }))}
          onMove={(value) => {
            const to = moveTargets(document, moving).find((t) => targetValue(t) === value);
            if (to) onMoveTo(moving, to);
          }}
        />
      ) : null}
    </section>
  );
}
