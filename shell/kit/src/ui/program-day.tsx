import { blockMinutesOf, dayMinutesOf, groupLabel } from '@rugby/contracts/program/groups';
import { formatLoad, formatPrescription } from '@rugby/contracts/program/render';
import { BLOCK_LABELS } from '@rugby/contracts/program/labels';
import type { ProgramBlockDoc, ProgramDayDoc, ProgramDocument, ProgramItemDoc } from '@rugby/contracts/program/schema';
import { Fragment, useId, type ReactNode } from 'react';
import { cn } from '../lib/cn.ts';
import { Badge } from './badge.tsx';

/**
 * How a training program is shown: `ProgramDayView` (one day as blocks of prescribed items), `ProgramBlockItems` (a
 * block's items), `ProgramItemDetails` (one item below its name), `ProgramDocumentView` (a whole week) and
 * `ProgramTextView` (a player's personal week's section text, for a section with no block in a structured week: its
 * '#', '>' and '- ' marks become headings, notes and lists). Approved programs, generated programs and sessions and
 * days of team training always have their document and are shown from it, never from their text (which is only a
 * short rendering). Everything is plain React text; nothing is interpreted as HTML.
 *
 * A kit deep module (`@rugby/kit/ui/program-day.tsx`): only the screens that show a program download it. It takes
 * the renderings and labels from `@rugby/contracts/program/render` and `/labels` (zod-free) and only types from the
 * schema module, so zod is not bundled (docs/decisions/007).
 */

/** Headings deeper than h6 stay h6. */
type HeadingLevel = 2 | 3 | 4 | 5 | 6;

function Heading({ level, id, className, children }: { level: number; id?: string; className: string; children: ReactNode }) {
  const Tag = `h${Math.min(Math.max(level, 2), 6)}` as 'h2';
  return (
    <Tag id={id} className={className}>
      {children}
    </Tag>
  );
}

const dayName = (day: string) => day.charAt(0).toUpperCase() + day.slice(1);

/** 'MD-1' -> 'the day before the match', 'MD+2' -> '2 days after the match' (read out after the badge). */
export function matchDayRoleDescription(role: string): string | null {
  const match = /^MD([+-])(\d)$/.exec(role);
  if (!match) return null;
  const days = Number(match[2]);
  const when = match[1] === '-' ? 'before' : 'after';
  return days === 1 ? `the day ${when} the match` : `${days} days ${when} the match`;
}

function MatchDayRoleBadge({ role }: { role: string }) {
  const description = matchDayRoleDescription(role);
  if (!description) return null;
  return (
    <Badge variant="brand" title={description}>
      {role}
      <span className="ui:sr-only">{`: ${description}`}</span>
    </Badge>
  );
}

/** Whether an item has a dose worth a line (a lone '1' for an undosed drill is not). */
function hasPrescription(item: ProgramItemDoc): boolean {
  const load = formatLoad(item.load);
  return (
    item.sets > 1 ||
    item.reps !== null ||
    item.durationSeconds !== null ||
    item.distanceMeters !== null ||
    (load !== null && load !== 'bodyweight') ||
    Boolean(item.restSeconds) ||
    Boolean(item.tempo)
  );
}

/**
 * Everything shown below an item's name: its prescription ('4 × 5 @ 80% 1RM, rest 2 min'), contact and origin badges,
 * cues and, unless compact, equipment and notes. For views that show the name themselves (a player's ticked activity);
 * place it in a grid, each part is one row.
 */
export function ProgramItemDetails({ item, compact = false }: { item: ProgramItemDoc; compact?: boolean }) {
  const showBadges = item.contact !== 'none' || item.origin === 'added' || Boolean(item.group);
  return (
    <>
      {hasPrescription(item) ? <p className="ui:font-medium ui:break-words ui:text-brand-800">{formatPrescription(item)}</p> : null}
      {showBadges ? (
        <p className="ui:flex ui:flex-wrap ui:gap-1.5">
          {item.group ? (
            <Badge variant="brand" title="A unit split: the rest of the squad does the block's other work at the same time">
              {groupLabel(item.group)} only
            </Badge>
          ) : null}
          {item.contact !== 'none' ? <Badge variant={item.contact === 'live' ? 'accent' : 'outline'}>Contact: {item.contact}</Badge> : null}
          {item.origin === 'added' ? (
            <Badge variant="muted" title="Added to complete the session">
              Added
            </Badge>
          ) : null}
        </p>
      ) : null}
      {item.cues.length ? (
        <ul aria-label={`Cues: ${item.name}`} className="ui:grid ui:list-disc ui:gap-0.5 ui:pl-5 ui:text-slate-600 ui:marker:text-brand-400">
          {item.cues.map((cue, i) => (
            <li key={i} className="ui:break-words">
              {cue}
            </li>
          ))}
        </ul>
      ) : null}
      {!compact && item.equipment.length ? <p className="ui:break-words ui:text-slate-500">Equipment: {item.equipment.join(', ')}</p> : null}
      {!compact && item.notes ? <p className="ui:whitespace-pre-line ui:break-words ui:text-slate-600">{item.notes}</p> : null}
    </>
  );
}

