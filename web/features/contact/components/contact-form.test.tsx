// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CurrentUser } from '../../../../contracts/auth';
import { ContactResponse } from '../../../../contracts/contact';
import { answer, answerError, mockApi } from '../../../../test/api-mock';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts, useToast } from '@/lib/use-toast';
import { ContactForm } from './contact-form';

/** A visitor who is not signed in; the prefill tests sign a parent in. */
const server = mockApi(
  answer.post('/api/contact', ContactResponse, { message: 'Message sent' }),
  answerError('get', '/api/auth/user', 401, { code: 'UNAUTHORIZED', message: 'Unauthorized' }),
);
const robin: CurrentUser = {
  id: 'u1',
  email: 'robin@example.com',
  firstName: 'Robin',
  lastName: 'Parent',
  role: 'parent',
  emailVerified: true,
  language: 'en',
  createdAt: '2026-01-05T10:00:00.000Z',
};
const sent = () => server.requests('POST', '/api/contact');

/** What the Toaster would show: "title — description" of the current toast. */
function ToastText() {
  const { toasts } = useToast();
  return <div data-testid="toast">{toasts.map((t) => [t.title, t.description].filter(Boolean).join(' — ')).join('|')}</div>;
}

function renderForm() {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <ContactForm />
      <ToastText />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(field(label), { target: { value } });
}

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send Message' }));
const toastText = () => screen.getByTestId('toast').textContent;

afterEach(() => {
  cleanup();
  resetToasts();
});

describe('ContactForm', () => {
  it('names every empty required field, wires the messages to the inputs and sends nothing', async () => {
    renderForm();
    submit();
    const name = field('Name');
    // The schema checks on submit, a moment later.
    await waitFor(() => expect(document.activeElement).toBe(name));
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter your name');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a message')).toBeTruthy();
    // Subject is optional: never marked.
    expect(field('Subject (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(sent()).toEqual([]);
  });

  it('refuses an email without a domain and clears the message once the parent edits it', async () => {
    renderForm();
    fill({ Name: 'Anna', Email: 'anna@', Message: 'Hello' });
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    fill({ Email: 'anna@example.com' });
    await waitFor(() => expect(screen.queryByText('Please enter a valid email address')).toBeNull());
    expect(sent()).toEqual([]);
  });

  it('offers the four categories with General chosen', () => {
    renderForm();
    const select = screen.getByLabelText('Category') as HTMLSelectElement;
    expect(select.value).toBe('general');
    expect([...select.options].map((o) => [o.value, o.textContent])).toEqual([
      ['general', 'General'],
      ['support', 'Support'],
      ['billing', 'Billing'],
      ['feedback', 'Feedback'],
    ]);
  });

  it('has a honeypot that people and screen readers never meet', () => {
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('sends the message with its source, thanks the parent and clears the form', async () => {
    renderForm();
    fill({ Name: ' Anna ', Email: 'anna@example.com', 'Subject (optional)': 'Frame size', Message: 'Which frame fits A4?' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'billing' } });
    submit();
    await waitFor(() => expect(toastText()).toBe("Message sent! — We'll get back to you within 24 hours."));
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.body).toEqual({
      name: 'Anna',
      email: 'anna@example.com',
      subject: 'Frame size',
      category: 'billing',
      message: 'Which frame fits A4?',
      metadata: { source: 'contact_page' },
    });
    expect(field('Name').value).toBe('');
    expect(field('Message').value).toBe('');
    expect((screen.getByLabelText('Category') as HTMLSelectElement).value).toBe('general');
  });

  it('leaves the subject out when it is empty and sends a filled honeypot for the server to drop', async () => {
    renderForm();
    fill({ Name: 'Bot', Email: 'bot@example.com', Message: 'Buy now' });
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    submit();
    await waitFor(() => expect(sent()[0]?.body).toBeDefined());
    const body = sent()[0]!.body as Record<string, unknown>;
    expect(body).not.toHaveProperty('subject');
    expect(body.category).toBe('general');
    expect(body.website).toBe('https://spam.example');
  });

  it("shows the server's reason when it limits or refuses the message", async () => {
    server.use(answerError('post', '/api/contact', 429, { code: 'RATE_LIMITED', message: 'You have sent several messages already. Please try again later.' }));
    renderForm();
    fill({ Name: 'Anna', Email: 'anna@example.com', Message: 'Hello again' });
    submit();
    await waitFor(() =>
      expect(toastText()).toBe('Failed to send message. Please try again. — You have sent several messages already. Please try again later.'),
    );
    // Nothing typed is lost when sending fails.
    expect(field('Message').value).toBe('Hello again');
  });

  it('keeps a server fault to the plain message', async () => {
    server.use(answerError('post', '/api/contact', 503, { code: 'UNAVAILABLE', message: 'database pool exhausted' }));
    renderForm();
    fill({ Name: 'Anna', Email: 'anna@example.com', Message: 'Hello' });
    submit();
    await waitFor(() => expect(toastText()).toBe('Failed to send message. Please try again.'));
  });

  describe('for a signed-in parent', () => {
    it('fills in the name and e-mail from the session, still editable, and keeps them after sending', async () => {
      server.use(answer.get('/api/auth/user', CurrentUser, robin));
      renderForm();
      await waitFor(() => expect(field('Email').value).toBe('robin@example.com'));
      expect(field('Name').value).toBe('Robin Parent');
      expect(field('Message').value).toBe('');
      fill({ Name: 'Robin P.', Message: 'Can I change the T-shirt size?' });
      submit();
      await waitFor(() => expect(sent()).toHaveLength(1));
      expect(sent()[0]!.body).toMatchObject({ name: 'Robin P.', email: 'robin@example.com', message: 'Can I change the T-shirt size?' });
      // A second message needs only the message again.
      await waitFor(() => expect(field('Message').value).toBe(''));
      expect(field('Name').value).toBe('Robin Parent');
      expect(field('Email').value).toBe('robin@example.com');
    });

    it('leaves the name empty when the account has none, and keeps what was typed before the session answered', async () => {
      let answerSession = () => {};
      const answered = new Promise<void>((resolve) => (answerSession = resolve));
      server.use(
        answer.get('/api/auth/user', CurrentUser, async () => {
          await answered;
          return { ...robin, firstName: null, lastName: null };
        }),
      );
      renderForm();
      fill({ Message: 'Hello from the train' });
      answerSession();
      await waitFor(() => expect(field('Email').value).toBe('robin@example.com'));
      expect(field('Name').value).toBe('');
      expect(field('Message').value).toBe('Hello from the train');
    });
  });
});
