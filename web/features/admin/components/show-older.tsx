import { Button } from '@/components/ui/button';

type OlderPages = { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };

/** Below a short paged list: reads the next page of older entries, while there is one. */
export function ShowOlder({ list, label }: { list: OlderPages; label: string }) {
  if (!list.hasNextPage) return null;
  return (
    <Button variant="secondary" className="mt-3" disabled={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()}>
      {list.isFetchingNextPage ? 'Loading…' : label}
    </Button>
  );
}
