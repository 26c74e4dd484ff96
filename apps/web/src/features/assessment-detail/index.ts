// The assessment detail's public surface: its screen (the app routes to it) and the pieces the survey
// screens (QEC, checklist) share.
export { AssessmentDetailRoute } from './routes/assessment-detail';
export { DetailHeader } from './components/detail-header';
export { AnalysisProgress } from './components/analysis-status';
export { BodyFigure, type FigurePart } from './components/body-figure';
export { HeatLegend } from './components/heat-map-card';
export { StepLine } from './components/explanation';
