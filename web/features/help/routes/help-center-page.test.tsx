// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { FAQ_ENTRIES } from '../content/faq';
import { loadHelpMessages, type HelpTranslator } from '../content/help-messages';
import { HelpCenterPage } from './help-center-page';

afterEach(cleanup);

// The help words are their own chunk: in before the page renders, as the route's spinner waits for them.
let h: HelpTranslator;
beforeAll(async () => {
  h = await loadHelpMessages('en');
});

function renderPage() {
  render(
    <Router hook={memoryLocation({ path: '/help-center' }).hook}>
      <HelpCenterPage />
    </Router>,
  );
}

describe('HelpCenterPage', () => {
  it('puts the questions first, right under the title, with no "Coming Soon" cards that lead nowhere', () => {
    renderPage();
    const headings = screen.getAllByRole('heading').map((heading) => [heading.tagName, heading.textContent]);
    expect(headings.slice(0, 2)).toEqual([
      ['H1', 'Help Center'],
      ['H2', 'Frequently asked questions'],
    ]);
    expect(screen.getByRole('main').textContent).not.toMatch(/coming soon|video tutorials/i);
    const questions = screen.getAllByRole('button', { expanded: false });
    expect(questions.map((button) => button.textContent)).toEqual(FAQ_ENTRIES.map((entry) => h(entry.question)));
  });

  it('still leads to a person and to the guide', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(screen.getByRole('link', { name: 'Read the Parent Guide' }).getAttribute('href')).toBe('/parent-guide');
  });
});
