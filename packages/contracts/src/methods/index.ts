export * from './fields';
export * from './descriptor';
export * from './input-error';
export * from './registry';
export * from './score-assessment';
export { reba, rebaInputs, rebaDetail } from './reba';
export { rula, rulaInputs, rulaDetail } from './rula';
export { wisha, wishaInputs, wishaDetail } from './wisha';
export { rosa, rosaInputs, rosaDetail } from './rosa';