function ProgramItemView({ item, compact }: { item: ProgramItemDoc; compact: boolean }) {
  return (
    <div className="ui:grid ui:min-w-0 ui:gap-1">
      <p className="ui:flex ui:flex-wrap ui:items-baseline ui:justify-between ui:gap-x-3">
        <span className="ui:min-w-0 ui:font-semibold ui:break-words ui:text-slate-900">{item.name}</span>
        <span className="ui:shrink-0 ui:text-slate-500">{item.minutes} min</span>
      </p>
      <ProgramItemDetails item={item} compact={compact} />
    </div>
  );
}

/** A block's note and its prescribed items, without a heading (for pages that title blocks themselves). */
export function ProgramBlockItems({ block, compact = false }: { block: ProgramBlockDoc; compact?: boolean }) {
  return (
    <>
      {block.note ? <p className="ui:break-words ui:text-slate-500">{block.note}</p> : null}
      <ul className={cn('ui:grid', compact ? 'ui:gap-2' : 'ui:gap-3')}>
        {block.items.map((item, i) => (
          <li key={i} className={cn('ui:border-l-2 ui:border-brand-200', compact ? 'ui:pl-2' : 'ui:pl-3')}>
            <ProgramItemView item={item} compact={compact} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ProgramBlockView({ block, compact, headingLevel }: { block: ProgramBlockDoc; compact: boolean; headingLevel: number }) {
  return (
    <div className="ui:grid ui:gap-2">
      <Heading level={headingLevel} className="ui:text-sm ui:font-bold ui:uppercase ui:tracking-wide ui:text-brand-700">
        {BLOCK_LABELS[block.kind]}
        <span className="ui:font-semibold ui:normal-case ui:tracking-normal ui:text-slate-500"> · {blockMinutesOf(block)} min</span>
      </Heading>
      <ProgramBlockItems block={block} compact={compact} />
    </div>
  );
}

export interface ProgramDayViewProps {
  day: ProgramDayDoc;
  /** Tighter spacing, without equipment and notes (cues and the prescription stay). */
  compact?: boolean;
  /** Level of the day's heading; block headings are one level below (default 3). */
  headingLevel?: HeadingLevel;
  className?: string;
}

/** One training day: its heading (day, theme, match-day role, total minutes), then each block with its items. */
export function ProgramDayView({ day, compact = false, headingLevel = 3, className }: ProgramDayViewProps) {
  const id = useId();
  return (
    <article
      aria-labelledby={id}
      className={cn('ui:grid ui:min-w-0 ui:text-sm ui:leading-relaxed ui:text-slate-700', compact ? 'ui:gap-3' : 'ui:gap-4', className)}
    >
      <header className="ui:flex ui:flex-wrap ui:items-center ui:gap-x-2 ui:gap-y-1">
        <Heading level={headingLevel} id={id} className="ui:min-w-0 ui:text-base ui:font-bold ui:break-words ui:text-slate-900">
          {dayName(day.day)}: {day.theme}
        </Heading>
        <MatchDayRoleBadge role={day.matchDayRole} />
        <span className="ui:text-slate-600">Total duration: {dayMinutesOf(day)} min</span>
      </header>
      <ol className={cn('ui:grid', compact ? 'ui:gap-3' : 'ui:gap-4')}>
        {day.blocks.map((block, i) => (
          <li key={i}>
            <ProgramBlockView block={block} compact={compact} headingLevel={headingLevel + 1} />
          </li>
        ))}
      </ol>
    </article>
  );
}

function RestSection({ title, text, headingLevel }: { title: string; text: string; headingLevel: number }) {
  return (
    <div className="ui:grid ui:gap-1 ui:rounded-xl ui:bg-slate-50 ui:p-3 ui:sm:p-4">
      <Heading level={headingLevel} className="ui:text-base ui:font-bold ui:text-slate-900">
        {title}
      </Heading>
      <p className="ui:whitespace-pre-line ui:break-words">{text}</p>
    </div>
  );
}

/**
 * A whole week: title, intro lines, each training day (with its match-day role), Wednesday's rest after Tuesday, the
 * weekend and the customizations applied. Read-only.
 */
export function ProgramDocumentView({ document, headingLevel = 3, className }: { document: ProgramDocument; headingLevel?: HeadingLevel; className?: string }) {
  const dayLevel = headingLevel + 1;
  const hasTuesday = document.days.some((d) => d.day === 'tuesday');
  const restDay = document.restDay ? <RestSection title="Wednesday: Rest day" text={document.restDay} headingLevel={dayLevel} /> : null;
  return (
    <div className={cn('ui:grid ui:min-w-0 ui:gap-4 ui:text-sm ui:leading-relaxed ui:text-slate-700', className)}>
      <div className="ui:grid ui:gap-1">
        <Heading level={headingLevel} className="ui:text-lg ui:font-extrabold ui:break-words ui:text-brand-900 ui:sm:text-xl">
          {document.title}
        </Heading>
        {document.intro.map((line, i) => (
          <p key={i} className="ui:break-words">
            {line}
          </p>
        ))}
      </div>
      {document.days.map((day) => (
        <Fragment key={day.day}>
          <div className="ui:rounded-xl ui:border ui:border-slate-200 ui:p-3 ui:sm:p-4">
            <ProgramDayView day={day} headingLevel={Math.min(dayLevel, 6) as HeadingLevel} />
          </div>
          {day.day === 'tuesday' ? restDay : null}
        </Fragment>
      ))}
      {hasTuesday ? null : restDay}
      {document.weekend ? <RestSection title="Weekend: Recovery" text={document.weekend} headingLevel={dayLevel} /> : null}
      {document.meta.customizations.length ? (
        <div className="ui:grid ui:gap-1">
          <Heading level={dayLevel} className="ui:text-base ui:font-bold ui:text-slate-900">
            Customizations applied
          </Heading>
          <ul className="ui:grid ui:list-disc ui:gap-1 ui:pl-5">
            {document.meta.customizations.map((line, i) => (
              <li key={i} className="ui:break-words">
                {line}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

export type ProgramTextBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'paragraph'; lines: string[] };

/**
 * Parses text with '#' headings, '- ' items, '> ' notes and plain lines into blocks, for `ProgramTextView` (a personal
 * week's section text) and for display only: no meaning is read from it. Only text comes out: nothing is ever
 * interpreted as HTML.
 */
export function parseProgramText(text: string): ProgramTextBlock[] {
  const blocks: ProgramTextBlock[] = [];
  const last = () => blocks[blocks.length - 1];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    const heading = /^\s*(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
    const note = /^\s*>\s?(.*)$/.exec(line);
    if (heading) {
      blocks.push({ kind: 'heading', level: Math.min(heading[1]!.length, 3) as 1 | 2 | 3, text: heading[2]!.trim() });
    } else if (item) {
      const prev = last();
      if (prev?.kind === 'list') prev.items.push(item[1]!);
      else blocks.push({ kind: 'list', items: [item[1]!] });
    } else if (note) {
      blocks.push({ kind: 'note', text: note[1]! });
    } else {
      const prev = last();
      if (prev?.kind === 'paragraph') prev.lines.push(line);
      else blocks.push({ kind: 'paragraph', lines: [line] });
    }
  }
  return blocks.filter((b) => b.kind !== 'paragraph' || b.lines.length > 0);
}

/** '**bold**' spans inside a line, as React text (no HTML). */
function inline(text: string): ReactNode {
  const parts = text.split(/\*\*(.+?)\*\*/g);
  return parts.length === 1 ? text : parts.map((part, i) => (i % 2 ? <strong key={i}>{part}</strong> : part));
}

const textHeadingClasses = {
  1: 'ui:text-lg ui:font-extrabold ui:text-brand-900 ui:sm:text-xl',
  2: 'ui:mt-3 ui:border-t ui:border-slate-200 ui:pt-3 ui:text-base ui:font-bold ui:text-slate-900',
  3: 'ui:mt-1 ui:text-sm ui:font-bold ui:uppercase ui:tracking-wide ui:text-brand-700',
} as const;

/**
 * A personal week's section text (mf-player's program view: a day section the week's document has no block for, or a
 * personal week without a document): headings, lists, notes and paragraphs with their line breaks, without the '#',
 * '>' or '- ' marks. `headingLevel` is the level of '#' ('##' one below, '###' two below). Not for a program, a
 * generated session or a day of team training: those are shown from their document (ProgramDocumentView, ProgramDayView).
 */
export function ProgramTextView({ text, headingLevel = 3, className }: { text: string; headingLevel?: HeadingLevel; className?: string }) {
  return (
    <div className={cn('ui:grid ui:min-w-0 ui:gap-2 ui:text-sm ui:leading-relaxed ui:break-words ui:text-slate-700', className)}>
      {parseProgramText(text).map((block, i) => {
        switch (block.kind) {
          case 'heading':
            return (
              <Heading key={i} level={headingLevel + block.level - 1} className={textHeadingClasses[block.level]}>
                {inline(block.text)}
              </Heading>
            );
          case 'list':
            return (
              <ul key={i} className="ui:grid ui:list-disc ui:gap-1 ui:pl-5">
                {block.items.map((item, j) => (
                  <li key={j}>{inline(item)}</li>
                ))}
              </ul>
            );
          case 'note':
            return (
              <p key={i} className="ui:rounded-md ui:border-l-4 ui:border-accent-400 ui:bg-amber-50 ui:px-3 ui:py-1.5 ui:italic">
                {inline(block.text)}
              </p>
            );
          case 'paragraph':
            return (
              <p key={i} className="ui:whitespace-pre-line">
                {inline(block.lines.join('\n'))}
              </p>
            );
        }
      })}
    </div>
  );
}
