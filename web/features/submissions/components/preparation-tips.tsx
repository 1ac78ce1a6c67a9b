import { Clock3, Lightbulb, MapPin, MessageCircleHeart, Palette } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '@/components/ui/card';
import { PREPARATION_TIPS } from '../lib/preparation-tips';

const ICONS: Record<string, ReactNode> = {
  Materials: <Palette className="text-coral" aria-hidden="true" />,
  Space: <MapPin className="text-sky" aria-hidden="true" />,
  'Time of day': <Clock3 className="text-sunflower" aria-hidden="true" />,
  'Introducing the challenge': <Lightbulb className="text-leaf" aria-hidden="true" />,
  'Encouraging without judging': <MessageCircleHeart className="text-violet" aria-hidden="true" />,
};

export function PreparationTips({ estimatedTime }: { estimatedTime: string }) {
  return (
    <div className="grid gap-4">
      <p className="text-muted">This week’s challenge takes about {estimatedTime}. A little preparation makes it feel like play rather than homework.</p>
      <div className="grid gap-4 md:grid-cols-2">
        {PREPARATION_TIPS.map((tip) => (
          <Card key={tip.title}>
            <CardContent className="grid gap-3 p-5">
              <h3 className="flex items-center gap-2 text-lg font-bold [&_svg]:size-5">
                {ICONS[tip.title]}
                {tip.title}
              </h3>
              <ul className="grid list-disc gap-2 pl-5 text-sm leading-relaxed marker:text-muted">
                {tip.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </CardContent>
          </Card>
        ))}
      </div>
    </div>
  );
}
