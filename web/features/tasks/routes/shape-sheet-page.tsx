import { Monitor, Printer } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { PageShell } from '@/components/page-shell';
import { PanelSection } from '@/components/panel-section';
import { Button } from '@/components/ui/button';
import { ScribbleUnderline } from '@/components/ui/scribble-underline';
import { Rich, useT } from '@/i18n/use-t';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ScreenModels } from '../components/screen-models';
import { SheetDownload } from '../components/sheet-download';
import { ShapeSheetStep } from '../components/shape-sheet-step';

/**
 * /tasks/shapes: the free analysis' closer look, without an account. Get the sheet (printed, or
 * the models on screen), photograph the copies, and the result opens at /tasks/{id}.
 */
export function ShapeSheetPage() {
  const t = useT();
  useDocumentTitle(t('tasks.page.title'), t('tasks.page.description'));
  const [, navigate] = useLocation();
  const [onScreen, setOnScreen] = useState(false);

  return (
    <PageShell back={{ href: '/free-analysis', label: t('tasks.page.back') }}>
      <h1 className="text-3xl font-extrabold sm:text-4xl">
        <Rich k="tasks.page.heading" values={{ u: (chunks) => <ScribbleUnderline color="violet">{chunks}</ScribbleUnderline> }} />
      </h1>
      <p className="mt-4 mb-8 max-w-prose text-lg text-muted">{t('tasks.page.intro')}</p>
      <div className="grid gap-6">
        <PanelSection
          titleId="sheet-step"
          title={t('tasks.page.getSheet')}
          intro={<p className="mt-1 text-muted">{onScreen ? t('tasks.page.onScreen') : t('tasks.page.print')}</p>}
        >
          {onScreen ? <ScreenModels /> : <SheetDownload />}
          <Button variant="outline" onClick={() => setOnScreen(!onScreen)} className="py-2 whitespace-normal sm:justify-self-start">
            {onScreen ? <Printer aria-hidden="true" /> : <Monitor aria-hidden="true" />}
            {onScreen ? t('tasks.page.toPrintable') : t('tasks.page.toScreen')}
          </Button>
        </PanelSection>
        <PanelSection
          titleId="photo-step"
          title={t('tasks.page.agePhoto')}
          intro={<p className="mt-1 text-muted">{onScreen ? t('tasks.page.photoPage') : t('tasks.page.photoSheet')}</p>}
        >
          <ShapeSheetStep sheet={onScreen ? 'plain' : 'printed'} onScored={(task) => navigate(`/tasks/${task.id}`)} />
        </PanelSection>
      </div>
    </PageShell>
  );
}
