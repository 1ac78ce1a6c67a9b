export * from './users.ts';
export * from './outbox.ts';
