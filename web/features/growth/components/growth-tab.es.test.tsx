// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GrowthSeriesResponse } from '../../../../contracts/growth';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { app as esApp } from '../../../../contracts/i18n/messages/es/app';
import { core as esCore } from '../../../../contracts/i18n/messages/es/core';
import { answer, mockApi } from '../../../../test/api-mock';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { createQueryClient } from '@/lib/query-client';
import { growthSeries, shapesTask } from '../test-fixtures';
import GrowthTab from './growth-tab';

const series: GrowthSeriesResponse = {
  ...growthSeries,
  weeks: [...growthSeries.weeks, { kind: 'gap', week: 2, reason: 'pending', date: '2026-03-15T10:00:00.000Z' }],
  tasks: [shapesTask],
};

const server = mockApi();

beforeEach(() => setMessagesForTests('es', { ...esCore, ...esApp }));
afterEach(() => {
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

describe('the Growth tab in Spanish (issue 37)', () => {
  it('names the chart, its key, its table and its tasks in Spanish, with Spanish dates', async () => {
    server.use(answer.get('/api/plans/plan-1/growth', GrowthSeriesResponse, series));
    render(
      <QueryClientProvider client={createQueryClient()}>
        <GrowthTab planId="plan-1" childName="Mia" />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Edad de dibujo de Mia, dibujo a dibujo' })).toBeTruthy();
    const key = within(screen.getByRole('list', { name: 'Qué muestra el gráfico' }));
    expect(key.getByText('Edad real de Mia')).toBeTruthy();

    const table = within(screen.getByRole('region', { name: 'Evolución de Mia en forma de tabla' }));
    expect(table.getByRole('columnheader', { name: 'Cuándo' })).toBeTruthy();
    expect(table.getByRole('rowheader', { name: /^Inicio/ }).textContent).toContain('1 mar 2026');
    expect(table.getByRole('rowheader', { name: /^Semana 2/ })).toBeTruthy();
    expect(table.getByText('Comentarios en camino')).toBeTruthy();
    expect(table.getByRole('rowheader', { name: /^Punto de control 1/ })).toBeTruthy();

    const tasks = within(screen.getByRole('region', { name: 'Copia de formas y dibujo de una persona' }));
    expect(tasks.getByRole('list', { name: 'La estimación de cada tarea' }).textContent).toContain('Punto de control 1: copia de formas:');
    expect(screen.getByRole('heading', { name: 'Cómo leer el gráfico' })).toBeTruthy();
  });
});
