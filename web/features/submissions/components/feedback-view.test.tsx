// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DetailedFeedback } from '../../../../contracts/analysis';
import { RANGE_COVERAGE_SENTENCE } from '@/components/estimated-age';
import { FeedbackView, feedbackKind, feedbackSummary } from './feedback-view';

afterEach(cleanup);

const detailed: DetailedFeedback = {
  cognitiveAssessment: {
    estimatedCognitiveAge: 67,
    cognitiveAgeRange: { min: 50, max: 80 },
    strengths: ['Confident lines'],
    areasForGrowth: ['Adding detail'],
  },
  visualAnalysis: { technicalSkills: ['Closed circles'], creativity: 'A purple sun!', progressThroughSession: 'Steadier towards the end.' },
  interactionAnalysis: { parentChildDynamics: 'Calm and playful.', communicationPatterns: ['Asked questions'], learningApproach: 'Tries things out.' },
  recommendations: { immediate: ['Name the shapes'], nextWeek: ['Draw a pet'], parentGuidance: ['Praise effort'] },
  overallFeedback: 'A joyful drawing full of ideas.',
};

describe('FeedbackView', () => {
  it('renders the detailed format with the estimate from its own range, in years and months', () => {
    render(<FeedbackView feedback={detailed} />);
    expect(feedbackKind(detailed)).toBe('detailed');
    expect(screen.getByText('Drawings like this one are made by children aged about 4 to 6 ½')).toBeTruthy();
    expect(screen.getByText(RANGE_COVERAGE_SENTENCE)).toBeTruthy();
    expect(screen.queryByText(/5 years 7 months/)).toBeNull();
    expect(screen.getByText(/not a diagnosis/)).toBeTruthy();
    for (const heading of ['Overall Feedback', 'Strengths', 'Areas for Growth', 'Visual Analysis', 'Interaction Analysis', 'Recommendations']) {
      expect(screen.getByRole('heading', { name: heading })).toBeTruthy();
    }
    for (const text of [
      'Confident lines',
      'Adding detail',
      'Closed circles',
      'A purple sun!',
      'Calm and playful.',
      'Asked questions',
      'Name the shapes',
      'Draw a pet',
      'Praise effort',
      'A joyful drawing full of ideas.',
    ]) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('shows an older feedback’s score out of 10, read out as such and labelled as older, first', () => {
    render(<FeedbackView feedback={{ ...detailed, score: 7.5 }} />);
    const score = screen.getByRole('region', { name: 'Score' });
    expect(score.textContent).toContain('7.5/10');
    expect(screen.getByText('Score: 7.5 out of 10')).toBeTruthy();
    expect(screen.getByText('7.5/10').getAttribute('aria-hidden')).toBe('true');
    expect(score.textContent).toMatch(/\(older feedback\)/);
    expect(score.compareDocumentPosition(screen.getByRole('heading', { name: 'Overall Feedback' })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens a week’s feedback with what the drawing shows and the goals it shows, not a score (issue 32)', () => {
    const observed: DetailedFeedback['observed'] = {
      followed: 'yes',
      goals: [
        { goal: 'curving or wavy lines', checkable: true, seen: true },
        { goal: 'most of the page used', checkable: true, seen: false },
        { goal: 'a calm mood', checkable: false, seen: null, note: 'A photo cannot show a calm mood — you saw it while your child drew.' },
      ],
      goalsShown: 1,
      goalsCheckable: 2,
      seen: ['Straight lines', '2 colours: blue and green'],
      estimateCarriedOver: false,
    };
    render(<FeedbackView feedback={{ ...detailed, score: 5, observed }} />);
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'What the drawing shows' })).toBeTruthy();
    expect(screen.getByText('2 colours: blue and green')).toBeTruthy();
    const goals = screen.getByRole('region', { name: 'Challenge goals shown: 1 of 2' });
    expect(goals.textContent).toContain('Curving or wavy lines— Seen');
    expect(goals.textContent).toContain('Most of the page used— Not seen');
    expect(goals.textContent).toContain('A calm mood— A photo can’t show this');
    expect(goals.textContent).toContain('A photo cannot show a calm mood');
    expect(screen.getByText('Drawing age')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/cognitive age/i);
  });

  it('says "Something else this week" with the parent’s words and no score for a drawing of something else', () => {
    const observed: DetailedFeedback['observed'] = {
      followed: 'other',
      drewInstead: 'our house and the two of us',
      goals: [{ goal: 'curving or wavy lines', checkable: true, seen: false, note: "not this week's drawing" }],
      goalsShown: 0,
      goalsCheckable: 1,
      seen: ['Lines that join up into closed shapes'],
      estimateCarriedOver: false,
    };
    render(<FeedbackView feedback={{ ...detailed, observed }} />);
    expect(screen.getByRole('heading', { name: 'Something else this week: our house and the two of us' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
    expect(screen.getByText(/there is no score this week/)).toBeTruthy();
  });

  it('shows no score when the feedback has none, or one that is not out of 10', () => {
    const { rerender } = render(<FeedbackView feedback={detailed} />);
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
    rerender(<FeedbackView feedback={{ score: 70, feedback: 'Bold lines.' }} />);
    expect(screen.getByText('Bold lines.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Score' })).toBeNull();
  });

  it('sums up either format in its main text, and a failure not at all', () => {
    expect(feedbackSummary(detailed)).toBe('A joyful drawing full of ideas.');
    expect(feedbackSummary({ encouragement: 'Keep going!', score: 6 })).toBe('Keep going!');
    expect(feedbackSummary({ error: 'Too dark', retryable: true })).toBeNull();
  });

  it('shows feedback from before ranges as "about X", without making a range up', () => {
    const { cognitiveAgeRange: _range, ...olderAssessment } = detailed.cognitiveAssessment;
    render(<FeedbackView feedback={{ ...detailed, cognitiveAssessment: olderAssessment }} />);
    expect(screen.getByText('about 5 years 7 months')).toBeTruthy();
    expect(screen.getByText('Older results like this one come without a tested range, so please take it as a rough guide.')).toBeTruthy();
    expect(screen.queryByText(/between/)).toBeNull();
    expect(screen.queryByText(/in 10 children/)).toBeNull();
    expect(screen.getByText(/not a diagnosis/)).toBeTruthy();
  });

  it('renders the simple format: score out of 10, texts, lists and skills', () => {
    const simple = {
      overallScore: 8,
      encouragingMessage: 'Lovely work!',
      feedback: 'Great use of colour.',
      strengths: ['Colour'],
      improvement: 'Try bigger shapes',
      nextSteps: ['Draw outside', 'Use chalk'],
      skillsAssessment: { 'Fine motor': { feedback: 'Steady grip' } },
    };
    render(<FeedbackView feedback={simple} />);
    expect(feedbackKind(simple)).toBe('simple');
    expect(screen.getByText('8/10')).toBeTruthy();
    for (const text of ['Lovely work!', 'Great use of colour.', 'Colour', 'Try bigger shapes', 'Draw outside', 'Use chalk', 'Fine motor', 'Steady grip']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
  });

  it('shows a failure with its error, or the default text', () => {
    render(<FeedbackView feedback={{ error: 'The drawing was too dark', retryable: true }} />);
    expect(screen.getByText('The drawing was too dark')).toBeTruthy();
    cleanup();
    render(<FeedbackView feedback={{ error: '', retryable: false }} />);
    expect(screen.getByText('AI evaluation failed. Please retry.')).toBeTruthy();
  });
});
