import { qecObserverInputs } from '../surveys/qec-inputs';
import { defineSurveyMethod } from './survey-descriptor';

/**
 * QEC (Quick Exposure Check; 'HMD' in Turkish): the workers answer their part through a link the
 * ergonomist opens when ready; the observer part is filled by hand or prefilled from a video, whose
 * failed analysis keeps the credit (the assessment goes on by hand). Scored as an exposure percent.
 */
export const qec = defineSurveyMethod({
  code: 'qec',
  capture: 'survey',
  inputs: qecObserverInputs,
  video: 'optional',
  publicLink: { kind: 'qec', deadline: null },
  name: { key: 'methodNames.qec' },
  about: { key: 'reports.method.qec' },
});
