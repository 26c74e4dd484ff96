import type { Guide } from '../types';

export const filming: Guide = {
  slug: 'filming',
  title: 'How to film for a reliable analysis',
  summary:
    'Camera height and distance, side or front view, framing, how long to film, light, one worker in view and a steady camera.',
  sections: [
    {
      id: 'placement',
      title: 'Camera height and distance',
      blocks: [
        {
          kind: 'p',
          text: 'The pose model measures joint angles from what the camera sees. A camera at the worker’s hip height, far enough away to show the whole body, gives the most reliable angles: the trunk and the thighs are seen without perspective distortion, and no body part leaves the picture when the worker bends or reaches.',
        },
        {
          kind: 'list',
          items: [
            'Height: place the lens at about the worker’s hip or mid-body height (roughly 0.9–1.2 m for standing work, lower for seated work). A camera held at eye level or above looks down and makes forward bending look smaller than it is.',
            'Distance: typically 3–5 m from the worker, so that the whole body fits in the picture with a margin of about a head’s height above and below. Closer than 2 m, the feet, the head or the hands leave the picture when the worker moves.',
            'Zoom: step back rather than zoom in; keep the worker filling roughly half to two thirds of the picture’s height.',
            'Level: keep the camera horizontal (not tilted). A tilted picture tilts every angle measured from it.',
          ],
        },
        {
          kind: 'figure',
          figure: 'camera',
          title: 'Good and bad camera placement',
          description:
            'Four drawings. Good: the camera stands on a tripod at hip height, 3 to 5 m to the side of the worker, and the whole body is in the picture. Bad: the camera is too close, so the feet and head are cut off. Bad: the camera is too high and looks down on the worker. Bad: a bright window behind the worker turns the worker into a dark silhouette.',
          panels: {
            good: 'Side view, camera at hip height, 3–5 m away, whole body in the picture',
            close: 'Too close: head and feet cut off',
            high: 'Too high: looking down flattens forward bending',
            backlit: 'Backlit: a window behind the worker hides the joints',
          },
          verdicts: { good: 'Good', bad: 'Avoid' },
          labels: { distance: '3–5 m', height: 'hip height', window: 'window' },
        },
      ],
    },
    {
      id: 'view',
      title: 'Side view or front view',
      blocks: [
        {
          kind: 'p',
          text: 'One camera sees movements across the picture well and movements toward or away from it poorly. Choose the view by the movement that matters most for the task.',
        },
        {
          kind: 'list',
          items: [
            'Side view (the camera at a right angle to the direction the worker faces): best for forward bending of the trunk and neck, raising the upper arms forward, elbow and knee bending, squatting and lifting. It is the default for REBA, RULA, WISHA lifting and QEC.',
            'Front view (or back view): best for side bending of the trunk and neck and for raising the arms sideways (abduction). From the front, forward bending is foreshortened and may be measured too low; the result page then says “Filmed from the front or back”.',
            'Oblique view (about 45°): a compromise for seated work at a desk (ROSA) and for assembly where a side view is blocked; it shows the chair, the monitor and the hands together.',
          ],
        },
        {
          kind: 'table',
          caption: 'Which view each method needs',
          head: ['Method', 'Preferred view', 'Why'],
          rows: [
            [
              'REBA',
              'Side, on the side of the working arm',
              'Trunk, neck, knee and upper arm flexion decide most of the score.',
            ],
            [
              'RULA',
              'Side of the arm that works hardest',
              'Upper arm, forearm and wrist of one side; neck and trunk flexion.',
            ],
            [
              'WISHA lifting',
              'Side',
              'Hand height and hand distance from the body set the safe weight; trunk bending shows the lift.',
            ],
            [
              'ROSA',
              'Side or oblique, seated worker at the desk',
              'Chair height, seat pan, armrests, backrest, monitor and peripherals must be visible.',
            ],
            [
              'QEC',
              'Side (video optional)',
              'The video prefills back posture, hand height, wrist posture and neck posture.',
            ],
          ],
        },
        {
          kind: 'note',
          tone: 'tip',
          text: 'When both forward bending and side bending matter, make two assessments of the same task: one filmed from the side and one from the front. Each uses one credit.',
        },
      ],
    },
    {
      id: 'frame',
      title: 'The whole body in the picture',
      blocks: [
        {
          kind: 'p',
          text: 'Keep the worker’s whole body in the picture for the whole video: head, hands and feet included. A body part out of the picture cannot be measured. The analysis then borrows its value from a frame at most 1 s away or, failing that, takes it as neutral and lists it as “assumed”, which can hide real risk.',
        },
        {
          kind: 'list',
          items: [
            'Feet: needed for the legs (REBA) and for the hand height of a lift (WISHA), which is measured from the floor.',
            'Hands: needed for the wrist scores and for the hand distance of a lift. A hand hidden inside a box or behind a part is the most common reason for an assumed wrist.',
            'Head: needed for neck flexion. Do not crop the top of the picture to the shoulders.',
            'Follow the work, not the worker: if the worker walks between two places, film from where both are in view, or film each place as its own assessment.',
          ],
        },
      ],
    },
    {
      id: 'duration',
      title: 'How long to film',
      blocks: [
        {
          kind: 'p',
          text: 'Film 10–30 s of representative work that covers at least one full work cycle: the reach, the grip, the lift or the placing, and the return. For long cycles, film the part with the most demanding posture, and state the rest through the inputs (for example REBA’s activity score or WISHA’s lifting frequency).',
        },
        {
          kind: 'list',
          items: [
            'Representative: the usual pace, the usual load and the usual worker, not a demonstration done slowly for the camera.',
            'The final score is the worst posture held for at least 1 s (for WISHA, the worst lift), so the video must contain that posture.',
            'By default the video is analysed at 10 frames per second, and videos of up to 10 minutes and 500 MB are accepted (MP4, MOV, AVI or MKV). A longer video only takes longer to analyse: it does not make the score more accurate.',
          ],
        },
      ],
    },
    {
      id: 'light',
      title: 'Lighting',
      blocks: [
        {
          kind: 'list',
          items: [
            'Use even light on the worker. Avoid a window, a lamp or an open door behind the worker: backlight turns the body into a silhouette and the joints are lost.',
            'Put the light source behind or beside the camera, not in front of it.',
            'Avoid strong shadows across the body and flickering lights; in a dim area, switch on the work lights before filming.',
          ],
        },
      ],
    },
    {
      id: 'people',
      title: 'One worker in view',
      blocks: [
        {
          kind: 'p',
          text: 'Ideally only the assessed worker is in the picture. When others pass or work nearby, the analysis follows the person present longest and largest in the picture. If it chose the wrong person, open “People in the video” on the result page, choose “Choose another person” and click on the worker: the video is analysed again for that person without using a credit.',
        },
        {
          kind: 'list',
          items: [
            'Frames where another person stands too close to tell the two apart are not scored; the result page lists them.',
            'Ask colleagues not to walk between the camera and the worker while you film.',
            'Choosing another person needs the video: it is not possible when your organization deletes videos after analysis.',
          ],
        },
      ],
    },
    {
      id: 'steady',
      title: 'A steady camera and the phone’s orientation',
      blocks: [
        {
          kind: 'list',
          items: [
            'Use a tripod, or rest the phone on a shelf or a stack of boxes. A moving camera blurs the joints and shifts every angle.',
            'Do not pan or zoom while recording; start and stop the recording without touching the framing.',
            'Hold the phone in landscape (horizontal) for standing work and for work that moves sideways; portrait only helps for a worker who stays in one place and is taller than wide in the picture, such as a tall worker reaching overhead.',
            'Use the phone’s main camera at normal speed (no slow motion, no time-lapse, no filters).',
          ],
        },
      ],
    },
    {
      id: 'clothing',
      title: 'Clothing and obstacles',
      blocks: [
        {
          kind: 'list',
          items: [
            'Contrast helps the model: a worker in dark overalls against a dark machine, or in white against a white wall, is harder to measure. Choose a background that differs from the clothing when you can.',
            'Loose clothing, aprons and long coats hide the hips and knees; ask the worker to close a loose coat if it is safe to do so.',
            'Avoid machines, racks, desks or the load itself standing between the camera and the worker’s body. Move the camera rather than the work.',
            'Ask the worker’s consent before filming and tell them what the video is used for. Faces are blurred in the pictures the analysis keeps.',
          ],
        },
      ],
    },
    {
      id: 'before-recording',
      title: 'Checklist before you press record',
      blocks: [
        {
          kind: 'list',
          ordered: true,
          items: [
            'The task is the usual one, at the usual pace and with the usual load.',
            'The camera is on a tripod, level, at hip height, 3–5 m away, in landscape.',
            'The view matches the method: side for bending and lifting, front for side bending and arms raised sideways.',
            'Head, hands and feet stay in the picture for the whole cycle.',
            'The light comes from behind the camera; no window behind the worker.',
            'Nobody else stands between the camera and the worker.',
            'You record 10–30 s, including at least one full cycle.',
          ],
        },
      ],
    },
  ],
};
