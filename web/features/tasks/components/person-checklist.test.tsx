// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSON_ITEMS, PERSON_LABELS, type PersonItem } from '../../../../contracts/tasks';
import { PersonChecklist } from './person-checklist';

let seen: PersonItem[] = [];
function Checklist({ initial = [] }: { initial?: PersonItem[] }) {
  const [ticked, setTicked] = useState<PersonItem[]>(initial);
  return (
    <PersonChecklist
      ticked={ticked}
      onTickedChange={(next) => {
        seen = next;
        setTicked(next);
      }}
    />
  );
}

afterEach(cleanup);

describe('PersonChecklist', () => {
  it('lists every part with its label and hint, none ticked unless told', () => {
    render(<Checklist />);
    const boxes = screen.getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes).toHaveLength(PERSON_ITEMS.length);
    expect(boxes.every((box) => !box.checked)).toBe(true);
    for (const item of PERSON_ITEMS) {
      const box = screen.getByRole('checkbox', { name: PERSON_LABELS[item].label });
      expect(box.getAttribute('aria-describedby')).toBe(`person-item-${item}-hint`);
      expect(document.getElementById(`person-item-${item}-hint`)!.textContent).toBe(PERSON_LABELS[item].hint);
    }
  });

  it('ticks and unticks, giving the parts in the scale’s order', () => {
    render(<Checklist initial={['arms']} />);
    expect((screen.getByRole('checkbox', { name: 'Arms' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Ears' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Head' }));
    expect(seen).toEqual(['head', 'arms', 'ears']);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Arms' }));
    expect(seen).toEqual(['head', 'ears']);
  });
});
