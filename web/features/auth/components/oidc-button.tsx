import { Button } from '@/components/ui/button';
import { useT } from '@/i18n/use-t';
import { useAuthProviders } from '../api/use-auth-providers';

/** "Continue with …" when the server has an OpenID Connect provider; nothing otherwise. */
export function OidcButton({ returnTo }: { returnTo: string }) {
  const t = useT();
  const { data } = useAuthProviders();
  const oidc = data?.oidc;
  if (!oidc) return null;
  return (
    <>
      <div className="my-6 flex items-center gap-3 text-sm text-muted" aria-hidden="true">
        <span className="h-px flex-1 bg-border" />
        {t('auth.or')}
        <span className="h-px flex-1 bg-border" />
      </div>
      <Button asChild variant="outline" className="w-full">
        <a href={`/api/login/oidc?returnTo=${encodeURIComponent(returnTo)}`}>{t('auth.continueWith', { provider: oidc.name })}</a>
      </Button>
    </>
  );
}
