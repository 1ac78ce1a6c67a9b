import { LogOut } from 'lucide-react';
import { BrandLogo } from '@/components/brand-logo';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { useAuth } from '@/features/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { EmptyPlansDrawing } from '../components/empty-plans-drawing';

/** The signed-in parent's home: their development plans. */
export function DashboardPage() {
  useDocumentTitle('Development Plans');
  const { user } = useAuth();
  const firstName = user?.firstName?.trim();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="border-b border-border">
        <div className="mx-auto flex max-w-5xl items-center justify-between gap-3 px-4 py-2 sm:px-6">
          <BrandLogo />
          <Button
            variant="outline"
            size="sm"
            // A full navigation: the server ends the session and clears the cookie.
            onClick={() => {
              window.location.href = '/api/logout';
            }}
          >
            <LogOut aria-hidden="true" />
            Log out
          </Button>
        </div>
      </header>
      <main className="mx-auto w-full max-w-5xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <p className="text-lg text-muted">{firstName ? `Hello, ${firstName}!` : 'Hello!'}</p>
        <h1 className="mt-1 text-3xl font-extrabold sm:text-4xl">
          Development <ScribbleUnderline color="sky">Plans</ScribbleUnderline>
        </h1>
        <Card className="mt-8 max-w-xl">
          <CardHeader>
            <CardTitle>Your plans will appear here</CardTitle>
            <CardDescription>
              Each plan follows one child through 26 weekly drawing challenges, with feedback on every drawing
              and a checkpoint every four weeks. When you have a plan, you will find it here.
            </CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <EmptyPlansDrawing />
          </CardContent>
        </Card>
      </main>
    </div>
  );
}
