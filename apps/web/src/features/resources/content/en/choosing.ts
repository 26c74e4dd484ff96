import type { Guide } from '../types';

export const choosing: Guide = {
  slug: 'choosing',
  title: 'Which method to choose',
  summary:
    'A decision guide by task type: whole-body postures, upper-limb work, lifting, office work, worker-reported exposure and workplace safety conditions.',
  sections: [
    {
      id: 'by-task',
      title: 'Methods by task type',
      blocks: [
        {
          kind: 'table',
          caption: 'Which method fits which task',
          head: ['Task', 'Method', 'What it tells you', 'How it is done'],
          rows: [
            [
              'Whole-body postures: bending, kneeling, squatting, reaching, handling loads in awkward postures (warehouse, maintenance, construction, care work)',
              'REBA',
              'A whole-body score from 1 to 15 and its action level, with a score for each body part.',
              'Video, side view, plus load, coupling and activity.',
            ],
            [
              'Upper-limb work, seated or standing: assembly, packing, sewing, sorting, machine operation, work at a line',
              'RULA',
              'A score from 1 to 7 focused on the arms, wrists, neck and trunk.',
              'Video of the working arm’s side, plus load and muscle use.',
            ],
            [
              'Two-handed lifting and lowering of loads',
              'WISHA lifting',
              'The recommended safe weight for the lift and the lifting index (load ÷ safe weight).',
              'Video of the lift from the side, plus weight, frequency, time per shift, grip and environment.',
            ],
            [
              'Office and computer work at a desk',
              'ROSA',
              'A score from 1 to 10 for the chair, monitor, mouse and keyboard.',
              'Video of the seated worker, plus daily use and the workstation findings.',
            ],
            [
              'Exposure reported by the workers themselves: several workers doing the same job, pace, stress, vibration, driving',
              'QEC',
              'Exposure of back, shoulder/arm, wrist/hand and neck, plus driving, vibration, work pace and stress; an overall exposure % and its action.',
              'Observer’s items A–G (optionally from a video) and a survey the workers answer through a link.',
            ],
            [
              'Workplace safety conditions of an office: furniture, environment, fire and electrical safety, work organization',
              'Office safety checklist',
              'A compliance % of the applicable items; critical items answered “No” are listed first.',
              'A checklist answered through a link before a deadline.',
            ],
          ],
        },
      ],
    },
    {
      id: 'decision',
      title: 'Decide in five questions',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Is the worker at a computer desk for most of the task? Choose ROSA.',
            'Is the main demand lifting or lowering a load with both hands? Choose WISHA lifting; add REBA if the postures between lifts are also awkward.',
            'Does the work load mainly the arms, wrists and neck while the worker stays in one place, seated or standing? Choose RULA.',
            'Does the whole body move into awkward postures (bending, twisting, kneeling, reaching up)? Choose REBA.',
            'Do you need the workers’ own view of load, pace, stress, vibration or driving, or are several workers doing the same job? Add QEC. For the safety conditions of an office, add the office safety checklist.',
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'When REBA and RULA both seem to fit, start with the method that matches where the complaints are: REBA for back and legs, RULA for the neck, shoulders and wrists.',
        },
      ],
    },
    {
      id: 'combine',
      title: 'Combining methods',
      blocks: [
        {
          kind: 'p',
          text: 'A task can carry several methods: choose them when you create or edit the task. Each assessment is made, and uses a credit, on its own. Useful combinations:',
        },
        {
          kind: 'list',
          items: [
            'WISHA lifting + REBA: the weight limit of the lift, and the postures between lifts.',
            'RULA + QEC: the measured upper-limb postures, and the workers’ report of force, pace and stress.',
            'ROSA + office safety checklist: the workstation posture, and the office’s safety conditions.',
            'The same method before and after a change: a follow-up assessment of the same task shows the measured risk reduction of a recommendation.',
          ],
        },
      ],
    },
    {
      id: 'not-covered',
      title: 'What these methods do not cover',
      blocks: [
        {
          kind: 'list',
          items: [
            'Pushing, pulling and carrying over a distance: none of these methods calculates push or pull forces. Use REBA for the postures and record the forces in the notes.',
            'One-handed lifting, team lifting and lifting while seated are outside WISHA lifting’s limits.',
            'Whole-body vibration, noise, climate and lighting are not measured; QEC only asks the workers about vibrating tools and driving.',
            'A score describes the filmed task on the filmed day. Tasks that change during the shift need an assessment for each variant.',
          ],
        },
      ],
    },
  ],
};
