// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { AccountResponse, ACCOUNT_API } from '../../../../contracts/account';
import { accountFixture } from '@/features/account/test-server';
import { InteractiveSessionsResponse, RECORDING_WORDS, type SessionAudio, type Submission } from '../../../../contracts/submissions';
import { answer, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { RecordingsTab } from './recordings-tab';

const submission = { id: 'sub-1', submissionId: 'sub-1', planId: 'plan-1', weekNumber: 3 } as Submission;
const audio = (id: string, duration: number, transcriptionStatus: SessionAudio['transcriptionStatus'], transcript: string | null = null): SessionAudio => ({
  id,
  duration,
  transcript,
  transcriptionStatus,
  audioUrl: `/api/files/${id}`,
});

const server = mockApi();

const account = (externalAiConfigured: boolean, aiProviderOptIn: boolean | null) => accountFixture({ externalAiConfigured, aiProviderOptIn });

function renderTab(recordings: SessionAudio[], who = account(false, null)) {
  server.use(
    answer.get(ACCOUNT_API.account, AccountResponse, who),
    answer.get('/api/interactive-sessions/plan-1', InteractiveSessionsResponse, [
      { submissionId: 'sub-1', weekNumber: 3, createdAt: '2026-03-01T10:00:00.000Z', audio: recordings },
    ]),
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordingsTab submission={submission} />
    </QueryClientProvider>,
  );
}

afterEach(cleanup);

describe('RecordingsTab (issue 19: plain words for parents)', () => {
  it('gives lengths in words and says plainly when no transcript will come', async () => {
    renderTab([
      audio('a1', 2490, 'unavailable'),
      audio('a2', 75, 'failed'),
      audio('a3', 20, 'pending'),
      audio('a4', 140, 'completed', 'Child: A big red sun.'),
    ]);
    const items = await screen.findAllByRole('listitem');
    const length = (item: HTMLElement) => within(item).getByText((_, el) => el?.tagName === 'P' && (el.textContent ?? '').startsWith('Length ')).textContent;
    expect(items.map(length)).toEqual(['Length about 42 minutes', 'Length about 1 minute', 'Length less than a minute', 'Length about 2 minutes']);
    expect(within(items[0]!).getByText('You can listen to this recording; a written transcript is not available.')).toBeTruthy();
    expect(within(items[1]!).getByText('You can listen to this recording; a written transcript could not be made.')).toBeTruthy();
    expect(within(items[2]!).getByText('The transcript will appear when it is ready.')).toBeTruthy();
    expect(within(items[3]!).getByText('Child: A big red sun.')).toBeTruthy();
    const text = document.body.textContent ?? '';
    expect(text).not.toMatch(/seconds|AI provider|server|\d\d:\d\d/);
  });

  it('says when a recording picked up no words', async () => {
    renderTab([audio('a1', 30, 'completed', '')]);
    expect(await screen.findByText('No words were picked up in this recording.')).toBeTruthy();
  });

  it('says truthfully what happens to a recording: kept, played only to the parent, deleted with the account; words read only with an AI model', async () => {
    renderTab([audio('a1', 30, 'unavailable')]);
    const notice = await screen.findByTestId('recording-notice');
    expect(notice.textContent).toContain(RECORDING_WORDS.wordsNotUsed);
    expect(notice.textContent).toContain(RECORDING_WORDS.kept);
    expect(notice.textContent).toContain(RECORDING_WORDS.deleted);
    expect(notice.textContent).not.toContain('help the evaluation');
    cleanup();

    renderTab([audio('a1', 30, 'completed', 'Child: a boat.')], account(true, true));
    await waitFor(() => expect(screen.getByTestId('recording-notice').textContent).toContain(RECORDING_WORDS.wordsUsed));
  });

  it('says where recordings come from when a week has none', async () => {
    renderTab([]);
    expect(await screen.findByText(RECORDING_WORDS.noneThisWeek)).toBeTruthy();
  });
});
