/**
 * Our own "child's drawing" on a paper mat: a house, a sun and a waving person, drawn in
 * the crayon colours. Strokes are deliberately wobbly.
 */
export function HeroDrawing() {
  return (
    <figure className="rotate-1 rounded-card bg-[#fbf6ea] p-3 shadow-soft sm:p-4">
      <svg
        viewBox="0 0 320 240"
        role="img"
        aria-label="A child's crayon drawing of a house, a smiling sun and a waving person"
        className="h-auto w-full"
      >
        <g fill="none" strokeLinecap="round" strokeLinejoin="round" strokeWidth="5">
          {/* sun */}
          <circle cx="262" cy="52" r="24" stroke="#f4b400" fill="#ffd166" />
          <path d="M262 14v-8M262 98v-8M224 52h-8M308 52h-8M236 26l-6-6M294 84l-6-6M288 26l6-6M230 84l6-6" stroke="#f4b400" />
          <path d="M253 50h1M270 50h1M252 61c6 6 14 6 20 0" stroke="#7a4b00" strokeWidth="4" />
          {/* house */}
          <path d="M46 200V122l56-46 58 44v82" stroke="#e84a4a" fill="#ff6b6b" fillOpacity="0.25" />
          <path d="M34 130l68-60 70 56" stroke="#9b5de5" strokeWidth="6" />
          <path d="M88 200v-42h26v42" stroke="#e84a4a" />
          <path d="M126 136h22v20h-22zM62 136h18v18H62z" stroke="#2b9fd0" />
          {/* person */}
          <circle cx="222" cy="128" r="15" stroke="#2b9fd0" />
          <path d="M216 126h1M228 126h1M216 134c4 4 9 4 13 0" stroke="#2b9fd0" strokeWidth="3.5" />
          <path d="M222 143v38M222 181l-14 22M222 181l15 22M222 156l-20 10M222 156l22-18" stroke="#2b9fd0" />
          {/* grass */}
          <path d="M8 214c20-6 40 4 62-2s42 4 66-1 44 3 70-1 46 4 70-2 30 2 38 0" stroke="#06b384" strokeWidth="6" />
        </g>
      </svg>
      <figcaption className="sr-only">Example drawing</figcaption>
    </figure>
  );
}
