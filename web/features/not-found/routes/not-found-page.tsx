import { Link } from 'wouter';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';

/** Any path the router does not know. The spec's title and developer hint, verbatim. */
export function NotFoundPage() {
  useDocumentTitle('Page not found');
  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto w-full max-w-md px-4 pt-4">
        <BrandLogo />
      </header>
      <main className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-12">
        <Card className="w-full">
          <CardContent className="grid gap-4">
            <h1 className="text-2xl font-extrabold">404 Page Not Found</h1>
            <p className="text-muted">Did you forget to add the page to the router?</p>
            <Button asChild className="justify-self-start">
              <Link href="/">Back to home</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
