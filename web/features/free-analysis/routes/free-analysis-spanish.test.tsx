// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { app as esApp } from '../../../../contracts/i18n/messages/es/app';
import { core as esCore } from '../../../../contracts/i18n/messages/es/core';
import { mockApi } from '../../../../test/api-mock';
import { signedIn } from '../../../../test/web-fixtures';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { createQueryClient } from '@/lib/query-client';
import { AnalysisResults } from '../components/analysis-results';
import { analyzeResponse } from '../test-fixtures';
import { cleanUpFreeAnalysisPage, renderFreeAnalysisPage } from '../test-page';

const server = mockApi();
const read = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

// Issue 37: a Spanish-speaking parent reads the free analysis, its form and its results in Spanish.
let errors: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  setMessagesForTests('es', { ...esCore, ...esApp });
  server.use(signedIn(null));
  errors = vi.spyOn(globalThis.console, 'error');
});

afterEach(() => {
  // No message was missing from the Spanish catalogue (a missing one is logged as an error).
  expect(errors).not.toHaveBeenCalledWith(expect.stringMatching(/^Missing message/));
  vi.restoreAllMocks();
  cleanUpFreeAnalysisPage();
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

describe('the free analysis in Spanish', () => {
  it('asks for the drawing and the birth month in Spanish, with Spanish month names', () => {
    renderFreeAnalysisPage('difficulty=medium&challenge=shapes');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Análisis de dibujo gratuito');
    expect(screen.getByRole('heading', { name: 'El dibujo de tu hijo' })).toBeTruthy();
    expect(screen.getByText('Explorador de formas')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Media' })).toBeTruthy();
    expect(screen.getByText('Mes y año de nacimiento')).toBeTruthy();
    expect(screen.getByRole('option', { name: 'enero' })).toBeTruthy();
    expect(screen.getByText('Así podemos comparar el dibujo con la edad de tu hijo.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Analizar el dibujo' })).toBeTruthy();
    expect(document.title).toBe('Análisis de dibujo gratuito · Kritzel');
  });

  it('says the results, the drawing age range and the child’s age in Spanish', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AnalysisResults
          response={analyzeResponse({ cognitiveAgeRange: { min: 54, max: 108 }, actualAge: 55, ageComparison: 'compared', developmentStatus: 'typical' })}
          previewUrl="blob:drawing"
          onAnalyzeAnother={() => undefined}
        />
      </QueryClientProvider>,
    );
    const text = read();
    expect(screen.getByRole('heading', { name: 'Los resultados de tu hijo' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Edad de dibujo' })).toBeTruthy();
    expect(text).toContain('Dibujos como este los hacen niños de unos 4 ½ a 9 años');
    expect(text).toContain('4 años y 7 meses');
    expect(text).toContain('Dentro del rango que esperaríamos para la edad de tu hijo');
    expect(text).toContain('Es una estimación a partir de un solo dibujo, no un diagnóstico.');
    expect(text).toContain('Vista previa de tu plan de 26 semanas');
    expect(text).toContain('23 retos más');
    expect(screen.getByRole('link', { name: 'Crear una cuenta' })).toBeTruthy();
    expect(text).not.toMatch(/Drawing age|Your child|years/);
  });

  it('explains in Spanish why one drawing cannot place a child outside the tested ages', () => {
    render(
      <QueryClientProvider client={createQueryClient()}>
        <AnalysisResults
          response={analyzeResponse({ actualAge: 40, ageComparison: 'outside-calibrated-ages' })}
          previewUrl={null}
          onAnalyzeAnother={() => undefined}
        />
      </QueryClientProvider>,
    );
    expect(read()).toContain('un solo dibujo no puede situar a un niño de 3 años y 4 meses como adelantado o atrasado');
  });
});
