// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts, toast } from '@/lib/use-toast';
import { ToastArea, toastsReady } from './toast-area';

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('ToastArea', () => {
  it('loads nothing at start, then shows a toast raised before its code arrived', async () => {
    const { container } = render(<ToastArea />);
    expect(container.innerHTML).toBe('');

    act(() => void toast({ title: 'Cookie settings saved' }));
    await act(() => toastsReady());
    expect(await screen.findByText('Cookie settings saved', {}, { timeout: 15_000 })).toBeTruthy();
  });
});
