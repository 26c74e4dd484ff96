export * from './stored';
export * from './served';
export { resultContractMatchesErgonomics } from './type-checks';
export * from './views';
