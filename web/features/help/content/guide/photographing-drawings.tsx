import { TipList } from '../../components/guide-section';

const TIPS = [
  { lead: 'Use daylight.', text: 'Near a window during the day gives true colours. Evening lamps turn paper yellow.' },
  { lead: 'Lay the drawing flat.', text: 'On a table or the floor, smoothed out, with nothing covering the edges.' },
  {
    lead: 'Hold the phone straight above.',
    text: 'Parallel to the paper, not at an angle, so circles stay round and lines stay straight.',
  },
  { lead: 'Fill the frame.', text: 'The whole page, with just a thin border of table around it. Take one drawing per photo.' },
  { lead: 'Watch for shadows.', text: 'Your own head and phone can cast them. Step to the side of the light, not between it and the paper.' },
  {
    lead: 'Turn the flash off.',
    text: 'Flash makes a bright glare on wax crayon and marker that hides the lines underneath.',
  },
];

export function PhotographingDrawingsSection() {
  return (
    <>
      <p className="text-muted">
        Our analysis looks at the lines, shapes, colours and details in the photo, so a clear, straight, evenly lit photo gives the most useful feedback. It
        also makes a lovely keepsake.
      </p>
      <TipList tips={TIPS} />
    </>
  );
}
