// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Link, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { useLeaveWarning } from './use-leave-warning';

afterEach(cleanup);

function Page({ active, kept = true }: { active: boolean; kept?: boolean }) {
  const dialog = useLeaveWarning({ active, what: 'weekly', kept });
  return (
    <>
      <Link href="/plans/plan-1">Back to Progress</Link>
      <a href="https://example.com/help">Elsewhere</a>
      {dialog}
    </>
  );
}

function renderAt(active: boolean, kept?: boolean) {
  const location = memoryLocation({ path: '/plans/plan-1/submit/1', record: true });
  const view = render(
    <Router hook={location.hook}>
      <Page active={active} kept={kept} />
    </Router>,
  );
  return { location, view };
}

const beforeUnloadPrevented = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useLeaveWarning', () => {
  it('with unsent work, asks before an in-app link leaves and before the page unloads', () => {
    const { location } = renderAt(true);
    expect(beforeUnloadPrevented()).toBe(true);

    fireEvent.click(screen.getByRole('link', { name: 'Back to Progress' }));
    expect(location.history).toEqual(['/plans/plan-1/submit/1']);
    const dialog = screen.getByRole('dialog', { name: 'Leave without sending?' });
    expect(dialog.textContent).toContain('We keep your photos and notes on this device');

    fireEvent.click(screen.getByRole('button', { name: 'Keep working' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history).toEqual(['/plans/plan-1/submit/1']);

    fireEvent.click(screen.getByRole('link', { name: 'Back to Progress' }));
    fireEvent.click(screen.getByRole('button', { name: 'Leave' }));
    expect(location.history).toEqual(['/plans/plan-1/submit/1', '/plans/plan-1']);
  });

  it('says the work would be lost when the browser keeps no copy; leaves other sites and new tabs alone', () => {
    const { location } = renderAt(true, false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Progress' }));
    expect(screen.getByRole('dialog').textContent).toContain('this browser cannot keep your photos and notes');
    fireEvent.click(screen.getByRole('button', { name: 'Keep working' }));

    // Stands in for the browser opening the tab or the other site, which jsdom cannot.
    const browserDefault = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', browserDefault);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Progress' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Elsewhere' }));
    window.removeEventListener('click', browserDefault);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history).toEqual(['/plans/plan-1/submit/1']);
  });

  it('without unsent work, lets every link and reload through', () => {
    const { location } = renderAt(false);
    expect(beforeUnloadPrevented()).toBe(false);
    fireEvent.click(screen.getByRole('link', { name: 'Back to Progress' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(location.history).toEqual(['/plans/plan-1/submit/1', '/plans/plan-1']);
  });
});
