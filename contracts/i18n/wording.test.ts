import { describe, expect, it } from 'vitest';
import { drawingsLikeThisSentence, drawingsLikeThisSentenceIn, formatAboutAgeSpan, formatAboutAgeSpanIn } from '../age-span-words.ts';
import { formatYearsMonths, formatYearsMonthsIn } from '../child-age.ts';
import { durationInWords, durationInWordsIn } from '../duration-words.ts';
import { estimateLine, estimateLineIn, shortAge, shortAgeIn } from '../short-age.ts';
import { shapeSheetLayout } from '../shape-sheet.ts';
import { NOT_PLACED_LABEL, NOT_PLACED_LABEL_KEY, STATUS_LABEL_KEYS, STATUS_LABELS, TASK_STATUS_LABEL_KEYS, TASK_STATUS_LABELS } from '../status-wording.ts';
import { taskRangeWords, taskRangeWordsIn } from '../task-words.ts';
import { analyserName, analyserNameIn, SERVED_AGE_MESSAGE, SERVED_AGE_MESSAGE_KEY, VOCABULARY, VOCABULARY_KEYS } from '../vocabulary.ts';
import { core as deCore } from './messages/de/core.ts';
import { core as enCore } from './messages/en/core.ts';
import { core as esCore } from './messages/es/core.ts';
import { createTranslator } from './translator.ts';
import { app as enApp } from './messages/en/app.ts';
import { WEEK_WORDS } from '../submissions.ts';

const fail = (key: string) => {
  throw new Error(`Missing message ${key}`);
};
const en = createTranslator('en', enCore, fail);
const de = createTranslator('de', deCore, fail);
const es = createTranslator('es', esCore, fail);

const MONTHS = Array.from({ length: 140 }, (_, i) => i);
const RANGES = [
  { min: 54, max: 108 },
  { min: 60, max: 60 },
  { min: 108, max: 54 },
  { min: 3, max: 30 },
];

// Issue 37: the shared wording helpers have a translator form; in English it says exactly what the
// English helpers (the spec's words) say, so a server or page can switch to it without a change.
describe('the wording helpers in English, through the catalogue', () => {
  it('say ages, spans, durations and short ages word for word as before', () => {
    for (const months of MONTHS) {
      expect(formatYearsMonthsIn(en, months)).toBe(formatYearsMonths(months));
      expect(shortAgeIn(en, months)).toBe(shortAge(months));
      expect(durationInWordsIn(en, months * 61)).toBe(durationInWords(months * 61));
    }
    expect(durationInWordsIn(en, 20)).toBe(durationInWords(20));
    expect(durationInWordsIn(en, 7200)).toBe(durationInWords(7200));
    for (const range of RANGES) {
      expect(formatAboutAgeSpanIn(en, range)).toBe(formatAboutAgeSpan(range));
      expect(drawingsLikeThisSentenceIn(en, range)).toBe(drawingsLikeThisSentence(range));
      expect(estimateLineIn(en, 62, range)).toBe(estimateLine(62, range));
      for (const [floor, ceiling] of [
        [false, false],
        [true, false],
        [false, true],
        [true, true],
      ] as const) {
        expect(taskRangeWordsIn(en, { range, floor, ceiling })).toBe(taskRangeWords({ range, floor, ceiling }));
      }
    }
    expect(estimateLineIn(en, 62, null)).toBe(estimateLine(62, null));
  });

  it('keep the status labels, the vocabulary, the served-age message and the sheet as they were', () => {
    for (const status of ['advanced', 'typical', 'behind'] as const) expect(en(STATUS_LABEL_KEYS[status])).toBe(STATUS_LABELS[status]);
    for (const status of ['advanced', 'behind'] as const) expect(en(TASK_STATUS_LABEL_KEYS[status])).toBe(TASK_STATUS_LABELS[status]);
    expect(en(NOT_PLACED_LABEL_KEY)).toBe(NOT_PLACED_LABEL);
    for (const name of Object.keys(VOCABULARY) as (keyof typeof VOCABULARY)[]) expect(en(VOCABULARY_KEYS[name])).toBe(VOCABULARY[name]);
    expect(analyserNameIn(en, true)).toBe(analyserName(true));
    expect(en(SERVED_AGE_MESSAGE_KEY)).toBe(SERVED_AGE_MESSAGE);
    expect(shapeSheetLayout('a4', en)).toEqual(shapeSheetLayout('a4'));
  });

  it('keep the plan page’s week words (plans.week.*) as the tests read them in WEEK_WORDS', () => {
    const plans = createTranslator('en', { ...enCore, ...enApp }, fail);
    expect(plans('plans.week.thisWeek', { week: 3 })).toBe(WEEK_WORDS.currentLabel(3, false));
    expect(plans('plans.week.upNext', { week: 3 })).toBe(WEEK_WORDS.currentLabel(3, true));
    expect(plans('plans.week.rhythm')).toBe(WEEK_WORDS.rhythm);
    expect(plans('plans.week.nextFits', { week: 4, day: 'Mar 9, 2026' })).toBe(WEEK_WORDS.nextFits(4, 'Mar 9, 2026'));
    expect(plans('plans.week.reminderOn', { weekday: 'Saturday', time: '09:00' })).toBe(WEEK_WORDS.reminderOn('Saturday', '09:00'));
    expect(plans('plans.week.reminderOff')).toBe(WEEK_WORDS.reminderOff);
    expect(plans('plans.week.turnOnReminder')).toBe(WEEK_WORDS.turnOnReminder);
    expect(plans('plans.week.changeReminder')).toBe(WEEK_WORDS.changeReminder);
    expect(plans('submissions.results.sentOn', { date: 'Mar 9, 2026' })).toBe(WEEK_WORDS.sentOn('Mar 9, 2026'));
  });
});

