import {
  dayLabel,
  grtpStage,
  PROTOCOLS,
  RETURN_TO_PLAY_STAGE,
  type AgeGroup,
  type ConcussionSymptom,
  type ConcussionProtocol,
  type Union,
} from '@rugby/contracts';
import { addDays } from '@rugby/service-kit';

/**
 * The graduated return to play as a state machine over the facts of a case: where the knock happened, the daily
 * symptom reports and the medical clearance. The stage is never stored: it is replayed from these facts, so replacing
 * a day's report or recording a clearance always gives the stage the protocol says.
 *
 * - The case starts at stage 1 (rest) when it is recorded.
 * - A symptom-free report at least `stageMinimumHours` after the current stage began moves to the next stage, except:
 *   full contact (stage 5) needs a clearance recorded while the player was at stage 4 (symptom-free, before that
 *   report: a clearance from before stage 4, or from before symptoms came back, does not count), and return to play
 *   (stage 6) a report on or after the earliest return date.
 * - A report with any symptom moves back one stage (stage 1 stays at 1); that day is rest, and the lower stage's
 *   clock starts with the next symptom-free report, so the lower stage is done again for its full time.
 * - Reaching stage 6 closes the case on that report's date; later reports change nothing.
 */
export interface SymptomReportFact {
  date: string;
  /** The day's first report (a symptom-free day after symptoms starts the lower stage then). */
  firstReportedAt?: Date;
  /** The day's latest report. */
  reportedAt: Date;
  symptoms: readonly ConcussionSymptom[];
}

export interface CaseFacts {
  occurredOn: string;
  recordedAt: Date;
  union: Union;
  ageGroup: AgeGroup;
  /** When the coaches recorded medical clearances (the stage 5 gate), oldest first. */
  clearances: readonly Date[];
  reports: readonly SymptomReportFact[];
}

export interface GrtpState {
  stage: number;
  /** When the current stage began. */
  since: Date;
  /** The stage each report left the player at, in report order. */
  reportStages: number[];
  /** The date of the report that reached return to play, else null. */
  returnedOn: string | null;
  /** The clearance counts for the current stage: recorded during this stage-4 run (or already used to reach stage 5). */
  clearanceCounts: boolean;
}

const HOUR_MS = 3_600_000;

export const protocolOf = (union: Union): ConcussionProtocol => PROTOCOLS[union];

/** The first date the player may play again: the knock's date plus the protocol's minimum days for the age group. */
export const earliestReturnDate = (occurredOn: string, union: Union, ageGroup: AgeGroup): string =>
  addDays(occurredOn, protocolOf(union).minimumDays[ageGroup]);

/** The reports up to and including a date, oldest first (one per date). */
const reportsUpTo = (facts: CaseFacts, date: string | null) =>
  [...facts.reports].filter((r) => date === null || r.date <= date).sort((a, b) => a.date.localeCompare(b.date));

/** The case replayed from its facts, up to `date` (every report when null). */
export function replay(facts: CaseFacts, date: string | null = null): GrtpState {
  const protocol = protocolOf(facts.union);
  const earliest = earliestReturnDate(facts.occurredOn, facts.union, facts.ageGroup);
  let stage = 1;
  let since = facts.recordedAt;
  let returnedOn: string | null = null;
  let afterSymptoms = false;
  const reportStages: number[] = [];
  for (const report of reportsUpTo(facts, date)) {
    if (returnedOn !== null) {
      reportStages.push(stage);
      continue;
    }
    if (report.symptoms.length > 0) {
      stage = Math.max(1, stage - 1);
      since = report.reportedAt;
      afterSymptoms = true;
    } else if (afterSymptoms) {
      // The first symptom-free report after symptoms starts the lower stage again.
      since = report.firstReportedAt ?? report.reportedAt;
      afterSymptoms = false;
    } else if (report.reportedAt.getTime() - since.getTime() >= protocol.stageMinimumHours * HOUR_MS) {
      const next = stage + 1;
      const cleared = next !== protocol.clearanceBeforeStage || clearedDuring(facts, since, report.reportedAt);
      const open = cleared && (next < RETURN_TO_PLAY_STAGE || report.date >= earliest);
      if (open) {
        stage = next;
        since = report.reportedAt;
        if (stage === RETURN_TO_PLAY_STAGE) returnedOn = report.date;
      }
    }
    reportStages.push(stage);
  }
  const clearanceCounts = stage >= protocol.clearanceBeforeStage || (stage === protocol.clearanceBeforeStage - 1 && clearedDuring(facts, since, null));
  return { stage, since, reportStages, returnedOn, clearanceCounts };
}

/** Whether a clearance was recorded during the stage that began at `since` (and, when given, before `until`). */
function clearedDuring(facts: CaseFacts, since: Date, until: Date | null): boolean {
  return facts.clearances.some((c) => c.getTime() >= since.getTime() && (until === null || c.getTime() <= until.getTime()));
}

/** Whether the player reported a symptom on this date: a rest day, whatever the stage. */
export const symptomaticOn = (facts: CaseFacts, date: string) => facts.reports.some((r) => r.date === date && r.symptoms.length > 0);

/** What has to happen for the next stage, in plain words. */
export function nextStep(facts: CaseFacts, state: GrtpState, now: Date): string {
  if (state.returnedOn !== null) return `Returned to play on ${dayLabel(state.returnedOn)}.`;
  const protocol = protocolOf(facts.union);
  const earliest = earliestReturnDate(facts.occurredOn, facts.union, facts.ageGroup);
  const next = grtpStage(state.stage + 1);
  const readyAt = new Date(state.since.getTime() + protocol.stageMinimumHours * HOUR_MS);
  const wait = now < readyAt ? ` The next stage opens ${protocol.stageMinimumHours} hours after this one began, not before.` : '';
  if (next.stage === protocol.clearanceBeforeStage && !state.clearanceCounts)
    return `A doctor must clear you before stage ${next.stage} (${next.name.toLowerCase()}); your coach records the clearance while you are at stage ${state.stage}.${wait} Keep reporting your symptoms each day.`;
  if (next.stage === RETURN_TO_PLAY_STAGE)
    return `Return to play is possible from ${dayLabel(earliest)}, after a symptom-free report at least ${protocol.stageMinimumHours} hours into full contact training.${wait}`;
  return `Report your symptoms each day: symptom-free for ${protocol.stageMinimumHours} hours moves you to stage ${next.stage} (${next.name.toLowerCase()}); any symptom moves you back a stage.${wait}`;
}
