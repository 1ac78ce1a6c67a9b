import type { ReactNode } from 'react';
import { PageShell } from '@/components/page-shell';
import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';

interface ConfiguratorShellProps {
  title: string;
  intro: string;
  upload: ReactNode;
  preview: ReactNode;
  options: ReactNode;
  /** Said under the intro, before the steps: what the product is, where its name leaves a question. */
  facts?: ReactNode;
  /** Shown after the options, before and after the upload alike. */
  delivery: ReactNode;
}

/**
 * A configurator's frame. On a phone: upload, the live preview, then the options and summary.
 * On a wide screen the preview stays beside the steps while the parent scrolls through them.
 */
export function ConfiguratorShell({ title, intro, upload, preview, options, facts, delivery }: ConfiguratorShellProps) {
  const t = useT();
  return (
    <PageShell back={{ href: '/shop', label: t('shop.configure.back') }} width="wider">
      <h1 className="text-3xl font-extrabold sm:text-4xl">{title}</h1>
      <p className="mt-2 max-w-prose text-muted">{intro}</p>
      {facts}
      <div className="mt-6 grid gap-6 [grid-template-areas:'upload'_'preview'_'options'] lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:items-start lg:gap-10 lg:[grid-template-areas:'preview_upload'_'preview_options']">
        <div className="[grid-area:upload]">{upload}</div>
        <TitledSection
          titleId="preview-heading"
          title={t('shop.configure.preview')}
          titleClassName="sr-only"
          className="[grid-area:preview] lg:sticky lg:top-6"
        >
          {preview}
        </TitledSection>
        <div className="grid gap-6 [grid-area:options]">
          {options}
          {delivery}
        </div>
      </div>
    </PageShell>
  );
}
