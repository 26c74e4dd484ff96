export * from './stored';
export * from './coverage';
export * from './served';
export { resultContractMatchesErgonomics } from './type-checks';
export * from './views';
export * from './preview';
