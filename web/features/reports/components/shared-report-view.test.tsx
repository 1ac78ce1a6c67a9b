// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { core as deCore } from '../../../../contracts/i18n/messages/de/core';
import { app as deApp } from '../../../../contracts/i18n/messages/de/app';
import type { ReportData } from '../../../../contracts/reports';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { SharedReportView } from './shared-report-view';

// The report's sentences come from the server in the reader's language; the page's own words here.
const report: ReportData = {
  kind: 'checkpoint',
  checkpointNumber: 1,
  title: 'Checkpoint 1 report',
  childFirstName: 'Mia',
  childAge: '5 years 2 months',
  madeOn: '2027-03-06',
  weeks: { from: 1, to: 4 },
  estimates: [{ kind: 'baseline', label: 'Starting drawing', months: 60, range: { min: 54, max: 70 }, status: null }],
  measured: [],
  changes: null,
  drawings: [],
  tasks: [],
  limits: ['Not a diagnosis.'],
};

afterEach(() => {
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

const text = () => (document.body.textContent ?? '').replace(/\s+/g, ' ');

describe('SharedReportView', () => {
  it('reads in English as it always has', () => {
    render(<SharedReportView report={report} token="t" expiresAt="2027-04-05T10:00:00Z" />);
    expect(text()).toContain('Age: 5 years 2 months · Weeks 1–4 · Made on 2027-03-06');
    expect(screen.getByRole('heading', { name: 'Estimated drawing age' })).toBeTruthy();
    expect(text()).toContain('5 y (range 4 y 6 m – 5 y 10 m)');
    expect(text()).toContain('No tested range or age to compare with');
    expect(screen.getByRole('link', { name: 'Download PDF' })).toBeTruthy();
  });

  it('reads in German for a German reader: headings, ages, dates', () => {
    setMessagesForTests('de', { ...deCore, ...deApp });
    render(<SharedReportView report={report} token="t" expiresAt="2027-04-05T10:00:00Z" />);
    expect(text()).toContain('Wochen 1–4 · Erstellt am 6. März 2027');
    expect(screen.getByRole('heading', { name: 'Geschätztes Zeichenalter' })).toBeTruthy();
    // Number and unit held together (no-break spaces) so a narrow cell never strands "M.".
    expect(text()).toContain('5 J. (Spanne 4 J. 6 M. – 5 J. 10 M.)');
    expect(text()).toContain('Im Vergleich zum damaligen Alter von Mia');
    expect(text()).toContain('Dieser Link funktioniert bis 05.04.2027.');
    expect(screen.getByRole('link', { name: 'PDF herunterladen' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Was eine Zeichnung nicht sagen kann' })).toBeTruthy();
  });
});
