import { Clock3, Lightbulb, MapPin, MessageCircleHeart, Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { useT } from '@/i18n/use-t';
import { PREPARATION_TIPS, type PreparationTip } from '../lib/preparation-tips';

const ICONS: Record<PreparationTip['id'], ReactNode> = {
  materials: <Palette className="text-coral" aria-hidden="true" />,
  space: <MapPin className="text-sky" aria-hidden="true" />,
  timeOfDay: <Clock3 className="text-sunflower" aria-hidden="true" />,
  introducing: <Lightbulb className="text-leaf" aria-hidden="true" />,
  encouraging: <MessageCircleHeart className="text-violet" aria-hidden="true" />,
};

export function PreparationTips({ estimatedTime }: { estimatedTime: string }) {
  const t = useT();
  return (
    <div className="grid gap-4">
      <p className="text-muted">{t('submissions.prepare.intro', { time: estimatedTime })}</p>
      <div className="grid gap-4 md:grid-cols-2">
        {PREPARATION_TIPS.map((tip) => (
          <Card key={tip.id}>
            <CardContent className="grid gap-3 p-5">
              <h3 className="flex items-center gap-2 text-lg font-bold [&_svg]:size-5">
                {ICONS[tip.id]}
                {t(tip.title)}
              </h3>
              <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed marker:text-muted">
                {tip.points.map((point) => (
                  <li key={point}>{t(point)}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
