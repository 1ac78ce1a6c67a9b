/** A list's address with its filter and page: empty values are left out, so page one of "all" is the bare path. */
export function pageUrl(path: string, params: Record<string, string | null | undefined>): string {
  const [base = path, existing] = path.split('?');
  const query = new URLSearchParams(existing);
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  const text = query.toString();
  return text ? `${base}?${text}` : base;
}
