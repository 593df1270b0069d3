import {
  BarController,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
  type ChartData,
  type ChartOptions,
} from 'chart.js';
import { Chart } from 'react-chartjs-2';

/**
 * A chart of values week by week (Chart.js through react-chartjs-2, only the bar and line parts registered:
 * docs/decisions/021). Import it lazily: pages that draw no chart do not download it. The canvas is an image to
 * assistive technology, named by the title; the numbers are in a table next to it for screen readers.
 */
ChartJS.register(BarController, BarElement, LineController, LineElement, PointElement, CategoryScale, LinearScale, Tooltip, Legend);

/** The theme's colours (styles/theme.css): Chart.js draws on a canvas and needs them as values. */
export const CHART_COLORS = { brand: '#197a4d', brandLight: '#80d0a3', accent: '#f3a91b', danger: '#c81e1e', muted: '#94a3b8' } as const;

export interface WeekSeries {
  label: string;
  values: ReadonlyArray<number | null>;
  kind: 'bar' | 'line';
  color: string;
  /** A reference line (a band's edge): dashed, no points. */
  dashed?: boolean;
}

export function WeekChart({
  title,
  labels,
  series,
  min,
  max,
  unit = '',
  emptyNote,
}: {
  title: string;
  /** Said under the title while no series (but the reference lines) has a value yet. */
  emptyNote?: string;
  /** One label per week, e.g. '2 Mar'. */
  labels: readonly string[];
  series: readonly WeekSeries[];
  min?: number;
  max?: number;
  unit?: string;
}) {
  const data: ChartData<'bar' | 'line', (number | null)[], string> = {
    labels: [...labels],
    datasets: series.map((s) => ({
      type: s.kind,
      label: s.label,
      data: [...s.values],
      backgroundColor: s.color,
      borderColor: s.color,
      borderWidth: s.kind === 'line' ? 2 : 0,
      borderDash: s.dashed ? [6, 4] : undefined,
      pointRadius: s.dashed ? 0 : 3,
      spanGaps: true,
      borderRadius: 4,
    })),
  };
  const options: ChartOptions<'bar' | 'line'> = {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      // Reference lines are named in the title, not in the legend.
      legend: { position: 'bottom', labels: { boxWidth: 12, filter: (item) => !series[item.datasetIndex ?? 0]?.dashed } },
      tooltip: { callbacks: { label: (c) => `${c.dataset.label}: ${c.formattedValue}${unit}` } },
    },
    scales: { y: { min, max, beginAtZero: min === undefined, ticks: { precision: 0 } }, x: { grid: { display: false } } },
  };
  return (
    <figure className="ui:grid ui:min-w-0 ui:gap-2">
      <figcaption className="ui:text-sm ui:font-semibold ui:text-slate-700">{title}</figcaption>
      {emptyNote && series.every((s) => s.dashed || s.values.every((v) => v === null)) ? <p className="ui:text-xs ui:text-slate-600">{emptyNote}</p> : null}
      <div className="ui:relative ui:h-56">
        <Chart type="bar" data={data} options={options} role="img" aria-label={title} />
      </div>
      {/* A table is as wide as its content whatever its width: hidden in a box that is not. */}
      <div className="ui:sr-only">
        <table>
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">Week</th>
              {series.map((s) => (
                <th key={s.label} scope="col">
                  {s.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {labels.map((label, i) => (
              <tr key={label}>
                <th scope="row">{label}</th>
                {series.map((s) => (
                  <td key={s.label}>{s.values[i] ?? '–'}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
