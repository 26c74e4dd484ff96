import type { Guide } from '../types';

export const data: Guide = {
  slug: 'data',
  title: 'What to supply for each method',
  summary:
    'The inputs each form asks for, what they mean and where to find them: load, coupling, frequency, duration, the ROSA findings, the QEC survey and the checklist.',
  sections: [
    {
      id: 'overview',
      title: 'What the video measures and what you supply',
      blocks: [
        {
          kind: 'p',
          text: 'The video gives the postures: the angles of the neck, trunk, arms, wrists and legs in every analysed frame. What a camera cannot see (the weight of the load, the quality of the grip, how often and for how long the work is done) you enter on the form. Find out before you fill it in: weigh the load, count the lifts per minute over a few minutes, and ask the worker and the supervisor how long the task lasts in a shift.',
        },
        {
          kind: 'list',
          items: [
            'Every assessment has an “Assessment name” (required), and optionally the “Employee name” and “Employee number” of the worker filmed.',
            'Creating an assessment uses 1 credit. A failed video analysis gives it back.',
            'You can correct any input later on the result page (“Corrections”, tab “Inputs”): the score is recomputed without filming again.',
          ],
        },
      ],
    },
    {
      id: 'reba',
      title: 'REBA (whole body)',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Force / load” (required): the heaviest load or force handled in the filmed posture — “Under 5 kg”, “5 to 10 kg” or “Over 10 kg”.',
            '“Coupling (grip)” (required): “Good” (well-fitting handle, mid-range power grip), “Fair” (acceptable hand hold, not ideal), “Poor” (hand hold not acceptable although possible) or “Unacceptable” (awkward, unsafe grip, no handles).',
            '“Shock or rapid build-up of force”: tick it when the load is jerked, thrown or caught, or when the force rises suddenly. It adds 1 to the force/load score.',
            '“Activity score (optional)”: tick each that applies, each adds 1 — one or more body parts held static for longer than 1 minute; repeated small-range actions more than 4 times per minute; actions that cause rapid large changes in posture or an unstable base.',
            '“Seated work”: “Detect in the video” (the default), “Seated” or “Not seated”. A seated worker’s legs score 1. State it when the legs are hidden by a desk or a machine.',
          ],
        },
      ],
    },
    {
      id: 'rula',
      title: 'RULA (upper limbs)',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Force / load” (required): “Under 2 kg, intermittent”, “2 to 10 kg, intermittent”, “2 to 10 kg, static or repeated” or “Over 10 kg, repeated or with shocks”.',
            '“Muscle use”: tick it when the posture is mainly static (held longer than 10 minutes) or repeated 4 times per minute or more.',
            '“Seated work”: as for REBA. RULA’s legs score 1 when the worker is seated, supported and balanced.',
          ],
        },
      ],
    },
    {
      id: 'wisha',
      title: 'WISHA lifting',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Load weight” (required): the weight of the object lifted, in kg (0–500). Weigh it; do not estimate from the label when the content varies.',
            '“Lifting frequency” (required): lifts per minute — “Less than 1 per minute”, “1 per minute”, “2–3”, “4–5”, “6–7”, “8–9” or “More than 10 per minute”. Count the lifts over at least 5 minutes and divide.',
            '“Lifting time per shift” (required): “Up to 1 hour”, “1 to 2 hours” or “More than 2 hours” of lifting in the shift, not the length of the shift.',
            '“Grip quality” (required): “Good”, “Moderate” or “Poor” (no handles, slippery or awkward load).',
            '“Work environment” (required): “Normal conditions”, “Cold or hot” or “Slippery floor”.',
          ],
        },
        {
          kind: 'p',
          text: 'The video gives the hand height and the hand distance from the body at the lift, and the trunk twist. The result compares the load with the recommended safe weight for that lift (the lifting index).',
        },
      ],
    },
    {
      id: 'rosa',
      title: 'ROSA (office workstation)',
      blocks: [
        {
          kind: 'p',
          text: 'The video shows the worker seated at the desk; the chair, monitor, mouse and keyboard postures are measured from it. Under “Workstation findings”, tick what the camera cannot judge.',
        },
        {
          kind: 'list',
          items: [
            '“Daily use” (required): “Short” (under 30 minutes at a time or under 1 hour a day), “Medium” (30 to 60 minutes at a time or 1 to 4 hours a day) or “Long” (over 1 hour at a time or over 4 hours a day).',
            '“Distance between seat pan and back of the knee” (required): “Under 7 cm”, “About 7 cm” or “Over 7 cm”. Measure it with the worker sitting back against the backrest.',
            'Chair height: “Insufficient space under the desk for the legs”, “Height not adjustable”.',
            'Seat pan depth: “Seat pan depth not adjustable”.',
            'Armrests: “Hard or damaged surface”, “Not adjustable”.',
            'Back support: “Backrest angle not adjustable”.',
            'Monitor: “Farther than arm’s length”, “Glare on the screen”.',
            'Mouse: “Mouse and keyboard at different heights”, “Pinch grip on the mouse”, “Palm rest in front of the mouse”.',
            'Keyboard: “Reaching to overhead items”, “Platform not adjustable”.',
          ],
        },
        {
          kind: 'note',
          tone: 'warning',
          text: 'The form has no telephone items: the telephone is scored as an unused phone, and the result says so. If the worker spends long periods on the phone, record it in the notes.',
        },
      ],
    },
    {
      id: 'qec',
      title: 'QEC: observer form and workers’ survey',
      blocks: [
        {
          kind: 'p',
          text: 'QEC has two parts. You fill in the observer’s items A–G; the workers answer their own questions through a link on their phones.',
        },
        {
          kind: 'list',
          items: [
            'Observer’s items (A–G): back posture (worst case) and whether the task is static or moving, back movement, hand height, shoulder/arm movement, wrist/hand posture, how often similar motions repeat, and whether the head or neck is bent or twisted. All are optional when you create the assessment; fill them in then or later on its page.',
            'With a video (optional), back posture, hand height, wrist posture and neck posture are measured for you and marked as measured; you can change them. Movement frequencies stay with you.',
            'Workers’ link: on the assessment’s page, create the link (open for 1 to 90 days, 30 by default) and send it, or show its QR code. Workers answer without logging in, in English or Turkish: the heaviest weight handled, time on the task a day, the highest one-hand force, visual demand, driving, vibrating tools, keeping up with the work pace and stress, plus job title, gender, age and years in the job.',
            'Any number of workers can answer; each answer is kept separately. A new link, or revoking the link, closes the old one at once; answers already given are kept.',
            'The result appears once the observer’s items are complete and at least one worker has answered.',
          ],
        },
      ],
    },
    {
      id: 'checklist',
      title: 'Office safety checklist',
      blocks: [
        {
          kind: 'list',
          items: [
            '“Deadline” (required): the date and time the response link stops working, in the future and at most a year ahead.',
            'The response link and its QR code are shown on the assessment’s page. Send it to the person who should fill in the checklist; no login is needed.',
            'The responder answers each question “Yes”, “No” or “Not applicable”, with an optional comment. The questions cover the workstation, the environment, safety and work organization; critical items (fire, electricity, escape routes, trip hazards) are marked.',
            'After the deadline the link says so and accepts nothing. If several responses arrive, the latest one is scored.',
          ],
        },
      ],
    },
  ],
};
