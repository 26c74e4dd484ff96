import { checklistInputs } from '../surveys/checklist-inputs';
import { defineSurveyMethod } from './survey-descriptor';

/**
 * The office safety checklist: a form whose response link opens with the assessment and takes a
 * response until the deadline the ergonomist set (moved with it). Scored as a compliance percent.
 */
export const checklist = defineSurveyMethod({
  code: 'checklist',
  capture: 'form',
  inputs: checklistInputs,
  publicLink: {
    kind: 'checklist',
    // the inputs were checked (a future date within the limit) before they were stored
    deadline: (inputs) => {
      const at = typeof inputs.deadline === 'string' ? Date.parse(inputs.deadline) : Number.NaN;
      return Number.isNaN(at) ? null : new Date(at);
    },
  },
  name: { key: 'methodNames.checklist' },
  // compliance: a percentage where more is better
  severity: { best: 100, worst: 0 },
  about: { key: 'reports.method.checklist' },
});
