export * from './schema';
export * from './client';
export * from './private-files';
export * from './migrate';
export * from './tenancy';
export * from './scopes';
export * from './credits';
export * from './results-store';
export * from './notifications';
export {
  ORGANIZATION_TABLES,
  tenancyViolations,
  tenancyGuard,
  TenancyViolation,
} from './tenancy-guard';
