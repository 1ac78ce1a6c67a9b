// The tasks feature's public face (issue 33): what checkpoints and Growth use of it; they import from here, never from inside.
export { PersonChecklist } from './components/person-checklist';
export { PersonFigure } from './components/person-figure';
export { ShapeSheetStep } from './components/shape-sheet-step';
export { TaskResultView } from './components/task-result-view';
export { planTasksQueryKey, useScorePerson, useScoreShapes, useTaskResults, type ScorePersonInput, type ScoreShapesInput } from './api/tasks';
