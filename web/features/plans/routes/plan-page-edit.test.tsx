// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { CheckpointsResponse } from '../../../../contracts/checkpoints';
import { Plan, UpdatePlanResponse } from '../../../../contracts/plans';
import { PlanSubmissionsResponse } from '../../../../contracts/submissions';
import { answer, mockApi } from '../../../../test/api-mock';
import { Toaster } from '@/components/ui/toaster';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts } from '@/lib/use-toast';
import { reminderSettingsHandler, setUpPlan } from '../plan-page-fixtures';
import { PlanPage } from './plan-page';

const plan = setUpPlan({ childName: 'Mia', birthMonth: 9, birthYear: 2020 });
const server = mockApi(
  answer.get('/api/plans/plan-1/data', Plan, plan),
  answer.get('/api/plans/plan-1/submissions', PlanSubmissionsResponse, []),
  answer.get('/api/cognitive-checkpoints/plan-1', CheckpointsResponse, []),
  reminderSettingsHandler(),
  answer.patch('/api/plans/plan-1', UpdatePlanResponse, ({ body }) => ({ plan: { ...plan, ...(body as Partial<Plan>) } })),
);

afterEach(() => {
  cleanup();
  resetToasts();
});

it("renames the child from the plan's header: the title and the tab's name follow at once; the birth date is fixed", async () => {
  const location = memoryLocation({ path: '/plans/plan-1' });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Router hook={location.hook}>
        <PlanPage params={{ planId: 'plan-1' }} />
      </Router>
      <Toaster />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: "Mia's Progress" });
  expect(document.title).toMatch(/^Mia's Progress/);

  fireEvent.click(screen.getByRole('button', { name: "Edit Mia's details" }));
  const dialog = screen.getByRole('dialog', { name: 'Edit Child Details' });
  expect(within(dialog).getByText('September 2020')).toBeTruthy();
  expect(within(dialog).getByText(/The birth date is fixed once the plan is set up/)).toBeTruthy();
  fireEvent.change(within(dialog).getByLabelText("Child's name"), { target: { value: 'Mia Sophie' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

  await screen.findByRole('heading', { level: 1, name: "Mia Sophie's Progress" });
  expect(document.title).toMatch(/^Mia Sophie's Progress/);
  expect(screen.getByText('Changes saved')).toBeTruthy();
  expect(server.requests('PATCH', '/api/plans/plan-1')[0]?.body).toEqual({ childName: 'Mia Sophie' });
  expect(server.requests('GET', '/api/plans/plan-1/data')).toHaveLength(1);
  // The file's only test: it also carries loading the plan page's modules.
}, 15_000);
