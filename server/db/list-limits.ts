/**
 * The most rows a parent's own list answers with (issue 36: no endpoint returns an unbounded
 * list). A parent's plans, orders, receipts, exports and share links are a handful; the cap only
 * keeps one unusual account (or a script) from turning a page load into a table read. The
 * newest come first, so what a parent is looking for is always inside it. Lists bounded by
 * their own constraints (a plan's 26 weeks, 78 attempts, 6 checkpoints) need no cap.
 */
export const PARENT_LIST_LIMIT = 200;
