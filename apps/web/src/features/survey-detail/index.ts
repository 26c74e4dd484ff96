// The survey detail screens' public surface: the assessment detail route shows them by type.
export { QecDetailRoute } from './routes/qec-detail';
export { ChecklistDetailRoute } from './routes/checklist-detail';
