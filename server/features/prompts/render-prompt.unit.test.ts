import { expect, it } from 'vitest';
import { renderPrompt } from './render-prompt.ts';
import { DEFAULT_PROMPTS } from './default-prompts.ts';

it('fills placeholders, joins lists and never leaves a raw placeholder', () => {
  const text = renderPrompt('Age {{AGE}}, strengths: {{STRENGTHS}}; week {WEEK_NUMBER}; target {{TARGET_AGE}}.', {
    AGE: 66,
    STRENGTHS: ['colours', 'circles'],
    WEEK_NUMBER: 3,
  });
  expect(text).toBe('Age 66, strengths: colours, circles; week 3; target unknown.');
});

it('leaves unknown brace words alone (they may be JSON in the prompt)', () => {
  expect(renderPrompt('Answer as {"FOO": 1} and {OTHER}', {})).toBe('Answer as {"FOO": 1} and {OTHER}');
});

it('ships a default prompt for every AI task', () => {
  expect(DEFAULT_PROMPTS.map((p) => p.name).sort()).toEqual([
    'checkpoint-evaluation',
    'conversation',
    'drawing-analysis',
    'examples',
    'plan-generation',
    'submission-evaluation',
    'transcription',
  ]);
});
