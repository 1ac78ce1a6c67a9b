// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ACCOUNT_MESSAGES } from '../../../../contracts/account';
import { mockApi } from '../../../../test/api-mock';
import { AccountDeletedPage } from './account-deleted-page';

/** No handlers: the page asks the server nothing, so it works with the session already gone. */
const server = mockApi();

function renderPage() {
  const location = memoryLocation({ path: '/account-deleted', record: true });
  render(
    <Router hook={location.hook}>
      <AccountDeletedPage />
    </Router>,
  );
  return location;
}

afterEach(cleanup);

describe('AccountDeletedPage', () => {
  it('says the account and the child’s drawings are deleted, without a single request', () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Your account is deleted');
    expect(screen.getByText(ACCOUNT_MESSAGES.accountDeleted, { exact: false })).toBeTruthy();
    const gone = screen.getByRole('region', { name: 'What is gone' });
    expect(
      within(gone)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'your account, your consents and every sign-in',
      "your child's plans, weekly challenges and checkpoints",
      "your child's drawings, photos and voice recordings, with their feedback and analyses",
      'your data downloads and your messages to our support',
    ]);
    expect(document.title).toBe('Account deleted · Kritzel');
    expect(server.requests()).toEqual([]);
  });

  it('says what is kept, why and until when', () => {
    renderPage();
    const kept = screen.getByRole('region', { name: 'What we keep, and for how long' });
    const until = new Date().getUTCFullYear() + 8;
    expect(kept.textContent).toContain('German tax law asks us to keep the payment and order records until the end of the eighth calendar year');
    expect(kept.textContent).toContain(`for a purchase this year, until 31 December ${until}`);
    expect(kept.textContent).toContain('The artwork, the street address, any name printed on a keepsake and our delivery notes are already deleted.');
    expect(within(kept).getByRole('link', { name: 'Write to us' }).getAttribute('href')).toBe('/contact');
  });

  it('leads home, and to the privacy policy', () => {
    const location = renderPage();
    expect(screen.getByRole('link', { name: 'Read the Privacy Policy' }).getAttribute('href')).toBe('/privacy-policy');
    expect(screen.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    fireEvent.click(screen.getByRole('link', { name: 'Go to the home page' }));
    expect(location.history.at(-1)).toBe('/');
  });
});
