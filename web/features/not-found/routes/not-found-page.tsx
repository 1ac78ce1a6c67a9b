import { Link } from 'wouter';
import { LogoOnlyShell } from '@/components/logo-only-shell';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useT } from '@/i18n/use-t';

/** Any path the router does not know. The spec's title and developer hint, verbatim. */
export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <LogoOnlyShell>
      <main className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-12">
        <Card className="w-full">
          <CardContent className="grid gap-4">
            <h1 className="text-2xl font-extrabold">{t('notFound.title')}</h1>
            <p className="text-muted">{t('notFound.hint')}</p>
            <Button asChild className="justify-self-start">
              <Link href="/">{t('notFound.home')}</Link>
            </Button>
          </CardContent>
        </Card>
      </main>
    </LogoOnlyShell>
  );
}
