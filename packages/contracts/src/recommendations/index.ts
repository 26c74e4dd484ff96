export * from './catalogue';
export * from './documents';
