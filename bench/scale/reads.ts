import { SEARCHED_LAST_NAME, emailSpelling } from './seed-people-sql.ts';
import type { MeasuredPeople } from './family.ts';
import type { Read } from './read-runner.ts';

export type Audience = 'parent' | 'administrator';
export type MeasuredRead = Read & { audience: Audience };

/** What the parent's pages call: the dashboard, the plan page and its calls, a week's results, growth, checkpoints, a PDF. */
export function parentReads(people: MeasuredPeople): MeasuredRead[] {
  const { planId, submissionId } = people;
  const read = (name: string, path: string): MeasuredRead => ({ name, path, cookie: people.parent.cookie, audience: 'parent' });
  return [
    read('dashboard: GET /api/plans', '/api/plans'),
    read('plan page: GET /api/plans/:id/data', `/api/plans/${planId}/data`),
    read('plan page: GET /api/plans/:id/submissions', `/api/plans/${planId}/submissions`),
    read('plan page: GET /api/plans/:id/gallery', `/api/plans/${planId}/gallery`),
    read('plan page: GET /api/tasks?planId=', `/api/tasks?planId=${planId}`),
    read('checkpoint list: GET /api/cognitive-checkpoints/:id', `/api/cognitive-checkpoints/${planId}`),
    read('then and now: GET /api/plans/:id/then-and-now', `/api/plans/${planId}/then-and-now`),
    read('growth series: GET /api/plans/:id/growth', `/api/plans/${planId}/growth`),
    read("week's results: GET /api/submissions/:id", `/api/submissions/${submissionId}`),
    read("week's results: GET /api/submissions/:id/feedback", `/api/submissions/${submissionId}/feedback`),
    read("week's results: GET /api/submissions/:id/images", `/api/submissions/${submissionId}/images`),
    read('PDF report: checkpoint 6', `/api/plans/${planId}/reports/checkpoint/6.pdf`),
    read('PDF report: final', `/api/plans/${planId}/reports/final.pdf`),
  ];
}

/** The plan page's own calls, read round-robin beside the sweeps. */
export const pageReadsBesideSweeps = (reads: MeasuredRead[]) => reads.filter((r) => r.name.startsWith('dashboard') || r.name.startsWith('plan page'));

/** A list the administrator pages through: its first page, and a deep one where the list has pages. */
type AdminList = { name: string; path: string };

const MESSAGE_FILTERS = ['', 'new', 'read', 'resolved'];
const ORDER_FILTERS = ['', 'pending', 'paid', 'fulfilled', 'shipped'];
const withQuery = (path: string, query: Record<string, string>) => {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== ''));
  return params.size > 0 ? `${path}?${params}` : path;
};

export function adminLists(people: MeasuredPeople): AdminList[] {
  // A part of one address (the measured parent's own, found once among all) and a last name (found often).
  const addressPart = people.parent.email.split('@')[0]!.split('-').at(-1)!;
  return [
    { name: 'users', path: '/api/admin/users' },
    { name: 'users: search by part of an address', path: withQuery('/api/admin/users', { search: addressPart }) },
    { name: 'users: search by part of a name', path: withQuery('/api/admin/users', { search: emailSpelling(SEARCHED_LAST_NAME) }) },
    ...MESSAGE_FILTERS.map((status) => ({ name: `messages${status ? ` (${status})` : ''}`, path: withQuery('/api/admin/messages', { status }) })),
    ...ORDER_FILTERS.map((status) => ({ name: `orders${status ? ` (${status})` : ''}`, path: withQuery('/api/admin/orders', { status }) })),
  ];
}

/**
 * A list's answer: today a plain array (no pages); with cursor paging (issue 36, item 3) an
 * object with `items` and `nextCursor`. Both are read, so the same bench measures either.
 */
function nextCursorOf(body: unknown): string | null {
  if (Array.isArray(body) || typeof body !== 'object' || body === null) return null;
  const next = (body as { nextCursor?: unknown }).nextCursor;
  return typeof next === 'string' && next !== '' ? next : null;
}

const withCursor = (path: string, cursor: string) => `${path}${path.includes('?') ? '&' : '?'}cursor=${encodeURIComponent(cursor)}`;

/**
 * The page `depth` pages in (or the last one, if the list is shorter), followed by its `nextCursor`
 * as the admin page's "Next" does; null where the list has no pages or only one.
 */
export async function deepPage(baseUrl: string, cookie: string, path: string, depth: number): Promise<string | null> {
  let page = path;
  let reached = 1;
  for (; reached < depth; reached++) {
    const response = await fetch(new URL(page, baseUrl), { headers: { cookie } });
    if (!response.ok) throw new Error(`GET ${page} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const cursor = nextCursorOf(await response.json());
    if (cursor === null) break;
    page = withCursor(path, cursor);
  }
  return reached > 1 ? page : null;
}

/** The administrator's reads: each list's first page and deep page, and one parent's detail. */
export async function administratorReads(baseUrl: string, people: MeasuredPeople, depth: number): Promise<{ reads: MeasuredRead[]; notes: string[] }> {
  const cookie = people.admin.cookie;
  const read = (name: string, path: string): MeasuredRead => ({ name: `admin: ${name}`, path, cookie, audience: 'administrator' });
  const reads: MeasuredRead[] = [];
  const unpaged: string[] = [];
  for (const list of adminLists(people)) {
    reads.push(read(list.path.includes('search=') ? list.name : `${list.name}, first page`, list.path));
    if (list.path.includes('search=')) continue;
    const deep = await deepPage(baseUrl, cookie, list.path, depth);
    if (deep) reads.push(read(`${list.name}, deep page`, deep));
    else unpaged.push(list.name);
  }
  reads.push(read('user detail (the family)', `/api/admin/users/${people.parent.id}`));
  const notes = unpaged.length > 0 ? [`no deep page (the list answers one page, without nextCursor): ${unpaged.join(', ')}`] : [];
  return { reads, notes };
}
