import { toFile, type OpenAI } from 'openai';
import type { ChatCompletionContentPart } from 'openai/resources/chat/completions';
import type { Logger } from 'pino';
import type { DetailedFeedback } from '../../../../contracts/analysis.ts';
import type { PromptName, PromptProvider } from '../../../../contracts/prompts.ts';
import { renderPrompt } from '../../../features/prompts/render-prompt.ts';
import type { Analyser, CheckpointEvaluation, DrawingAnalysis, DrawingImage, PlanChallenge } from '../analyser.ts';
import { periodEstimate } from '../local/age-range.ts';
import { compareWithAge } from '../local/stage.ts';
import { goalScore, weekObserved } from '../local/week-observed.ts';
import { calibratedRange, type Calibrated } from './calibrated-range.ts';
import { AiTaskError, MESSAGES, toAiTaskError, type AiCallContext } from './errors.ts';
import { imagePart, textPart } from './grounding.ts';
import { AnalysisOutput, CheckpointOutput, ConversationOutput, ExamplesOutput, FeedbackOutput, isDialogueLine, planDescriptionsFor } from './output-schemas.ts';
import { completeStructured } from './structured-call.ts';
import { TASK_PROMPTS, type AnalyserTask } from './task-prompts.ts';
import { analysisText, checkpointText, instructionsText, planText, submissionText } from './task-inputs.ts';

export type TaskPrompt = { prompt: string; model: string; provider: PromptProvider };
export type GetPrompt = (name: PromptName) => Promise<TaskPrompt>;

export type OpenAiAnalyserOptions = {
  /** One SDK client per configured provider (see createAiClients). */
  clients: Partial<Record<PromptProvider, OpenAI>>;
  getPrompt: GetPrompt;
  /** Measures the drawings (grounding) and supplies the curated plan. */
  local: Analyser;
  logger: Logger;
};

type Run = { client: OpenAI; prompt: TaskPrompt; ctx: AiCallContext };

/** Whisper-style transcription prompts are short (≈ 224 tokens); the rest would be cut anyway. */
const MAX_TRANSCRIPTION_PROMPT_CHARS = 800;

/**
 * The analyser port on any OpenAI-compatible chat API. Each task renders its admin-edited
 * prompt, sends the local analyser's measurements as grounding plus the downscaled images,
 * and validates the structured answer. Every failure surfaces as an AiTaskError.
 */
