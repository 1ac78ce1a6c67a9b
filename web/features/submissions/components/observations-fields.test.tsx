// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObservationValues } from '../api/submissions';
import { ObservationsFields } from './observations-fields';

afterEach(cleanup);

/** A parent that keeps the value, as the submission screen does; reports every change. */
function Harness({ onChange }: { onChange: (value: ObservationValues) => void }) {
  const [value, setValue] = useState<ObservationValues>({});
  return (
    <ObservationsFields
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('ObservationsFields (spec 000 §2, §3)', () => {
  it('offers the four rating rows, each a 1–5 radio group labelled on its own scale', () => {
    render(<ObservationsFields value={{}} onChange={() => {}} />);
    const rows = screen.getAllByRole('group').filter((row) => row.dataset.field !== 'followedChallenge');
    expect(rows.map((row) => row.querySelector('legend')?.textContent)).toEqual(["Child's Mood", 'Your Mood', "Child's Enjoyment", 'Difficulty Level']);
    const childMood = screen.getByRole('group', { name: "Child's Mood" });
    expect(
      within(childMood)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('aria-label')),
    ).toEqual(['1 – Very Upset', '2 – Frustrated', '3 – Neutral', '4 – Happy', '5 – Excited']);
    const enjoyment = screen.getByRole('group', { name: "Child's Enjoyment" });
    expect(within(enjoyment).getByRole('radio', { name: '5 – Excellent' })).toBeTruthy();
    const difficulty = screen.getByRole('group', { name: 'Difficulty Level' });
    expect(within(difficulty).getByRole('radio', { name: '3 – Just Right' })).toBeTruthy();
  });

  it('reports ratings, time spent and the three notes as the spec names them', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.click(within(screen.getByRole('group', { name: "Child's Mood" })).getByRole('radio', { name: '4 – Happy' }));
    fireEvent.click(within(screen.getByRole('group', { name: 'Difficulty Level' })).getByRole('radio', { name: '2 – Easy' }));
    fireEvent.change(screen.getByLabelText('Time spent'), { target: { value: '20-30' } });
    fireEvent.change(screen.getByLabelText(/Where did your child need help/), { target: { value: 'Holding the crayon' } });
    fireEvent.change(screen.getByLabelText(/Specific observations/), { target: { value: 'First circle!' } });
    fireEvent.change(screen.getByLabelText(/Additional notes/), { target: { value: 'Sunny morning' } });

    expect(onChange).toHaveBeenLastCalledWith({
      childMood: '4',
      difficultyLevel: '2',
      timeSpent: '20-30',
      needsHelp: 'Holding the crayon',
      specificObservations: 'First circle!',
      parentNotes: 'Sunny morning',
    });
    expect(within(screen.getByRole('group', { name: "Child's Mood" })).getByRole<HTMLInputElement>('radio', { name: '4 – Happy' }).checked).toBe(true);
  });

  it('lists every time-spent value after an empty choice', () => {
    render(<ObservationsFields value={{ timeSpent: 'more-60' }} onChange={() => {}} />);
    const select = screen.getByLabelText<HTMLSelectElement>('Time spent');
    expect([...select.options].map((o) => o.value)).toEqual(['', 'less-10', '10-20', '20-30', '30-45', '45-60', 'more-60']);
    expect(select.value).toBe('more-60');
  });

  it('keeps two instances on one page apart', () => {
    render(
      <>
        <ObservationsFields value={{ childMood: '1' }} onChange={() => {}} />
        <ObservationsFields value={{ childMood: '5' }} onChange={() => {}} />
      </>,
    );
    const checked = screen.getAllByRole<HTMLInputElement>('radio').filter((r) => r.checked);
    expect(checked.map((r) => r.value)).toEqual(['1', '5']);
  });

  it('asks first whether the drawing followed the challenge, and what was drawn instead only for "Something else" (issue 32)', () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    const question = screen.getByRole('group', { name: /Did the drawing follow this week’s challenge\?/ });
    expect(
      within(question)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Yes', 'Partly', 'Something else']);
    expect(question.compareDocumentPosition(screen.getByRole('group', { name: "Child's Mood" })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByLabelText(/What did your child draw instead\?/)).toBeNull();
    fireEvent.click(within(question).getByRole('radio', { name: 'Something else' }));
    const instead = screen.getByLabelText<HTMLInputElement>(/What did your child draw instead\?/);
    expect(instead.maxLength).toBe(200);
    fireEvent.change(instead, { target: { value: 'our house' } });
    expect(onChange).toHaveBeenLastCalledWith({ followedChallenge: 'other', drewInstead: 'our house' });
  });
});
