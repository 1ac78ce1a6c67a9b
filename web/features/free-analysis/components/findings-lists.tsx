import { CheckCircle2, Sparkles, type LucideIcon } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';

function FindingsCard({ title, items, icon: Icon, iconClass }: { title: string; items: string[]; icon: LucideIcon; iconClass: string }) {
  return (
    <Card>
      <CardContent className="grid gap-3">
        <h3 className="text-lg font-bold">{title}</h3>
        <ul className="grid gap-2">
          {items.map((item) => (
            <li key={item} className="flex items-start gap-2">
              <Icon className={`mt-0.5 size-5 shrink-0 ${iconClass}`} aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** What the drawing shows the child can do, and what to try next. */
export function FindingsLists({ strengths, areasForImprovement }: { strengths: string[]; areasForImprovement: string[] }) {
  const t = useT();
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <FindingsCard title={t('freeAnalysis.findings.wentWell')} items={strengths} icon={CheckCircle2} iconClass="text-leaf" />
      <FindingsCard title={t('freeAnalysis.findings.tryNext')} items={areasForImprovement} icon={Sparkles} iconClass="text-sky" />
    </div>
  );
}
