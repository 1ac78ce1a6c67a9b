/** One thing Kritzel stores in the browser, described in the page's language. */
export interface StoredItem {
  name: string;
  kind: string;
  purpose: string;
  lasts: string;
}

/** The headings of a stored item's card, in the page's language. */
export interface StoredItemLabels {
  name: string;
  kind: string;
  purpose: string;
  lasts: string;
}

/** The Cookie Policy's cards: one per cookie or storage entry, its name, type, purpose and lifetime. */
export function StoredItemList({ items, labels }: { items: readonly StoredItem[]; labels: StoredItemLabels }) {
  return (
    <div className="grid gap-3">
      {items.map((item) => (
        <dl key={item.name} className="grid gap-1 rounded-xl border border-border bg-surface p-4 text-sm sm:grid-cols-[8rem_1fr] sm:gap-x-4">
          <dt className="text-muted">{labels.name}</dt>
          <dd className="font-semibold break-words">{item.name}</dd>
          <dt className="text-muted">{labels.kind}</dt>
          <dd>{item.kind}</dd>
          <dt className="text-muted">{labels.purpose}</dt>
          <dd>{item.purpose}</dd>
          <dt className="text-muted">{labels.lasts}</dt>
          <dd>{item.lasts}</dd>
        </dl>
      ))}
    </div>
  );
}

/** The cookie banner's categories, each with what it would allow. */
export function CategoryList({ categories }: { categories: readonly { name: string; description: string }[] }) {
  return (
    <ul>
      {categories.map((category) => (
        <li key={category.name}>
          <strong>{category.name}:</strong> {category.description}
        </li>
      ))}
    </ul>
  );
}
