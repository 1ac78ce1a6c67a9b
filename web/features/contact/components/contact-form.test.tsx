// @vitest-environment jsdom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { resetToasts, useToast } from '@/lib/use-toast';
import { ContactForm } from './contact-form';

type Answer = { status: number; body: unknown };

function stubServer(answer: Answer = { status: 200, body: { message: 'Message sent' } }) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => Response.json(answer.body, { status: answer.status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

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
  vi.unstubAllGlobals();
});

describe('ContactForm', () => {
  it('names every empty required field, wires the messages to the inputs and sends nothing', () => {
    const fetchMock = stubServer();
    renderForm();
    submit();
    const name = field('Name');
    expect(name.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(name.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Please enter your name');
    expect(field('Email').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(field('Message').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Please enter a message')).toBeTruthy();
    // Subject is optional: never marked.
    expect(field('Subject (optional)').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(name);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses an email without a domain and clears the message once the parent edits it', () => {
    const fetchMock = stubServer();
    renderForm();
    fill({ Name: 'Anna', Email: 'anna@', Message: 'Hello' });
    submit();
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.queryByText('Please enter your name')).toBeNull();
    expect(document.activeElement).toBe(field('Email'));
    fill({ Email: 'anna@example.com' });
    expect(screen.queryByText('Please enter a valid email address')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers the four categories with General chosen', () => {
    stubServer();
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
    stubServer();
    renderForm();
    const honeypot = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot?.tabIndex).toBe(-1);
    expect(honeypot?.getAttribute('autocomplete')).toBe('off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Leave this field empty' })).toBeNull();
  });

  it('sends the message with its source, thanks the parent and clears the form', async () => {
    const fetchMock = stubServer();
    renderForm();
    fill({ Name: ' Anna ', Email: 'anna@example.com', 'Subject (optional)': 'Frame size', Message: 'Which frame fits A4?' });
    fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'billing' } });
    submit();
    await waitFor(() => expect(toastText()).toBe("Message sent! — We'll get back to you within 24 hours."));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/contact');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({
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
    const fetchMock = stubServer();
    renderForm();
    fill({ Name: 'Bot', Email: 'bot@example.com', Message: 'Buy now' });
    fireEvent.change(document.querySelector('input[name="website"]')!, { target: { value: 'https://spam.example' } });
    submit();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse(String(fetchMock.mock.calls[0]![1]?.body));
    expect(body).not.toHaveProperty('subject');
    expect(body.category).toBe('general');
    expect(body.website).toBe('https://spam.example');
  });

  it("shows the server's reason when it limits or refuses the message", async () => {
    stubServer({ status: 429, body: { code: 'RATE_LIMITED', message: 'You have sent several messages already. Please try again later.' } });
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
    stubServer({ status: 503, body: { code: 'UNAVAILABLE', message: 'database pool exhausted' } });
    renderForm();
    fill({ Name: 'Anna', Email: 'anna@example.com', Message: 'Hello' });
    submit();
    await waitFor(() => expect(toastText()).toBe('Failed to send message. Please try again.'));
  });
});
