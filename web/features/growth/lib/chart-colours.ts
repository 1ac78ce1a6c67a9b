/** The design's crayon colours (docs/design.md), as SVG attributes need them: one meaning each. */
export const CHART_COLOURS = {
  /** The estimated drawing age and its dots: the highlight. */
  estimate: '#ffd166',
  /** The range band: information. */
  band: '#4cc9f0',
  /** The child's real age. */
  childAge: '#06d6a0',
  /** The start (setup drawing). */
  baseline: '#ff6b6b',
  /** Checkpoints: insight. */
  checkpoint: '#9b5de5',
  /** A checkpoint's name under the week axis: the violet lightened for small text (contrast above 4.5 : 1). */
  checkpointLabel: '#c9a8f7',
  /** Issue 33's standard tasks, in their own chart: shape copying (a triangle) and person drawing (a ring). */
  shapes: '#eef1ff',
  person: '#4cc9f0',
  axis: '#a9b0d6',
  grid: '#27305a',
  /** Dots are ringed in the page's background so they stand out from the band behind them. */
  background: '#121933',
} as const;
