export * from './angle-uncertainty';
export * from './score-range';
export * from './confirm';
