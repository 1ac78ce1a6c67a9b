// The reports feature's public face: the plan page's report buttons. The shared page is a route of its own.
export { ReportActions } from './components/report-actions';
export { FinalReportCard } from './components/final-report-card';
