/**
 * The PDF report and the report's content (server/features/reports): made in the parent's
 * language for the parent and the checkpoint e-mail, in the reader's for a shared link. It
 * speaks of the child by first name, in the third person: a doctor reads it too (issue 35).
 */
export const report = {
  'report.title.checkpoint': 'Checkpoint {number} report',
  'report.title.final': 'End-of-plan report',
  'report.label.baseline': 'Starting drawing',
  'report.label.start': 'Start',
  'report.label.week': 'Week {week}',
  'report.label.checkpoint': 'Checkpoint {number}',
  'report.childAge.years': '{years, plural, one {# year} other {# years}}',
  'report.childAge.months': '{months, plural, one {# month} other {# months}}',
  'report.childAge.yearsMonths': '{years, plural, one {# year} other {# years}} {months, plural, one {# month} other {# months}}',

  'report.status.advanced': 'Ahead of what is expected at {name}’s age then — every child’s path is different',
  'report.status.typical': 'Within the range expected at {name}’s age then',
  'report.status.behind': 'Below the range expected at {name}’s age then — one drawing is a snapshot; {brand} looks again at each checkpoint',
  'report.status.notPlaced':
    'One drawing cannot place a child of this age as ahead or behind: the analyser was tested on drawings by children aged 4 to 8, known only by whole years, so it compares only between about 4 ½ and 8 ½ years',

  'report.measured.shapes': '{closed, plural, one {# closed shape} other {# closed shapes}}, {nested} inside another shape',
  'report.measured.shapesNamed': '{closed, plural, one {# closed shape} other {# closed shapes}} ({named}), {nested} inside another shape',
  'report.measured.circles': '{count, plural, one {# circle} other {# circles}}',
  'report.measured.rectangles': '{count, plural, one {# rectangle} other {# rectangles}}',
  'report.measured.triangles': '{count, plural, one {# triangle} other {# triangles}}',
  'report.measured.lines':
    '{marks, plural, one {# separate mark} other {# separate marks}}, {junctions, plural, one {# place} other {# places}} where three or more lines meet, {ends, plural, one {# free line end} other {# free line ends}}',
  'report.measured.page': 'Uses {page} % of the page; ink covers {ink} % of it',
  'report.measured.colours': '{colours, plural, one {# colour} other {# colours}}; {straight} % of the line is straight; left–right symmetry {symmetry} %',
  'report.measured.groundAndSky': 'Has a ground line and a band of sky',
  'report.measured.ground': 'Has a ground line',
  'report.measured.sky': 'Has a band of sky',
  'report.measured.neither': 'No ground line or band of sky',

  'report.changes.moreParts': 'More parts in the figure: the drawing has more closed shapes than the first one.',
  'report.changes.fewerParts': 'Fewer separate parts this time — one drawing varies a lot from day to day.',
  'report.changes.wholePage': 'Uses the whole page now.',
  'report.changes.lessPage': 'A smaller part of the page this time — children often choose a corner or the middle.',
  'report.changes.closedShapes': 'Closed shapes where there were loops: lines now meet up to make shapes.',
  'report.changes.moreColours': 'More colours.',
  'report.changes.fewerColours': 'Fewer colours this time — often simply the crayons at hand.',
  'report.changes.groundLine': 'A ground line appears.',
  'report.changes.aboutTheSame': 'About the same as the first drawing — skills often settle in before the next step shows.',
  'report.changes.snapshot': 'Each drawing is one day’s snapshot, and these changes are what we measured on the two drawings — not a diagnosis.',
  'report.changes.differentSubjects':
    'This checkpoint had no “whole person” drawing, so we used a drawing from its weeks; different subjects explain some of the changes.',
  'report.changes.notMeasured': 'We cannot compare these two drawings: one of them was not measured (plans and checkpoints from before this feature).',
  'report.changes.tooClose':
    'These drawings were made less than {weeks, plural, one {# week} other {# weeks}} apart, which is too close together to show a change, so we don’t compare them.',

  'report.limits.notADiagnosis': 'This report is an estimate from children’s drawings, not a diagnosis. {brand} is not a diagnostic tool.',
  'report.limits.oneDrawing': 'A drawing is one snapshot: the same child draws differently from day to day, with mood, time and materials.',
  'report.limits.coverage':
    'Tested out of fold on 1,660 drawings by typically developing children aged 4–8, the child’s age fell inside the shown range for 88.5 % of them (98.1 % with ages taken at the middle of each year).',
  'report.limits.ranking':
    'On that set the single estimates followed the children’s ages only weakly (rank correlation 0.06): read the range, not the single number, and never compare month by month.',
  'report.limits.askADoctor': 'Whether a child’s development needs a closer look is for a paediatrician to judge, not for a drawing.',

  'report.task.title': 'Checkpoint {number}: {task}',
  'report.task.shapes': 'the shape sheet',
  'report.task.person': 'draw a person',
  'report.task.passed': 'Passed {passed} of {count}: {items}',
  'report.task.passedNone': 'Passed none of the {count} items this time',
  'report.task.estimate': 'Estimate from the published norms: {words}',
  'report.task.sources': 'Sources: {sources}',

  'report.browser.on': '{browser} on {system}',
  'report.browser.any': 'A browser on {system}',
  'report.browser.unknown': 'Unknown browser',
  'report.browser.iPhoneOrIPad': 'iPhone or iPad',
  'report.browser.downloaded': '{opening}, downloaded the PDF',

  'report.pdf.wholePlan': 'Weeks {from}–{to}, the whole plan',
  'report.pdf.footer': '{brand} · {name} · {title} · an estimate, not a diagnosis · page {page} of {pages}',
  'report.pdf.subject': 'Estimated drawing age, not a diagnosis',

  'report.errors.planNotFinished': 'The final report is ready once all 26 weeks have feedback.',
  'report.errors.planNotSetUp': 'This plan has no starting drawing yet, so there is nothing to report.',
  'report.errors.shareNotFound': 'This link does not lead to a report. Please check it with the person who sent it.',
  'report.errors.shareExpired': 'This link has expired. Please ask the parent for a new one.',
  'report.errors.shareRevoked': 'This link was turned off by the parent.',
  'report.errors.shareListNotFound': 'This share link was not found.',
  'report.errors.badCheckpoint': 'Please name a checkpoint from 1 to 6.',
};
