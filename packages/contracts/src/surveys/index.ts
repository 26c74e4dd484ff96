export * from './qec-inputs';
export * from './checklist-inputs';
export * from './checklist-response';
export * from './documents';
export * from './inputs-of';
