// '@ergo/pose/people': the model-free part of following people (no tfjs), for the API.
export { pickedWorker, defaultWorker, PersonNotFoundError, type PersonPick } from './worker-choice';
export { trackPeople, boxAt, type PeopleFrame, type PersonTrack } from './track-people';
export { tracksOfSummary } from './follow-worker';
export type { PeopleSummary, WorkerGap, WorkerGapReason } from './follow-worker';
export type { PersonBox } from './boxes';
