/** The plan page's Growth tab: the drawing-age chart, its table, the task chart and the skill charts (issue 37). */
export const growth = {
  'growth.loading': 'Loading the growth chart',
  'growth.loadFailed': 'We couldn’t load the growth chart',
  'growth.checkConnection': 'Please check your connection and try again.',
  'growth.tryAgain': 'Try again',
  'growth.empty': 'No growth to show yet',
  'growth.emptyText': 'When {name}’s first week has its feedback, the chart starts here: each week’s drawing age, with its range, beside {name}’s real age.',
  'growth.title': '{name}’s drawing age, drawing by drawing',
  'growth.intro':
    'Each dot is an estimate from one drawing, and its bar is the range. The dots are not joined: each stands on its own. A week with no new estimate has no dot.',
  'growth.chartLabel': 'Chart of {name}’s drawing age from each drawing and real age over the weeks. The same numbers are in the table below.',

  'growth.start': 'Start',
  'growth.week': 'Week {week}',
  'growth.checkpoint': 'Checkpoint {number}',
  'growth.checkpointShort': 'C{number}',
  'growth.checkpointSeries': 'Checkpoint',
  'growth.drawingAge': 'Drawing age',
  'growth.childAge': '{name}’s age',
  'growth.childAgeSeries': "{name}'s age",
  'growth.childWas': '{name} was {age}',
  'growth.axis.week': 'Week',
  'growth.axis.age': 'Age in years',
  'growth.estimateNoRange': 'about {age} (no range)',

  'growth.gap.notSubmitted': 'Not sent',
  'growth.gap.pending': 'Feedback on its way',
  'growth.gap.failed': 'Feedback could not be made',
  'growth.gap.noEstimate': 'Feedback without an age estimate',
  'growth.gap.carriedOver': 'No new estimate: the earlier one was carried over',

  'growth.legend.label': 'What the chart shows',
  'growth.legend.estimate': 'Drawing age from one week’s drawing, with its range as a bar',
  'growth.legend.realAge': '{name}’s real age',
  'growth.legend.start': 'Start: the setup drawing',
  'growth.legend.checkpoint': 'Checkpoint, with its range as a bar; C1, C2… under the week it follows',
  'growth.legend.noRange': 'Dot in a dashed ring, no bar: an estimate saved before estimates came with a range, so there is no range to draw',
  'growth.legend.noPoint': 'No point: no new estimate that week (not sent, not ready, or the earlier estimate carried over)',

  'growth.table.hide': 'Hide the table',
  'growth.table.show': 'Show as table',
  'growth.table.label': '{name}’s growth as a table',
  'growth.table.caption': '{name}’s drawing age at each step, with its range and date, next to their real age',
  'growth.table.when': 'When',
  'growth.table.score': 'Score',

  'growth.reading.title': 'Reading the chart',
  'growth.reading.estimates': '<strong>These are estimates, with ranges, not a diagnosis.</strong> A range is where your child’s drawing age most likely lies.',
  'growth.reading.wide':
    'Ranges are wide because one drawing can only tell so much, so the chart does not join the dots into a line, and where one dot sits next to another says nothing about change. We only say a drawing changed when what we measured on it (closed shapes, colours, how much of the page is used) moved by more than a photo’s own noise, and the two drawings were made at least {weeks, plural, one {# week} other {# weeks}} apart. The weekly practice is what counts.',
  'growth.reading.notDiagnostic':
    '{brand} is not a diagnostic tool. If you are ever worried about your child’s development, your paediatrician is the person to ask.',

  'growth.skills.title': 'What we measured, skill by skill',
  'growth.skills.intro':
    'Skill charts plot only what was measured for that skill on each week’s photo, in the weeks that practised it. Skills a photo cannot measure (such as storytelling) have no chart. One drawing’s count varies a lot from day to day, so read the dots one by one.',
  'growth.skills.pointDated': 'Week {week} ({date}): {value}',
  'growth.skills.point': 'Week {week}: {value}',
  'growth.skills.tooltip': 'Week {week}, {date}: {value}',
  'growth.skills.percent': '{value, number} %',
  'growth.skills.count': '{value, number}',
  'growth.measure.closedShapes': 'Closed shapes drawn, per week',
  'growth.measure.colours': 'Colours used, per week',
  'growth.measure.shapesInsideShapes': 'Details inside shapes (shapes drawn inside another), per week',
  'growth.measure.pageUsed': 'Share of the page used, per week (%)',

  'growth.task.shapes': 'Shape copying',
  'growth.task.person': 'Person drawing',
  'growth.task.atCheckpoint': 'Checkpoint {number}: {task, select, shapes {shape copying} other {person drawing}}',
  'growth.tasks.title': 'Shape copying and person drawing',
  'growth.tasks.intro':
    'The two tasks a checkpoint can include. Each is scored on shapes or parts whose ages are published, so it gives an estimate of its own — on its own chart, never joined to the drawing-age dots above.',
  'growth.tasks.empty': 'No task yet. At {name}’s next checkpoint you can add the shape sheet, the person drawing or both; each one’s estimate appears here.',
  'growth.tasks.listLabel': 'Each task’s estimate',
  'growth.tasks.when': '{when}:',
  'growth.tasks.dayAndAge': '{date} · {name} was {age}',
  'growth.tasks.note':
    'A task’s range holds the ages at which children with the same shapes or parts are most often found, by the published norms; an arrow means the range goes on past the youngest or oldest age the task can tell apart. It is an estimate from one sheet or one drawing, not a diagnosis — {brand} is not a diagnostic tool.',
  'growth.tasks.legendLabel': 'What the task chart shows',
  'growth.tasks.withRange': '{task}, with its range as a bar',
  'growth.tasks.openEnd': 'Open end: beyond what the task can tell',
  'growth.tasks.realAge': '{name}’s real age that day',
};
