// The assessments feature's public surface: the operations a user may choose among (the board's filter).
export { useOperationChoices } from './api/get-assessments';
