import { Download, Info } from 'lucide-react';
import { REPORT_URLS, type ReportData } from '../../../../contracts/reports';
import { estimateLineIn, reportFacts } from '../../../../contracts/report-words';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/titled-section';
import { useT } from '@/i18n/use-t';
import { useShareDates } from '../lib/share-wording';

/**
 * A shared report, read-only: the same content as the PDF, for whoever the parent sent the link
 * to, in the reader's language (the server writes the report's sentences in it too).
 */
export function SharedReportView({ report, token, expiresAt }: { report: ReportData; token: string; expiresAt: string }) {
  const t = useT();
  const dates = useShareDates();
  const [first, ...otherLimits] = report.limits;
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-heading text-3xl font-extrabold text-balance">{`${report.childFirstName} — ${report.title}`}</h1>
        <p className="text-muted">{reportFacts(t, report).join(' · ')}</p>
        <aside aria-label={t('reportPage.shared.about')} className="flex gap-3 rounded-card border border-sky/40 bg-surface p-4">
          <Info className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
          <p>
            <strong>{first}</strong>
          </p>
        </aside>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild>
            <a href={REPORT_URLS.sharedPdf(token)} download>
              <Download className="size-4" aria-hidden="true" />
              {t('reportPage.shared.download')}
            </a>
          </Button>
          <p className="text-sm text-muted">{t('reportPage.shared.worksUntil', { date: dates.date(expiresAt) })}</p>
        </div>
      </header>

      <TitledSection
        titleId="estimates-title"
        title={t('reportPage.estimates.title')}
        titleClassName="text-xl font-bold"
        className="grid gap-2 rounded-card border border-border bg-surface p-4 sm:p-6"
      >
        <p className="text-sm text-muted">{t('reportPage.estimates.intro')}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 pr-3">
                  {t('reportPage.estimates.drawing')}
                </th>
                <th scope="col" className="py-2 pr-3">
                  {t('reportPage.estimates.range')}
                </th>
                <th scope="col" className="py-2">
                  {t('reportPage.estimates.comparedWith', { name: report.childFirstName })}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.estimates.map((estimate) => (
                <tr key={estimate.label} className="border-b border-border/60 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {estimate.label}
                  </th>
                  <td className="py-2 pr-3">{estimateLineIn(t, estimate.months, estimate.range)}</td>
                  <td className="py-2 text-muted">{estimate.status ?? t('reportPage.estimates.noComparison')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>

      {report.drawings.length > 0 ? (
        <TitledSection titleId="drawings-title" title={t('reportPage.drawings.title')} titleClassName="text-xl font-bold" className="grid gap-3">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {report.drawings.map((drawing) => (
              <li key={drawing.label} className="grid gap-1">
                <img
                  src={drawing.image}
                  alt={t('reportPage.drawings.alt', { name: report.childFirstName, label: drawing.label })}
                  className="aspect-square w-full rounded-xl bg-[#f7f3e8] object-contain p-2"
                />
                <p className="text-center text-sm text-muted">{drawing.label}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {report.measured.length > 0 ? (
        <TitledSection titleId="measured-title" title={t('reportPage.measured.title')} titleClassName="text-xl font-bold" className="grid gap-2">
          <ul className="grid list-disc gap-1 pl-5">
            {report.measured.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {report.changes ? (
        <section aria-labelledby="changes-title" className="grid gap-2">
          <h2 id="changes-title" className="text-xl font-bold">
            {t('reportPage.changes.title', { number: report.changes.checkpointNumber })}
          </h2>
          <ul className="grid list-disc gap-1 pl-5">
            {report.changes.sentences.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      ) : null}

      <TitledSection
        titleId="limits-title"
        title={t('reportPage.limits.title')}
        titleClassName="text-xl font-bold"
        className="grid gap-2 rounded-card border border-border bg-surface p-4 sm:p-6"
      >
        <ul className="grid list-disc gap-1 pl-5">
          {[first, ...otherLimits].map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </TitledSection>
    </article>
  );
}
