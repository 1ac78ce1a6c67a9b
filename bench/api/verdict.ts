import type { EvaluationOutcomes, waitForEvaluations } from './evaluation-backlog.ts';
import type { RouteFigures } from './latency-recorder.ts';
import { VISIT_NAMES } from './parent-visits.ts';
import type { MixReport, Scenario } from './report.ts';
import type { BenchSettings } from './settings.ts';

/** What bench:api makes of a run: the figures, and which of its troubles fail it. */

type Drain = Awaited<ReturnType<typeof waitForEvaluations>>;

export type Run = {
  scenarios: Scenario[];
  mix: MixReport | null;
  /** The job workers' evaluations of the weekly drawings; each count is of every submission so far. */
  evaluations: { measuredPlan?: Drain; afterSubmissions?: Drain & { evaluationsPerSecond: number }; afterMix?: EvaluationOutcomes };
  notes: string[];
  problems: string[];
};

/** A smoke run fails on anything that went wrong; a full run only on a scenario where nothing went right. */
function judge(name: string, f: RouteFigures, settings: BenchSettings, run: Run) {
  const what = f.failures.join('; ');
  if (f.requests === 0 || f.ok === 0) run.problems.push(`${name} is broken: none of ${f.requests} requests succeeded (${what || 'no answer'})`);
  else if (f.non2xx + f.errors > 0)
    (settings.mode === 'smoke' ? run.problems : run.notes).push(`${name}: ${f.non2xx} non-2xx answers, ${f.errors} without an answer, e.g. ${what}`);
}

/** Sorts what went wrong into problems (the run fails) and notes (printed with the numbers). */
export function checkRun(settings: BenchSettings, run: Run) {
  for (const scenario of run.scenarios) judge(scenario.name, scenario.figures, settings, run);
  const { mix } = run;
  if (mix) {
    judge('the parent mix', mix.overall, settings, run);
    for (const route of mix.routes) judge(`the mix's ${route.route}`, route, settings, run);
    const missed = VISIT_NAMES.filter((visit) => !mix.visits[visit]);
    if (settings.mode === 'smoke' && missed.length > 0) run.problems.push(`the mix never got to: ${missed.join(', ')}`);
    run.notes.push(...mix.notes);
  }
  const { afterMix, afterSubmissions, measuredPlan } = run.evaluations;
  const failed = (afterMix ?? afterSubmissions?.outcomes ?? measuredPlan?.outcomes)?.failed ?? 0;
  if (failed > 0) (settings.mode === 'smoke' ? run.problems : run.notes).push(`${failed} evaluation(s) of weekly drawings failed`);
}
