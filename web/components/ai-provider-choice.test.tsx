// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API, AccountMessageResponse, AccountResponse } from '../../contracts/account';
import { answer, answerError, mockApi } from '../../test/api-mock';
import { accountFixture } from '@/features/account/test-server';
import { createQueryClient } from '@/lib/query-client';
import { useAiProviderQuestion } from './ai-provider-choice';

/** The server: the parent's account, and the choice saved. */
const server = mockApi(answer.put(ACCOUNT_API.aiProvider, AccountMessageResponse, { message: 'saved' }));
const puts = () => server.requests('PUT', ACCOUNT_API.aiProvider).map((request) => request.body);
const signedIn = (me: AccountResponse) => server.use(answer.get(ACCOUNT_API.account, AccountResponse, me));

/** An upload screen in miniature: its button asks first, then "uploads". */
function UploadScreen({ upload }: { upload: () => void }) {
  const question = useAiProviderQuestion();
  return (
    <>
      <button type="button" onClick={() => question.ask(upload)}>
        Upload
      </button>
      {question.dialog}
    </>
  );
}

async function renderUploadScreen(upload: () => void) {
  const client = createQueryClient();
  render(
    <QueryClientProvider client={client}>
      <UploadScreen upload={upload} />
    </QueryClientProvider>,
  );
  // The screen reads the account as it opens, long before a parent has chosen a file.
  await waitFor(() => expect(client.getQueryData([ACCOUNT_API.account])).toBeDefined());
}

const question = () => screen.queryByRole('dialog', { name: 'Would you like a more detailed analysis?' });

afterEach(cleanup);

describe('useAiProviderQuestion', () => {
  it('asks once before the first upload, saves the answer and then uploads', async () => {
    signedIn(accountFixture());
    const upload = vi.fn();
    await renderUploadScreen(upload);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(question()).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Yes, use the AI provider' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(puts()).toEqual([{ optIn: true }]);
    expect(question()).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(question()).toBeNull();
    expect(puts()).toHaveLength(1);
  });

  it('records a no just the same', async () => {
    signedIn(accountFixture());
    const upload = vi.fn();
    await renderUploadScreen(upload);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'No, keep it with Kritzel' }));
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(puts()).toEqual([{ optIn: false }]);
  });

  it('uploads nothing when the question is closed, and asks again next time', async () => {
    signedIn(accountFixture());
    const upload = vi.fn();
    await renderUploadScreen(upload);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(question()).toBeNull();
    expect(upload).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(question()).toBeTruthy();
  });

  it('keeps the question open with a message when the answer cannot be saved', async () => {
    signedIn(accountFixture());
    server.use(answerError('put', ACCOUNT_API.aiProvider, 503, { code: 'INTERNAL', message: 'Something went wrong' }));
    const upload = vi.fn();
    await renderUploadScreen(upload);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, use the AI provider' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Something went wrong');
    expect(question()).toBeTruthy();
    expect(upload).not.toHaveBeenCalled();
  });

  it.each([
    ['no external provider is configured', accountFixture({ externalAiConfigured: false })],
    ['the parent has already answered', accountFixture({ aiProviderOptIn: false })],
  ])('uploads straight away when %s', async (_case, me) => {
    signedIn(me);
    const upload = vi.fn();
    await renderUploadScreen(upload);
    fireEvent.click(screen.getByRole('button', { name: 'Upload' }));
    expect(upload).toHaveBeenCalledTimes(1);
    expect(question()).toBeNull();
    expect(puts()).toHaveLength(0);
  });
});
