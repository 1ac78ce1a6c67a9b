import { Download, Info } from 'lucide-react';
import { REPORT_URLS, REPORT_WORDS, type ReportData } from '../../../../contracts/reports';
import { Button } from '@/components/ui/button';
import { TitledSection } from '@/components/titled-section';
import { formatDate } from '../lib/share-wording';
import { estimateLine } from '../../../../contracts/short-age';

/** A shared report, read-only: the same content as the PDF, for whoever the parent sent the link to. */
export function SharedReportView({ report, token, expiresAt }: { report: ReportData; token: string; expiresAt: string }) {
  const [first, ...otherLimits] = report.limits;
  return (
    <article className="grid gap-6">
      <header className="grid gap-2">
        <h1 className="font-heading text-3xl font-extrabold text-balance">
          {report.childFirstName} — {report.title}
        </h1>
        <p className="text-muted">
          {[report.childAge ? `Age: ${report.childAge}` : null, `Weeks ${report.weeks.from}–${report.weeks.to}`, `Made on ${report.madeOn}`]
            .filter(Boolean)
            .join(' · ')}
        </p>
        <aside aria-label="About this report" className="flex gap-3 rounded-card border border-sky/40 bg-surface p-4">
          <Info className="mt-0.5 size-5 shrink-0 text-sky" aria-hidden="true" />
          <p>
            <strong>{first}</strong>
          </p>
        </aside>
        <div className="flex flex-wrap items-center gap-3">
          <Button asChild>
            <a href={REPORT_URLS.sharedPdf(token)} download>
              <Download className="size-4" aria-hidden="true" />
              Download PDF
            </a>
          </Button>
          <p className="text-sm text-muted">This link works until {formatDate(expiresAt)}.</p>
        </div>
      </header>

      <TitledSection
        titleId="estimates-title"
        title="Estimated drawing age"
        titleClassName="text-xl font-bold"
        className="grid gap-2 rounded-card border border-border bg-surface p-4 sm:p-6"
      >
        <p className="text-sm text-muted">{REPORT_WORDS.estimatesIntro}</p>
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr className="border-b border-border text-muted">
                <th scope="col" className="py-2 pr-3">
                  Drawing
                </th>
                <th scope="col" className="py-2 pr-3">
                  Estimated drawing age (range)
                </th>
                <th scope="col" className="py-2">
                  {REPORT_WORDS.comparedWith(report.childFirstName)}
                </th>
              </tr>
            </thead>
            <tbody>
              {report.estimates.map((estimate) => (
                <tr key={estimate.label} className="border-b border-border/60 align-top">
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {estimate.label}
                  </th>
                  <td className="py-2 pr-3">{estimateLine(estimate.months, estimate.range)}</td>
                  <td className="py-2 text-muted">{estimate.status ?? REPORT_WORDS.noComparison}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </TitledSection>

      {report.drawings.length > 0 ? (
        <TitledSection titleId="drawings-title" title="The drawings" titleClassName="text-xl font-bold" className="grid gap-3">
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {report.drawings.map((drawing) => (
              <li key={drawing.label} className="grid gap-1">
                <img
                  src={drawing.image}
                  alt={`${report.childFirstName}’s drawing, ${drawing.label}`}
                  className="aspect-square w-full rounded-xl bg-[#f7f3e8] object-contain p-2"
                />
                <p className="text-center text-sm text-muted">{drawing.label}</p>
              </li>
            ))}
          </ul>
        </TitledSection>
      ) : null}

      {report.measured.length > 0 ? (
        <TitledSection titleId="measured-title" title="What was measured on the starting drawing" titleClassName="text-xl font-bold" className="grid gap-2">
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
            Then and now: the starting drawing and checkpoint {report.changes.checkpointNumber}
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
        title="What a drawing cannot tell"
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
