export * from './sustained';
export * from './breakpoints';
export * from './kinematics';
export * from './part-levels';
export * from './line-graph';
export * from './summarize';
export * from './overrides';
