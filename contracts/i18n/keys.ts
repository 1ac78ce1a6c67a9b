import type { app } from './messages/en/app.ts';
import type { core } from './messages/en/core.ts';
import type { server } from './messages/en/server.ts';

/**
 * Every message's key. English is the source: a key used anywhere but missing from the English
 * catalogue fails the type check, and so does a German or Spanish catalogue that lacks one of the
 * English keys or has one more (each language's namespace `satisfies Translation<typeof en…>`).
 */
export type MessageKey = keyof typeof core | keyof typeof app | keyof typeof server;
export type Messages = Record<MessageKey, string>;

/** A namespace in another language: exactly the English namespace's keys. */
export type Translation<English> = { readonly [K in keyof English]: string };

/**
 * The catalogue's bundles, loaded per language: `core` on every page (the public site, the free
 * analysis, signing in, what every page shares), `app` with the pages behind sign-in, `server`
 * only on the server (e-mails, the PDF report, API messages).
 */
export type Bundle = 'core' | 'app' | 'server';

/** Marks a string as a message key where the type system needs help (a zod message, a table). */
export const messageKey = <K extends MessageKey>(key: K): K => key;
