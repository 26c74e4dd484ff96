// The assessment detail's public surface: the pieces the survey screens (QEC, checklist) share.
export { DetailHeader } from './components/detail-header';
export { AnalysisProgress } from './components/analysis-status';
export { BodyFigure, type FigurePart } from './components/body-figure';
export { HeatLegend } from './components/heat-map-card';
export { RiskLevelBadge } from './components/risk-level-badge';
export { StepLine } from './components/explanation';
