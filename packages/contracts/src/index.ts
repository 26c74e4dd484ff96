export * from './common';
export * from './auth';
export * from './i18n';
export * from './operations';
export * from './assessments';