describe('the wording helpers in German and Spanish', () => {
  it('say a child’s age with the language’s plurals', () => {
    expect(formatYearsMonthsIn(de, 55)).toBe('4 Jahre 7 Monate');
    expect(formatYearsMonthsIn(de, 13)).toBe('1 Jahr 1 Monat');
    expect(formatYearsMonthsIn(es, 55)).toBe('4 años y 7 meses');
    expect(formatYearsMonthsIn(es, 12)).toBe('1 año');
    expect(shortAgeIn(de, 62)).toBe('5 J. 2 M.');
  });

  it('say a drawing age’s range and a task’s range as whole sentences', () => {
    expect(drawingsLikeThisSentenceIn(de, { min: 54, max: 108 })).toBe('Zeichnungen wie diese machen Kinder im Alter von etwa 4\u00a0½ bis 9 Jahren');
    expect(drawingsLikeThisSentenceIn(es, { min: 54, max: 108 })).toBe('Dibujos como este los hacen niños de unos 4\u00a0½ a 9 años');
    expect(taskRangeWordsIn(de, { range: { min: 84, max: 131 }, floor: false, ceiling: true })).toBe('mindestens 7 Jahre bei dieser Aufgabe');
    expect(taskRangeWordsIn(es, { range: { min: 54, max: 66 }, floor: false, ceiling: false })).toBe('unos 4\u00a0½ a 5\u00a0½ años en esta tarea');
  });

  it('say durations and print the shape sheet in the language', () => {
    expect(durationInWordsIn(de, 2490)).toBe('etwa 42 Minuten');
    expect(durationInWordsIn(es, 75)).toBe('alrededor de un minuto');
    const sheet = shapeSheetLayout('a4', de);
    expect(sheet.items[0]?.label).toBe('1. Senkrechte Linie');
    expect(sheet.instructions[0]).toBe('Geben Sie Ihrem Kind einen Bleistift oder Buntstift; keinen Radiergummi.');
  });
});