export function createOpenAiAnalyser(options: OpenAiAnalyserOptions): Analyser {
  const { local, logger } = options;

  async function run<T>(task: AnalyserTask, work: (r: Run) => Promise<T>): Promise<T> {
    const name = TASK_PROMPTS[task];
    const prompt = await options.getPrompt(name);
    const ctx: AiCallContext = { task, prompt: name, provider: prompt.provider, model: prompt.model };
    try {
      const client = options.clients[prompt.provider];
      if (!client) {
        logger.error(ctx, `prompt "${name}" uses provider ${prompt.provider}, which has no client configured`);
        throw new AiTaskError(MESSAGES.misconfigured, { retryable: false });
      }
      return await work({ client, prompt, ctx });
    } catch (error) {
      throw toAiTaskError(error, logger, ctx);
    }
  }

  /** Grounding is best effort for multi-image tasks: an unmeasurable photo must not block feedback. */
  async function measure(images: DrawingImage[], childAgeMonths: number | undefined): Promise<(DrawingAnalysis | null)[]> {
    return Promise.all(
      images.map(async (image) => {
        try {
          return await local.analyzeDrawing({ image, childAgeMonths, difficulty: 'medium', challenge: 'general' });
        } catch (err) {
          logger.warn({ err }, 'local measurement of a drawing failed; sending it to the model without measurements');
          return null;
        }
      }),
    );
  }

  const userParts = async (text: string, images: DrawingImage[]): Promise<ChatCompletionContentPart[]> => [
    textPart(text),
    ...(await Promise.all(images.map(imagePart))),
  ];

  return {
    name: 'openai-compatible',

    analyzeDrawing: (input) =>
      run('analyzeDrawing', async ({ client, prompt, ctx }) => {
        // The measurements are part of the result, so a failed measurement fails the task.
        const measured = await local.analyzeDrawing(input);
        const answer = await completeStructured({
          client,
          model: prompt.model,
          logger,
          ctx,
          name: 'drawing_analysis',
          schema: AnalysisOutput,
          system: renderPrompt(prompt.prompt, { AGE: input.childAgeMonths, COGNITIVE_AGE: measured.cognitiveAge }),
          user: await userParts(analysisText(input, measured), [input.image]),
        });
        const calibrated = { estimate: measured.cognitiveAge, range: measured.cognitiveAgeRange };
        const range = calibratedRange(answer.cognitiveAge, answer.cognitiveAgeRange, calibrated) ?? measured.cognitiveAgeRange;
        const known = input.childAgeMonths !== undefined;
        return {
          ...answer,
          cognitiveAgeRange: range,
          // The local analyser's rule: a status only for the calibrated ages, and only when the whole
          // range lies beyond the child's age. What the drawing shows is measured, not the model's.
          ...compareWithAge(range, input.childAgeMonths),
          ...(measured.seen && { seen: measured.seen }),
          ...(known && { actualAge: input.childAgeMonths }),
          features: measured.features,
        };
      }),

    evaluateSubmission: (input) =>
      run('evaluateSubmission', async ({ client, prompt, ctx }) => {
        const measured = await measure(input.images, input.childAgeMonths);
        const { challenge } = input;
        const answer = await completeStructured({
          client,
          model: prompt.model,
          logger,
          ctx,
          name: 'submission_feedback',
          schema: FeedbackOutput,
          system: renderPrompt(prompt.prompt, {
            AGE: input.childAgeMonths,
            COGNITIVE_AGE: input.previous.at(-1)?.estimatedCognitiveAge ?? input.baseline?.cognitiveAge,
            WEEK_NUMBER: input.weekNumber,
            CHALLENGE_TITLE: challenge.title,
            CHALLENGE_DESCRIPTION: challenge.description,
            TARGET_SKILLS: challenge.skills,
          }),
          user: await userParts(submissionText(input, measured), input.images),
        });
        // The calibrated reference: the most developed measured photo (the local analyser's choice),
        // else the latest earlier estimate that has a range.
        const analysed = measured.filter((a): a is DrawingAnalysis => a !== null);
        const best = analysed.length > 0 ? analysed.reduce((a, b) => (b.cognitiveAge > a.cognitiveAge ? b : a)) : null;
        const earlier = [...input.previous].reverse().find((p) => p.cognitiveAgeRange);
        const calibrated: Calibrated | null = best
          ? { estimate: best.cognitiveAge, range: best.cognitiveAgeRange }
          : earlier?.cognitiveAgeRange
            ? { estimate: earlier.estimatedCognitiveAge, range: earlier.cognitiveAgeRange }
            : input.baseline?.cognitiveAgeRange
              ? { estimate: input.baseline.cognitiveAge, range: input.baseline.cognitiveAgeRange }
              : null;
        const { cognitiveAgeRange, ...assessment } = answer.cognitiveAssessment;
        const range = calibratedRange(assessment.estimatedCognitiveAge, cognitiveAgeRange, calibrated);
        // Issue 32: the goals, what the drawing shows and the score are measured, never the model's say.
        const observed = weekObserved(input, best?.features ?? null, !best && (input.previous.length > 0 || Boolean(input.baseline)));
        const score = goalScore(observed);
        const { score: _modelScore, ...said } = answer;
        return {
          ...said,
          cognitiveAssessment: { ...assessment, ...(range && { cognitiveAgeRange: range }) },
          ...(score !== undefined && { score }),
          observed,
        } satisfies DetailedFeedback;
      }),

    evaluateCheckpoint: (input) =>
      run('evaluateCheckpoint', async ({ client, prompt, ctx }) => {
        const measured = await measure(input.images, input.childAgeMonths);
        const last = input.earlier.at(-1);
        const answer = await completeStructured({
          client,
          model: prompt.model,
          logger,
          ctx,
          name: 'checkpoint_result',
          schema: CheckpointOutput,
          system: renderPrompt(prompt.prompt, {
            AGE: input.childAgeMonths,
            COGNITIVE_AGE: input.baseline?.cognitiveAge,
            STRENGTHS: last?.analysis.strengths,
            AREAS_FOR_IMPROVEMENT: last?.analysis.developmentAreas,
          }),
          user: await userParts(checkpointText(input, measured), input.images),
        });
        // The calibrated reference: the period's median (as the local analyser gives it), else the baseline.
        const analysed = measured.filter((a): a is DrawingAnalysis => a !== null);
        const baseline = input.baseline?.cognitiveAgeRange ? { estimate: input.baseline.cognitiveAge, range: input.baseline.cognitiveAgeRange } : null;
        const calibrated: Calibrated | null = analysed.length > 0 ? periodEstimate(analysed) : baseline;
        const range = calibratedRange(answer.cognitiveAge, answer.cognitiveAgeRange, calibrated);
        const { cognitiveAgeRange: _answered, ...rest } = answer;
        // As the local analyser: the median drawing's measurements speak for the checkpoint.
        const typical = [...analysed].sort((a, b) => a.cognitiveAge - b.cognitiveAge)[Math.floor(analysed.length / 2)];
        const kept = typical && { measured: { features: typical.features, imageIndex: measured.indexOf(typical) } };
        return {
          checkpointNumber: input.checkpointNumber,
          ...rest,
          ...(range && { cognitiveAgeRange: range }),
          ...kept,
        } satisfies CheckpointEvaluation;
      }),

    /**
     * The curated library is the product's source of challenges: the local analyser picks and
     * orders the 26 (stage fit, rising difficulty, checkpoint rhythm), which a model cannot be
     * trusted to keep. The model only personalises the description text. If that fails, the
     * curated descriptions are perfectly good, so the plan is returned unpersonalised rather
     * than blocking a parent's paid plan on a cosmetic step.
     */
    generatePlan: async (input) => {
      const plan = await local.generatePlan(input);
      try {
        return await run('generatePlan', async ({ client, prompt, ctx }) => {
          const answer = await completeStructured({
            client,
            model: prompt.model,
            logger,
            ctx,
            name: 'plan_descriptions',
            schema: planDescriptionsFor(plan.map((c) => c.week)),
            system: renderPrompt(prompt.prompt, {
              AGE: input.childAgeMonths,
              COGNITIVE_AGE: input.cognitiveAgeMonths,
              AREAS_FOR_IMPROVEMENT: input.areasForImprovement,
            }),
            user: [textPart(planText(plan))],
          });
          const byWeek = new Map(answer.weeks.map((w) => [w.week, w.description.trim()]));
          return plan.map((c): PlanChallenge => ({ ...c, description: byWeek.get(c.week) || c.description }));
        });
      } catch (error) {
        if (!(error instanceof AiTaskError)) throw error;
        logger.warn({ err: error }, 'plan personalisation failed; using the curated descriptions');
        return plan;
      }
    },

    generateConversation: (input) =>
      run('generateConversation', async ({ client, prompt, ctx }) => {
        const answer = await completeStructured({
          client,
          model: prompt.model,
          logger,
          ctx,
          name: 'conversation',
          schema: ConversationOutput,
          system: renderPrompt(prompt.prompt, { CHALLENGE_TITLE: input.challengeTitle }),
          user: [textPart(instructionsText(input.challengeTitle, input.challengeInstructions))],
        });
        return answer.lines.map((l) => l.trim()).filter(isDialogueLine);
      }),

    generateExamples: (input) =>
      run('generateExamples', async ({ client, prompt, ctx }) => {
        const answer = await completeStructured({
          client,
          model: prompt.model,
          logger,
          ctx,
          name: 'examples',
          schema: ExamplesOutput,
          system: renderPrompt(prompt.prompt, { CHALLENGE_TITLE: input.challengeTitle }),
          user: [textPart(instructionsText(input.challengeTitle, input.challengeInstructions))],
        });
        return answer.examples;
      }),

    transcribe: (input) =>
      run('transcribe', async ({ client, prompt }) => {
        const result = await client.audio.transcriptions.create({
          file: await toFile(input.audio, input.fileName, { type: input.mimeType }),
          model: prompt.model,
          prompt: renderPrompt(prompt.prompt, {}).slice(0, MAX_TRANSCRIPTION_PROMPT_CHARS),
        });
        return result.text.trim();
      }),
  };
}
