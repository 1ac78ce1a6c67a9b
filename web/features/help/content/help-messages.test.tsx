// @vitest-environment jsdom
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { app as enApp } from '../../../../contracts/i18n/messages/en/app';
import { core as enCore } from '../../../../contracts/i18n/messages/en/core';
import { app as esApp } from '../../../../contracts/i18n/messages/es/app';
import { core as esCore } from '../../../../contracts/i18n/messages/es/core';
import { setMessagesForTests } from '@/i18n/i18n-store';
import { HelpCenterPage } from '../routes/help-center-page';
import { help as de } from './de/help';
import { help as en } from './en/help';
import { help as es } from './es/help';
import { loadHelpMessages } from './help-messages';

/** The placeholders and tags of a message: what a translation must keep. */
function argumentsOf(elements: MessageFormatElement[], into = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number) into.add(`{${element.value}}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      into.add(`{${element.value}}`);
      for (const option of Object.values(element.options)) argumentsOf(option.value, into);
    }
    if (element.type === TYPE.tag) {
      into.add(`<${element.value}>`);
      argumentsOf(element.children, into);
    }
  }
  return into;
}

afterEach(() => {
  cleanup();
  setMessagesForTests('en', { ...enCore, ...enApp });
});

describe('the help pages’ own catalogue (issue 37)', () => {
  it.each([
    ['de', de],
    ['es', es],
  ] as const)('%s has every English message, parsed, with the same placeholders and tags', (_locale, messages) => {
    expect(Object.keys(messages).sort()).toEqual(Object.keys(en).sort());
    const differ = Object.entries(messages).filter(([key, text]) => {
      const theirs = [...argumentsOf(parse(text))].sort().join();
      return text.trim() === '' || theirs !== [...argumentsOf(parse(en[key as keyof typeof en]))].sort().join();
    });
    expect(differ).toEqual([]);
  });

  it('renders the Help Center in Spanish, its numbers from the plan', async () => {
    setMessagesForTests('es', { ...esCore, ...esApp });
    await loadHelpMessages('es');
    render(
      <Router hook={memoryLocation({ path: '/help-center' }).hook}>
        <HelpCenterPage />
      </Router>,
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Centro de ayuda');
    const question = screen.getByRole('button', { name: '¿Cuánto dura un plan?' });
    expect(document.getElementById(question.getAttribute('aria-controls') ?? '')!.textContent).toContain('26 semanas');
    expect(screen.getByRole('link', { name: 'Volver al inicio' }).getAttribute('href')).toBe('/');
    expect(document.title).toMatch(/^Centro de ayuda/);
  });
});
