import type { Guide } from '../types';

export const faq: Guide = {
  slug: 'faq',
  title: 'Professional FAQ',
  summary:
    'Encryption and access, video retention, the accuracy of pose estimation, credits, languages and exporting reports.',
  sections: [
    {
      id: 'security',
      title: 'Security and privacy',
      blocks: [],
      subsections: [
        {
          id: 'encryption',
          title: 'Are our videos and assessment data encrypted?',
          blocks: [
            {
              kind: 'p',
              text: 'Yes, in transit and at rest, as follows.',
            },
            {
              kind: 'list',
              items: [
                'In transit: pages, uploads, downloads and API calls travel over HTTPS when ErgoAssess is served behind TLS, as every production deployment must be. The application itself speaks plain HTTP and relies on the deployment’s reverse proxy or load balancer for TLS; your administrator can confirm that the address you use starts with https://.',
                'Files at rest: every stored file — uploaded videos, their playback copies, thumbnails and the pose (skeleton) data — is encrypted with AES-256-GCM in 64 KiB chunks. Each file has its own randomly generated key, which is itself encrypted (wrapped) with the installation’s master key. Videos are decrypted on the fly for analysis and playback; no unencrypted copy is written to disk.',
                'Assessment records — names, inputs, scores, notes, recommendations and survey answers — are stored in your organization’s database. The application does not encrypt these records itself: their encryption at rest is that of the database’s storage (an encrypted disk or a managed database with encryption), which your deployment provides.',
                'Passwords are stored only as argon2id hashes; public-link tokens and login refresh tokens only as hashes.',
                'PDF reports and exports are produced when you ask for them and sent to your browser; they are not kept on the server.',
              ],
            },
          ],
        },
        {
          id: 'access',
          title: 'Who can see our assessments?',
          blocks: [
            {
              kind: 'list',
              items: [
                'Only logged-in users of your organization. Every request is tied to the organization of the logged-in user, and every database query is limited to that organization; a record of another organization answers “not found”.',
                'There are no separate roles yet: every user of your organization can see and edit all of its operations, tasks, assessments, recommendations and notes.',
                'A public link (the QEC workers’ link, the checklist’s response link) opens only its one form and shows only the form’s title and your organization’s name. It does not show results, videos or any other assessment. The link is unguessable, stops working when it expires, and the workers’ link can be revoked or replaced at any time.',
              ],
            },
          ],
        },
        {
          id: 'retention',
          title: 'How long are videos kept?',
          blocks: [
            {
              kind: 'p',
              text: 'By default a video is kept with its assessment. In “Settings”, “Organization”, turn off “Keep uploaded videos” to delete each video as soon as it has been analysed. The skeleton data, scores and face-blurred thumbnails are kept, so results stay readable and correctable; the result page then shows the skeleton without the video, and another person in the video can no longer be chosen.',
            },
            {
              kind: 'p',
              text: 'Deleting an assessment deletes its video, results, files, recommendations and notes. It cannot be undone.',
            },
          ],
        },
      ],
    },
    {
      id: 'accuracy',
      title: 'Accuracy',
      blocks: [],
      subsections: [
        {
          id: 'pose-accuracy',
          title: 'How accurate is the pose estimation?',
          blocks: [
            {
              kind: 'p',
              text: 'We measure it against human experts. On 42 real photos of lifting tasks scored by hand with REBA (the AutoREBA set), this version’s REBA total is within ±1 of the expert’s total on 57% of them (quadratic-weighted kappa 0.66). For comparison, two experts scoring the same moments from two cameras agree within ±1 on 70%. Side and oblique views score better than front views, and the wrist agrees least.',
            },
            {
              kind: 'p',
              text: 'The scores are therefore a well-founded first reading, not a verdict: review the video, the skeleton and the marks (assumed, low confidence, nearby frame), and correct what the camera misread before you act.',
            },
          ],
        },
        {
          id: 'methods-source',
          title: 'Are the methods the published ones?',
          blocks: [
            {
              kind: 'p',
              text: 'Yes. REBA, RULA, ROSA, QEC and the WISHA lifting calculator are scored with their published tables, and every score can be explained down to the table cell (“Why this score?”). WISHA follows the Washington State L&I lifting calculator (WAC 296-62-05174, Appendix B); its grip and work-environment factors are ErgoAssess additions, and the WISHA result names each source. The office safety checklist is our own, drawn from display-screen-equipment guidance and general office fire and electrical safety practice.',
            },
          ],
        },
      ],
    },
    {
      id: 'credits',
      title: 'Credits',
      blocks: [],
      subsections: [
        {
          id: 'credit-use',
          title: 'What uses a credit?',
          blocks: [
            {
              kind: 'list',
              items: [
                'Creating an assessment uses 1 credit, whatever the method. The balance is shown in the header.',
                'If the video analysis fails (no person found, the body not visible enough to score, a time-out), the credit is given back and the message says so. A QEC is the exception: its video only prefills the observer’s items, so the assessment goes on without it.',
                'Uploading a new video after a failed analysis uses a credit again, because the failure gave the first one back.',
                'Choosing another person in the same video, corrections and recomputations use no credit.',
                'When the balance reaches 0, new assessments cannot be created: contact us to add credits.',
              ],
            },
          ],
        },
      ],
    },
    {
      id: 'general',
      title: 'Languages and exports',
      blocks: [],
      subsections: [
        {
          id: 'languages',
          title: 'Which languages are available?',
          blocks: [
            {
              kind: 'p',
              text: 'English and Turkish, for the whole interface, the workers’ survey and checklist pages, the messages and the PDF report. Switch with EN/TR in the header. The PDF report can be exported in either language whatever the interface language, and the workers choose their own language on the survey page.',
            },
          ],
        },
        {
          id: 'exports',
          title: 'How do I export a report?',
          blocks: [
            {
              kind: 'list',
              items: [
                '“Export report” on an assessment’s page downloads an A4 PDF in English or Turkish: the score and its action, the heat map, body-part scores, kinematics, angle graphs, breakpoints with pictures, how the score was reached, recommendations and notes.',
                '“Frames (CSV)” on an analysed video’s page gives one row per analysed frame, with every angle, its confidence and how it was read, for a spreadsheet or statistics software.',
                '“Export to Excel” on the assessments list gives one row per assessment with its scores and inputs, using the list’s filters.',
              ],
            },
          ],
        },
      ],
    },
  ],
};
