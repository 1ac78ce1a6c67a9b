import { BRAND } from '../../../../contracts/brand';

export function HomeFooter() {
  return (
    <footer className="border-t border-border">
      <div className="mx-auto flex max-w-6xl flex-col gap-1 px-4 py-8 text-sm text-muted sm:flex-row sm:justify-between sm:px-6">
        <p>© 2024 {BRAND.name}</p>
        <p>{BRAND.tagline}</p>
      </div>
    </footer>
  );
}
