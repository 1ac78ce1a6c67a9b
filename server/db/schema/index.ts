export * from './users.ts';
export * from './outbox.ts';
export * from './prompts.ts';
export * from './files.ts';
export * from './drawings.ts';
export * from './plans.ts';
export * from './payments.ts';
export * from './vouchers.ts';
