import type { TeamReport } from '../api/get-team-report.ts';

const HEADER = [
  'Player',
  'Position',
  'Training days planned',
  'Training days done',
  'Compliance %',
  'Sessions reported',
  'Load (AU)',
  'Load last 7 days (AU)',
  'Acute load',
  'Chronic load',
  'ACWR',
  'ACWR flagged',
  'Check-ins',
  'Average readiness',
  'Latest readiness',
];

/** A CSV cell: quoted when it holds a comma, quote or line break; a leading =, +, - or @ is kept as text. */
function cell(value: string | number | boolean | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The report as CSV (one row per player), as the table shows it. */
export function reportCsv(rows: TeamReport['players']): string {
  const lines = rows.map((p) =>
    [
      p.name,
      p.position,
      p.compliance.planned,
      p.compliance.done,
      p.compliance.percent,
      p.load.sessions,
      p.load.total,
      p.load.last7Days,
      p.workload.acute,
      p.workload.chronic,
      p.workload.ratio,
      p.workload.flagged,
      p.readiness.checkIns,
      p.readiness.average,
      p.readiness.latest?.reason ?? null,
    ]
      .map(cell)
      .join(','),
  );
  return [HEADER.join(','), ...lines].join('\r\n') + '\r\n';
}
