import { expect, it } from 'vitest';
import { renderContactNotification } from './templates.ts';

const notice = {
  name: 'Sam Parent',
  email: 'sam@example.com',
  category: 'support',
  subject: 'Week 2\nBcc: someone@example.com',
  source: 'resources_tab',
  message: 'How do I retake a photo?',
};

it('gives the operator everything needed to answer, the subject on one line', () => {
  const { subject, text } = renderContactNotification(notice, 'https://kritzel.example');
  expect(subject).toBe('[Kritzel contact · support] Week 2 Bcc: someone@example.com');
  expect(subject).not.toMatch(/\n/);
  for (const part of ['From: Sam Parent <sam@example.com>', 'Category: support', 'Sent from: resources_tab', 'How do I retake a photo?'])
    expect(text).toContain(part);
});

it('names a missing subject and source plainly', () => {
  const { subject, text } = renderContactNotification({ ...notice, subject: null, source: null }, 'https://kritzel.example');
  expect(subject).toBe('[Kritzel contact · support] No subject');
  expect(text).toContain('Sent from: contact page');
});
