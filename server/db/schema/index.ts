export * from './users.ts';
export * from './outbox.ts';
export * from './prompts.ts';
export * from './files.ts';
export * from './drawings.ts';
