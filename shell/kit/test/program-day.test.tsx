import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { matchDayRoleDescription, parseProgramText, ProgramDayView, ProgramDocumentView, ProgramItemDetails, ProgramTextView } from '../src/ui/program-day.tsx';
import { programDay, programDocument } from '../src/testing/program-fixtures.ts';

const monday = programDay();

describe('ProgramDayView', () => {
  it('shows the day heading, role badge and minutes, each block with its minutes and note, and each item with its prescription and cues', () => {
    render(<ProgramDayView day={monday} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Monday: Contact and power' })).toBeInTheDocument();
    expect(screen.getByText('MD-5')).toHaveAttribute('title', '5 days before the match');
    expect(screen.getByText('Total duration: 32 min')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Warm-up · 8 min', 'Strength · 24 min']);
    expect(screen.getByText('Activate phase 1')).toBeInTheDocument();
    expect(screen.getByText('6 × 45 s, rest 15 s')).toBeInTheDocument();
    expect(screen.getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Cues: Back squat' }))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Brace before you descend', 'Drive through mid-foot']);
    expect(screen.getByText('Equipment: barbell, rack')).toBeInTheDocument();
    expect(screen.getByText('Warm up to the working weight.')).toBeInTheDocument();
    // An undosed drill has no '1' line; its contact level and origin are badges.
    expect(screen.getByText('Contact: controlled')).toBeInTheDocument();
    expect(screen.getByText('Added')).toBeInTheDocument();
    expect(screen.queryByText('1')).not.toBeInTheDocument();
  });

  it('compact leaves out equipment and notes but keeps prescriptions and cues; no role badge when there is no match', () => {
    render(<ProgramDayView day={{ ...monday, matchDayRole: 'none' }} compact />);
    expect(screen.getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(screen.getByText('Drive through mid-foot')).toBeInTheDocument();
    expect(screen.queryByText(/Equipment/)).not.toBeInTheDocument();
    expect(screen.queryByText('Warm up to the working weight.')).not.toBeInTheDocument();
    expect(screen.queryByText(/MD/)).not.toBeInTheDocument();
  });

  it('describes match-day roles', () => {
    expect(['MD-1', 'MD-3', 'MD+1', 'MD+2', 'none'].map(matchDayRoleDescription)).toEqual([
      'the day before the match',
      '3 days before the match',
      'the day after the match',
      '2 days after the match',
      null,
    ]);
  });
});

describe('ProgramItemDetails', () => {
  it("shows what goes below an item's name: prescription, contact, cues, and unless compact equipment and notes", () => {
    const squat = monday.blocks[1]!.items[0]!;
    const { rerender } = render(
      <div>
        <ProgramItemDetails item={{ ...squat, contact: 'controlled' }} />
      </div>,
    );
    expect(screen.queryByText('Back squat')).not.toBeInTheDocument();
    expect(screen.getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(screen.getByText('Contact: controlled')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Cues: Back squat' })).toBeInTheDocument();
    expect(screen.getByText('Equipment: barbell, rack')).toBeInTheDocument();
    expect(screen.getByText('Warm up to the working weight.')).toBeInTheDocument();
    rerender(
      <div>
        <ProgramItemDetails item={squat} compact />
      </div>,
    );
    expect(screen.getByText('4 × 5 @ 80% 1RM, rest 2 min')).toBeInTheDocument();
    expect(screen.queryByText(/Equipment/)).not.toBeInTheDocument();
    expect(screen.queryByText('Warm up to the working weight.')).not.toBeInTheDocument();
  });
});

describe('ProgramDocumentView', () => {
  const document = programDocument({ meta: { ...programDocument().meta, customizations: ['More scrummaging'] } });

  it('shows the title, intro, the days in order with Wednesday after Tuesday, the weekend and the customizations', () => {
    render(<ProgramDocumentView document={document} headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'All Blacks Style: In-season Week' })).toBeInTheDocument();
    expect(screen.getByText('Season phase: in-season.')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Monday: Contact and power',
      'Tuesday: Speed',
      'Wednesday: Rest day',
      'Friday: Captain\u2019s run',
      'Weekend: Recovery',
      'Customizations applied',
    ]);
    expect(screen.getByText('Rest: walk and stretch.')).toBeInTheDocument();
    expect(screen.getByText('MD-1')).toBeInTheDocument();
    expect(screen.getByText('More scrummaging')).toBeInTheDocument();
    expect(screen.getAllByText('4 × 5 @ 80% 1RM, rest 2 min')).toHaveLength(3);
  });
});

describe('ProgramTextView', () => {
  const TEXT =
    '# Week\nStyle: X.\nSeason phase: Y.\n\n## Monday: Handling (50 min)\n### Warm-up (10 min)\n> Activate phase 1\n- Grid (10 min): pass\n- **Tag** game\n<script>alert(1)</script>';

  it('parses headings, lists, notes and keeps line breaks of paragraphs', () => {
    expect(parseProgramText(TEXT)).toEqual([
      { kind: 'heading', level: 1, text: 'Week' },
      { kind: 'paragraph', lines: ['Style: X.', 'Season phase: Y.'] },
      { kind: 'heading', level: 2, text: 'Monday: Handling (50 min)' },
      { kind: 'heading', level: 3, text: 'Warm-up (10 min)' },
      { kind: 'note', text: 'Activate phase 1' },
      { kind: 'list', items: ['Grid (10 min): pass', '**Tag** game'] },
      { kind: 'paragraph', lines: ['<script>alert(1)</script>'] },
    ]);
  });

  it("renders them as elements without the '#', '>' or '- ' marks, and never as HTML", () => {
    const { container } = render(<ProgramTextView text={TEXT} headingLevel={3} />);
    expect(screen.getByRole('heading', { level: 3, name: 'Week' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Monday: Handling (50 min)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 5, name: 'Warm-up (10 min)' })).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Grid (10 min): pass', 'Tag game']);
    expect(screen.getByText('Tag').tagName).toBe('STRONG');
    expect(screen.getByText('Style: X.', { exact: false }).textContent).toBe('Style: X.\nSeason phase: Y.');
    expect(container.textContent).not.toMatch(/#|> |- /);
    expect(container.querySelector('script')).toBeNull();
  });
});
