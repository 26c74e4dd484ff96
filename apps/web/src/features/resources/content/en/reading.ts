import type { Guide } from '../types';

export const reading: Guide = {
  slug: 'reading',
  title: 'How to read the results',
  summary:
    'Risk levels of each method, heat map colours, angle graphs, kinematics, breakpoints, and what “assumed”, “corrected”, “low confidence” and “nearby frame” mean.',
  sections: [
    {
      id: 'scores',
      title: 'The final score and its risk level',
      blocks: [
        {
          kind: 'p',
          text: 'Every frame of the video is scored. The final score is the score of the worst posture held for at least 1 s without a break: a posture seen for a moment does not decide the result, a posture the worker keeps does. If no posture is held that long, the longest uninterrupted stretch decides. WISHA lifting takes the worst lift (the peak). “Why this score?” shows every angle, table cell and adjustment behind the final score.',
        },
        {
          kind: 'list',
          items: [
            '“Peak”: the highest score reached in any frame, with its time.',
            '“Time-weighted mean”: the average score over the scored frames.',
            '“Share of time per score”: how long each score lasted in the video, coloured by its risk level.',
            '“Action level”: what the method’s authors recommend for that score.',
          ],
        },
      ],
      subsections: [
        {
          id: 'likely-range',
          title: 'How sure a score is: “Likely 6 to 9”',
          blocks: [
            {
              kind: 'p',
              text: 'A camera measures each angle with some doubt: little when the angle lies across the picture (a bend seen from the side), more when the body part points toward or away from the camera, where the picture shortens it and the angle reads too small; a twist and the wrist are the hardest to see, and a joint the model was unsure of counts double. The product scores the final posture again 400 times with each angle moved within its doubt, through the method’s own tables, and shows the middle 80% of what comes out as “Likely 6 to 9”. The body part table shows each part’s range under its score.',
            },
            {
              kind: 'list',
              items: [
                'Four times in five the score lies in its range, if the doubts are right. Against ergonomists’ own REBA scores of 42 photographs of lifting tasks the range held their score 76% of the time, 3.4 points wide on average (the experts agree with each other within one point 70% of the time).',
                'A range that reaches far above the score usually means a body part bent toward the camera: check it against the video and correct the angle if the camera misread it.',
                'A corrected angle has no doubt left: after a correction the range narrows, down to the score itself when every reading is confirmed.',
              ],
            },
          ],
        },
        {
          id: 'reba-levels',
          title: 'REBA: scale 1 to 15',
          blocks: [
            {
              kind: 'figure',
              figure: 'bands',
              method: 'reba',
              title: 'REBA risk levels',
              description:
                'The REBA scale from 1 to 15 divided into five risk levels: 1 negligible, 2 to 3 low, 4 to 7 medium, 8 to 10 high, 11 to 15 very high.',
              levels: {
                negligible: 'Negligible',
                low: 'Low',
                medium: 'Medium',
                high: 'High',
                very_high: 'Very high',
              },
            },
            {
              kind: 'table',
              caption: 'REBA risk levels and action levels',
              head: ['Score', 'Risk level', 'Action level'],
              rows: [
                ['1', 'Negligible', '0: no action necessary'],
                ['2–3', 'Low', '1: action may be necessary'],
                ['4–7', 'Medium', '2: action necessary'],
                ['8–10', 'High', '3: action necessary soon'],
                ['11–15', 'Very high', '4: action necessary now'],
              ],
            },
          ],
        },
        {
          id: 'rula-levels',
          title: 'RULA: scale 1 to 7',
          blocks: [
            {
              kind: 'figure',
              figure: 'bands',
              method: 'rula',
              title: 'RULA risk levels',
              description:
                'The RULA scale from 1 to 7 divided into four risk levels: 1 to 2 low, 3 to 4 medium, 5 to 6 high, 7 very high.',
              levels: { low: 'Low', medium: 'Medium', high: 'High', very_high: 'Very high' },
            },
            {
              kind: 'table',
              caption: 'RULA risk levels and action levels',
              head: ['Score', 'Risk level', 'Action level'],
              rows: [
                ['1–2', 'Low', '1: acceptable if not maintained or repeated for long periods'],
                ['3–4', 'Medium', '2: investigate further; change may be needed'],
                ['5–6', 'High', '3: investigate and change soon'],
                ['7', 'Very high', '4: investigate and change immediately'],
              ],
            },
          ],
        },
        {
          id: 'rosa-levels',
          title: 'ROSA: scale 1 to 10',
          blocks: [
            {
              kind: 'figure',
              figure: 'bands',
              method: 'rosa',
              title: 'ROSA risk levels',
              description:
                'The ROSA scale from 1 to 10 divided into three risk levels: 1 to 2 low, 3 to 4 medium, 5 to 10 high.',
              levels: { low: 'Low', medium: 'Medium', high: 'High' },
            },
            {
              kind: 'table',
              caption: 'ROSA risk levels and action levels',
              head: ['Score', 'Risk level', 'Action level'],
              rows: [
                ['1–2', 'Low', '1: no change needed now'],
                ['3–4', 'Medium', '2: assess further if discomfort is reported'],
                ['5 or more', 'High', '3: change now and assess further'],
              ],
            },
            {
              kind: 'p',
              text: '“ROSA chart scores” shows every value of the ROSA sheet: the chair (section A), the monitor and telephone (section B), the mouse and keyboard (section C), and the final score.',
            },
          ],
        },
        {
          id: 'wisha-levels',
          title: 'WISHA lifting: the lifting index',
          blocks: [
            {
              kind: 'p',
              text: 'The result shows the “Current lift weight”, the “Recommended safe weight” for that lift, and the “Lifting index”, the first divided by the second. “What sets the safe weight” lists the factors that lowered it: hand position (height and distance), lifting frequency and duration, back twisting, grip quality and work environment. Reduce the factor with the largest effect first.',
            },
            {
              kind: 'table',
              caption: 'WISHA lifting index and risk level',
              head: ['Lifting index', 'Risk level', 'Meaning'],
              rows: [
                ['1 or less', 'Low', 'The load is within the safe weight for this lift.'],
                ['Over 1, up to 3', 'High', 'Over the limit: increased risk; redesign the lift.'],
                [
                  'Over 3, or a safe weight of 0',
                  'Very high',
                  'Far over the limit; most workers are at risk.',
                ],
              ],
            },
          ],
        },
        {
          id: 'qec-levels',
          title: 'QEC: exposure scores and overall exposure',
          blocks: [
            {
              kind: 'p',
              text: 'Each body area and factor gets an exposure score and a level. The overall exposure (E) is the sum of the back, shoulder/arm, wrist/hand and neck scores as a percentage of its maximum (162 for a static back task, 176 for a moving one). With several workers, each question takes the middle answer (the worse one on a tie).',
            },
            {
              kind: 'table',
              caption: 'QEC exposure levels by score',
              head: ['Area', 'Low', 'Moderate', 'High', 'Very high'],
              rows: [
                ['Back (static)', 'under 16', '16–22', '23–28', '29 or more'],
                [
                  'Back (moving), shoulder/arm, wrist/hand',
                  'under 21',
                  '21–30',
                  '31–40',
                  '41 or more',
                ],
                ['Neck', 'under 8', '8–11', '12–15', '16 or more'],
                ['Driving, vibration, work pace, stress', 'under 4', '4–8', '9–15', '16 or more'],
              ],
            },
            {
              kind: 'table',
              caption: 'QEC overall exposure and action',
              head: ['Overall exposure (E)', 'Risk level', 'Action'],
              rows: [
                ['40% or less', 'Low', 'Acceptable'],
                ['Over 40%, up to 50%', 'Medium', 'Investigate further'],
                ['Over 50%, up to 70%', 'High', 'Investigate further and change soon'],
                ['Over 70%', 'Very high', 'Investigate and change immediately'],
              ],
            },
          ],
        },
        {
          id: 'checklist-levels',
          title: 'Office safety checklist: compliance',
          blocks: [
            {
              kind: 'p',
              text: 'The score is the share of applicable items answered “Yes” (“Not applicable” items are left out). Any critical item answered “No” makes the risk at least medium, and critical items answered “No” are listed first.',
            },
            {
              kind: 'table',
              caption: 'Checklist compliance and risk level',
              head: ['Compliance', 'Risk level'],
              rows: [
                ['90% or more', 'Low'],
                ['70% to under 90%', 'Medium'],
                ['50% to under 70%', 'High'],
                ['Under 50%', 'Very high'],
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'heat-map',
      title: 'The heat map',
      blocks: [
        {
          kind: 'p',
          text: 'The body heat map (the workstation heat map for ROSA) colours each part by its risk in the final posture: green low, yellow moderate, orange high, red very high. The colour is never the only signal: click a part to see its score and how it was reached, and find every part’s score and level in “Body-part scores”. Parts the method does not score stay grey.',
        },
      ],
    },
    {
      id: 'body-parts',
      title: 'Body-part scores',
      blocks: [
        {
          kind: 'p',
          text: '“Body-part scores” gives each part’s score in the final posture, its peak and its mean over the video. A part’s level depends on the range of its own table:',
        },
        {
          kind: 'table',
          caption: 'Body-part levels by score',
          head: ['Method and part', 'Low', 'Moderate', 'High', 'Very high'],
          rows: [
            ['REBA neck', '1–2', '3', '–', '–'],
            ['REBA trunk', '1–2', '3', '4', '5'],
            ['REBA legs', '1', '2', '3', '4'],
            ['REBA upper arm', '1–2', '3–4', '–', '5–6'],
            ['REBA lower arm', '1', '2', '–', '–'],
            ['REBA wrist', '1–2', '3', '–', '–'],
            ['RULA neck, trunk, upper arm', '1–2', '3–4', '–', '5–6'],
            ['RULA lower arm', '1', '2', '3', '–'],
            ['RULA wrist', '1', '2–3', '–', '4'],
            ['ROSA items', '1–2', '3–4', '5–6', '7 or more'],
          ],
        },
      ],
    },
    {
      id: 'graphs',
      title: 'Angles over time',
      blocks: [
        {
          kind: 'p',
          text: 'Each graph shows one body part’s angle through the video, left and right separately where the method scores both sides, over shaded bands: green acceptable, amber caution, red high risk. Click a graph to move the video to that moment. A gap in a line is a stretch where the part was not measured.',
        },
        {
          kind: 'table',
          caption: 'Angle bands of the main joint motions (degrees)',
          head: ['Motion', 'Green', 'Amber', 'Red'],
          rows: [
            ['Neck flexion', '0–20', '20–45', 'over 45'],
            ['Neck extension', '0–5', '5–20', 'over 20'],
            ['Trunk flexion', '0–30', '30–60', 'over 60'],
            ['Trunk extension', '0–5', '5–20', 'over 20'],
            ['Upper arm flexion or extension', '0–20', '20–45', 'over 45'],
            ['Upper arm abduction', '0–20', '20–45', 'over 45'],
            ['Elbow flexion', '60–100', '45–60 or 100–120', 'under 45 or over 120'],
            ['Wrist flexion or extension', '0–10', '10–30', 'over 30'],
            ['Knee flexion', '0–30', '30–60', 'over 60'],
            ['Trunk or neck side bend', '0–10', '10–20', 'over 20'],
            ['Trunk or neck twist', '0–15', '15–30', 'over 30'],
          ],
        },
      ],
    },
    {
      id: 'kinematics',
      title: 'Kinematics',
      blocks: [
        {
          kind: 'p',
          text: '“Kinematics” gives, for each joint, the share of the measured time spent in the green, amber and red angle bands, with the seconds measured. Use it to see exposure over time: a trunk in the red band for 40% of the cycle calls for a change even when the final posture is held only briefly. Compare the kinematics of the same task before and after a change.',
        },
      ],
    },
    {
      id: 'breakpoints',
      title: 'Breakpoints',
      blocks: [
        {
          kind: 'p',
          text: '“Breakpoints” are the moments where the risk level changes, each with its time, the level it changed from and the score. Click one to see it in the video; the first ones have a picture of the posture with the detected skeleton and the face blurred. They show which step of the cycle raises the risk: the reach to the bottom shelf, the turn to the pallet. For WISHA, a breakpoint marks each crossing of a lifting-index band.',
        },
      ],
    },
    {
      id: 'markers',
      title: 'What the marks on the results mean',
      blocks: [
        {
          kind: 'list',
          items: [
            'Assumed: a body part or movement the camera could not see in the final posture, taken as neutral. The score summary lists them after “Not visible in this posture, so taken as:” (for example “no trunk twist”, “both feet on the ground”). An assumption never adds to the score: check the video, and correct the input or angle if the real posture was worse.',
            'Low confidence: the model was unsure of a joint (often hidden behind the body or a load). It is still measured and scored. Check it on the video.',
            'Nearby frame: the part was out of the picture in this frame, so the value of the nearest frame where it was seen (at most 1 s away) is used.',
            '2D and 3D: how an angle was read. 3D comes from the model’s 3D landmarks; 2D is read in the picture where the camera sees the part side-on, which shows the angle better than the model’s depth estimate.',
            'Proportions: the trunk or upper arm looked clearly shorter in the picture than the worker’s body proportions make it, so it leans toward or away from the camera by 30° or more; the angle is read from that length, because the model’s depth reads such a lean too low. Check it on the video when the score depends on it.',
            'Corrected: a value you or a colleague entered instead of the measured one. In the corrections table it shows as “Edited” until you save and “Overridden” afterwards; the score then says how many corrections are in force, and “Change history” records who changed what and when. A correction is never hidden: if a worse posture is held elsewhere, the page says so.',
            'Preview: after a correction, the score is recomputed at once in your browser; it is stored when you save.',
            'Seated: REBA and RULA detect, frame by frame, whether the worker sits (unless you stated it); a seated worker’s legs score 1. ROSA warns when the video does not show a seated worker.',
            'Filmed from the front or back: the camera faced the worker, so forward bending may read too low. Film again from the side if flexion matters.',
            'Frames not scored: frames where the worker (or their trunk) is not visible, or that belong to someone else, are left out and counted.',
          ],
        },
      ],
    },
    {
      id: 'corrections',
      title: 'Checking and correcting the results',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'Play the video with the skeleton on. Check that the skeleton follows the right person and that the joints sit on the body.',
            'Go to the final posture (its time is shown under the score) and check the angles in “Corrections”, tab “Angles”.',
            'Correct an angle of the final posture when the skeleton is clearly wrong there: the value applies to every frame where that posture was held, and the peak, mean, graphs and breakpoints follow.',
            'When the camera misread one moment only, use “Correct a single frame”.',
            'Check the inputs (load, coupling, frequency…) in the tab “Inputs”, and save.',
          ],
        },
      ],
    },
    {
      id: 'limits',
      title: 'The limits of pose estimation',
      blocks: [
        {
          kind: 'p',
          text: 'Pose estimation measures a skeleton from a single ordinary camera. It is fast and objective, but it is not a motion-capture laboratory. Always review the results against the video before you act on them.',
        },
        {
          kind: 'list',
          items: [
            'Occlusion: a part hidden behind a machine, a load or the worker’s own body is estimated with low confidence, borrowed from a nearby frame or assumed.',
            'Camera angle: one camera measures depth poorly. Bending toward or away from the camera is underestimated; twisting is harder to measure than bending.',
            'Wrists are the least reliable: the hand is small in the picture and often hidden. Check wrist scores on the video.',
            'Loose clothing, aprons and coats hide the hips and knees; low contrast between clothing and background makes joints jump.',
            'Fast movements blur, and the video is analysed at 10 frames per second by default: a movement shorter than a tenth of a second can be missed.',
            'The methods need information a camera cannot see (weights, grip, frequency, duration): the inputs you give matter as much as the video.',
          ],
        },
      ],
    },
  ],
};
