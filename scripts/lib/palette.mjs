// The colours of the pictures and clips the render scripts draw, in one place so they stay Kritzel's.

/** docs/design.md palette. */
export const PALETTE = {
  bg: '#0b1020',
  deep: '#070b17',
  surface: '#121933',
  surface2: '#1a2246',
  border: '#27305a',
  text: '#eef1ff',
  muted: '#a9b0d6',
  coral: '#ff6b6b',
  sun: '#ffd166',
  sky: '#4cc9f0',
  leaf: '#06d6a0',
  violet: '#9b5de5',
};

/** Crayon colours for a child's drawing. */
export const CRAYON = { black: '#2b2b2b', red: '#d62828', blue: '#3a86ff', green: '#2a9d4f', yellow: '#ffbe0b', brown: '#8d4a2f', pink: '#ff70a6' };

/** The paper the child draws on. */
export const PAPER = '#fdfcf7';
