// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { SSO_PROBLEM_PATH } from '../../../../contracts/auth';
import { patternToRegExp } from '@/lib/route-pattern';
import { routes } from '../../../routes';
import { SsoProblemPage } from './sso-problem-page';

function renderPage(searchPath: string) {
  const { hook, searchHook } = memoryLocation({ path: SSO_PROBLEM_PATH, searchPath });
  render(
    <Router hook={hook} searchHook={searchHook}>
      <SsoProblemPage />
    </Router>,
  );
}

afterEach(cleanup);

describe('SsoProblemPage', () => {
  it('is the page the server sends single sign-on failures to, open to everyone', () => {
    const route = routes.find((r) => patternToRegExp(r.path).test(SSO_PROBLEM_PATH));
    expect(route?.access).toBe('public');
    expect(route?.component.displayName).toBe('SsoProblemPage');
  });

  it('tells a parent whose address has a password to sign in with it', () => {
    renderPage('error=account_not_linked');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in with your password');
    expect(screen.getByText('This e-mail address already has a Kritzel password.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says that nothing changed when single sign-on failed otherwise', () => {
    renderPage('error=state_not_found');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Single sign-on did not work');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/sign-in');
    expect(screen.queryByRole('link', { name: 'Forgot your password?' })).toBeNull();
  });
});
