// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ESTIMATE_EXPLAINER_PATH } from '../../../../contracts/vocabulary';
import { loadHelpMessages } from '../content/help-messages';
import { DrawingAgePage } from './drawing-age-page';

afterEach(cleanup);
beforeAll(() => loadHelpMessages('en'));

describe('DrawingAgePage', () => {
  it('explains the drawing age with ADR 018’s figures, when a status is given, and the real measure', () => {
    render(
      <Router hook={memoryLocation({ path: ESTIMATE_EXPLAINER_PATH }).hook}>
        <DrawingAgePage />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('What one drawing can tell');
    expect(document.title).toMatch(/^What one drawing can tell/);
    const text = (screen.getByRole('main').textContent ?? '').replace(/\s+/g, ' ');
    for (const fact of [
      '1,660 drawings by children aged 4 to 8',
      'Nature Communications',
      '88.5 to 98 children in 100',
      '53 months',
      '0.06',
      '1 would be perfect',
    ]) {
      expect(text).toContain(fact);
    }
    expect(text).toContain('between 4 years 6 months and 8 years 6 months');
    expect(text).toContain('near 4 and near 9 its range simply ends where its drawings end');
    expect(text).toMatch(/paediatrician/);
    expect(text).toContain('not a diagnostic tool');
    expect(text).not.toMatch(/cognitive/i);
  });
});
