import { LIMITS } from '@rugby/contracts/domain';
import { cn } from '@rugby/kit';
import type { ReactNode } from 'react';

/** Program read time in minutes: text length / 500, rounded up (coach-side.md §3). */
export const readTimeMinutes = (text: string) => Math.ceil(text.length / LIMITS.readTimeCharsPerMinute);

export type ProgramBlock =
  | { kind: 'heading'; level: 1 | 2 | 3; text: string }
  | { kind: 'list'; items: string[] }
  | { kind: 'note'; text: string }
  | { kind: 'paragraph'; lines: string[] };

/**
 * Parses a program's markdown-like text ('# Title', '## Monday: ...', '### Warm-up', '- item', '> note', plain
 * lines) into blocks. Only text comes out: nothing is ever interpreted as HTML.
 */
export function parseProgramText(text: string): ProgramBlock[] {
  const blocks: ProgramBlock[] = [];
  const last = () => blocks[blocks.length - 1];
  for (const raw of text.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    if (!line.trim()) {
      blocks.push({ kind: 'paragraph', lines: [] });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    const item = /^\s*(?:[-*•]|\d+[.)])\s+(.*)$/.exec(line);
    const note = /^>\s?(.*)$/.exec(line);
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

const headingClasses = {
  1: 'coach:text-lg coach:font-extrabold coach:text-brand-900 coach:sm:text-xl',
  2: 'coach:mt-3 coach:border-t coach:border-slate-200 coach:pt-3 coach:text-base coach:font-bold coach:text-slate-900',
  3: 'coach:mt-1 coach:text-sm coach:font-bold coach:uppercase coach:tracking-wide coach:text-brand-700',
} as const;

/** A program rendered readably: headings, lists and notes, line breaks kept. `headingLevel` is the level of '#'. */
export function ProgramText({ text, headingLevel = 3, className }: { text: string; headingLevel?: 2 | 3 | 4 | 5; className?: string }) {
  return (
    <div className={cn('coach:grid coach:gap-2 coach:text-sm coach:leading-relaxed coach:text-slate-700', className)}>
      {parseProgramText(text).map((block, i) => {
        switch (block.kind) {
          case 'heading': {
            const Tag = `h${Math.min(headingLevel + block.level - 1, 6)}` as 'h2';
            return <Tag key={i} className={headingClasses[block.level]}>{inline(block.text)}</Tag>;
          }
          case 'list':
            return (
              <ul key={i} className="coach:grid coach:list-disc coach:gap-1 coach:pl-5">
                {block.items.map((item, j) => <li key={j}>{inline(item)}</li>)}
              </ul>
            );
          case 'note':
            return <p key={i} className="coach:rounded-md coach:border-l-4 coach:border-accent-400 coach:bg-amber-50 coach:px-3 coach:py-1.5 coach:italic">{inline(block.text)}</p>;
          case 'paragraph':
            return <p key={i} className="coach:whitespace-pre-line">{block.lines.map((l, j) => <span key={j}>{j ? '\n' : ''}{inline(l)}</span>)}</p>;
        }
      })}
    </div>
  );
}
