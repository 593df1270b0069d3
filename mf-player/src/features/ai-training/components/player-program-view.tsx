import { TRAINING_DAYS, type TrainingDay } from '@rugby/contracts/domain';
import { Badge, Button, Card } from '@rugby/kit';
import { ProgramBlockItems, ProgramTextView } from '@rugby/kit/ui/program-day.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@rugby/kit/ui/tabs.tsx';
import { CalendarDays, Clock, HeartPulse, RefreshCw, Target } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import type { PlayerProgram } from '../api/get-training-program.ts';
import { DAY_LABELS, DAY_SECTIONS, SECTION_BLOCK, formatCalendarDate, formatDateTime, initialDay, positionLabel, seasonPhaseLabel } from './program-format.ts';

function InfoCard({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Card className="ply:grid ply:content-start ply:gap-2 ply:p-5">
      <h2 className="ply:flex ply:items-center ply:gap-2 ply:text-base ply:font-bold ply:text-slate-900">
        {icon}
        {title}
      </h2>
      {children}
    </Card>
  );
}

/**
 * A program that exists: header, Weekly Focus, Recovery Notes, Schedule, day tabs, footer. A day of the structured
 * week (`program.document`) shows its blocks with sets, reps, load, rest and cues; without one, the day shows the
 * five text sections (their '- ' lines as lists).
 */
export function PlayerProgramView({ program, onRegenerate, now = () => new Date() }: { program: PlayerProgram; onRegenerate(): void; now?: () => Date }) {
  const [day, setDay] = useState<TrainingDay>(() => initialDay(now()));
  const data = program.programData;
  return (
    <div className="ply:grid ply:gap-4">
      <header className="ply:flex ply:flex-col ply:gap-4 ply:rounded-2xl ply:bg-gradient-to-br ply:from-brand-900 ply:to-brand-700 ply:p-6 ply:text-white ply:shadow-sm ply:sm:flex-row ply:sm:items-end ply:sm:justify-between">
        <div>
          <h1 className="ply:text-2xl ply:font-extrabold ply:tracking-tight ply:sm:text-3xl">My AI Training Program</h1>
          <p className="ply:mt-2 ply:flex ply:flex-wrap ply:gap-2">
            <Badge variant="accent">{positionLabel(program.playerPosition)}</Badge>
            <Badge variant="outline" className="ply:border-white/40 ply:text-white">
              {seasonPhaseLabel(program.seasonPhase)}
            </Badge>
          </p>
        </div>
        <Button variant="secondary" onClick={onRegenerate}>
          <RefreshCw aria-hidden className="ply:size-4" /> Regenerate
        </Button>
      </header>

      <div className="ply:grid ply:gap-4 ply:md:grid-cols-3">
        <InfoCard title="Weekly Focus" icon={<Target aria-hidden className="ply:size-5 ply:text-brand-700" />}>
          <p className="ply:whitespace-pre-line ply:text-sm ply:text-slate-700">{data.weekly_focus}</p>
        </InfoCard>
        <InfoCard title="Recovery Notes" icon={<HeartPulse aria-hidden className="ply:size-5 ply:text-brand-700" />}>
          <p className="ply:whitespace-pre-line ply:text-sm ply:text-slate-700">{data.recovery_notes}</p>
        </InfoCard>
        <InfoCard title="Schedule" icon={<CalendarDays aria-hidden className="ply:size-5 ply:text-brand-700" />}>
          <ul className="ply:grid ply:gap-1 ply:text-sm ply:text-slate-700">
            {TRAINING_DAYS.map((d) => (
              <li key={d} className="ply:flex ply:justify-between ply:gap-2">
                <span className="ply:font-semibold">{DAY_LABELS[d]}</span>
                <span>{data[d].total_duration}</span>
              </li>
            ))}
            <li className="ply:flex ply:justify-between ply:gap-2 ply:text-slate-500">
              <span>Wednesday</span>
              <span>Rest day</span>
            </li>
            <li className="ply:flex ply:justify-between ply:gap-2 ply:text-slate-500">
              <span>Weekend</span>
              <span>Recovery</span>
            </li>
          </ul>
        </InfoCard>
      </div>

      <Tabs value={day} onValueChange={(value) => setDay(value as TrainingDay)} className="ply:min-w-0">
        <TabsList aria-label="Training days">
          {TRAINING_DAYS.map((d) => (
            <TabsTrigger key={d} value={d} className="ply:px-1.5 ply:sm:px-3">
              {DAY_LABELS[d]}
            </TabsTrigger>
          ))}
        </TabsList>
        {TRAINING_DAYS.map((d) => {
          const structured = program.document?.days.find((doc) => doc.day === d);
          return (
            <TabsContent key={d} value={d}>
              <Card className="ply:grid ply:gap-4 ply:p-4 ply:sm:p-5">
                <div className="ply:flex ply:flex-wrap ply:items-center ply:justify-between ply:gap-2">
                  <h2 className="ply:text-lg ply:font-bold ply:text-slate-900">{structured ? `${DAY_LABELS[d]}: ${structured.theme}` : DAY_LABELS[d]}</h2>
                  <p className="ply:flex ply:items-center ply:gap-1 ply:text-sm ply:font-semibold ply:text-brand-800">
                    <Clock aria-hidden className="ply:size-4" /> Total duration: {data[d].total_duration}
                  </p>
                </div>
                <ol className="ply:grid ply:gap-3">
                  {DAY_SECTIONS.map((section, i) => {
                    // The spec's five sections, in order; each shows its block's prescriptions from the structure,
                    // or the section's text when the day has no such block (or the week has no structure).
                    const block = structured?.blocks.find((b) => b.kind === SECTION_BLOCK[section.key]);
                    return (
                      <li key={section.key} className="ply:grid ply:gap-2 ply:rounded-xl ply:border ply:border-slate-200 ply:p-4">
                        <h3 className="ply:flex ply:items-center ply:gap-2 ply:font-bold ply:text-slate-900">
                          <span
                            aria-hidden
                            className="ply:flex ply:size-6 ply:items-center ply:justify-center ply:rounded-full ply:bg-brand-100 ply:text-xs ply:text-brand-800"
                          >
                            {i + 1}
                          </span>
                          {section.label}
                        </h3>
                        {block ? <ProgramBlockItems block={block} /> : <ProgramTextView text={data[d][section.key]} headingLevel={4} />}
                      </li>
                    );
                  })}
                </ol>
              </Card>
            </TabsContent>
          );
        })}
      </Tabs>

      <footer className="ply:grid ply:gap-1 ply:rounded-xl ply:bg-slate-100 ply:p-4 ply:text-sm ply:text-slate-600">
        <p>
          Generated {formatDateTime(program.generatedAt)} · Week of {formatCalendarDate(program.weekStartDate)}
        </p>
        <p>
          Customised for: age {program.playerAge ?? 'not set'}, weight {program.playerWeight != null ? `${program.playerWeight} kg` : 'not set'}, height{' '}
          {program.playerHeight != null ? `${program.playerHeight} cm` : 'not set'}, position {positionLabel(program.playerPosition)}
        </p>
      </footer>
    </div>
  );
}
