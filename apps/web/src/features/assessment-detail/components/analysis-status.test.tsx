import { findMethod } from '@ergo/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../../../test/render';
import { servedAssessment } from '../testing/served-assessment';
import { AnalysisProgress } from './analysis-status';

const reba = findMethod('reba');
if (!reba) throw new Error('no REBA');
const { assessment } = servedAssessment(reba, {
  load: 'BETWEEN_5_AND_10',
  coupling: 'FAIR',
  shock: false,
  activity: [],
});

describe('the analysis in progress (issue 18: no subtitle repeating the heading)', () => {
  it('says what happens under "Analysing the video", not the same words again', () => {
    renderScreen(
      <AnalysisProgress
        assessment={{
          ...assessment,
          status: 'processing',
          progress: 40,
          status_message: 'Analysing the video',
          status_message_key: 'assessments.analysis_processing',
        }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Analysing the video' })).toBeTruthy();
    expect(screen.getAllByText('Analysing the video')).toHaveLength(1);
    expect(screen.getByTestId('analysis-progress-hint').textContent).toBe(
      'Each frame of the video is measured and the posture scored. The results appear here when it is done.',
    );
  });

  it('queued: says when it starts instead of repeating "Video queued for analysis"', () => {
    renderScreen(
      <AnalysisProgress
        assessment={{
          ...assessment,
          status: 'pending',
          progress: 0,
          status_message: 'Video queued for analysis',
          status_message_key: 'assessments.analysis_queued',
        }}
      />,
    );
    expect(screen.getAllByText('Video queued for analysis')).toHaveLength(1);
    expect(screen.getByTestId('analysis-progress-hint').textContent).toBe(
      'The analysis starts as soon as a worker is free.',
    );
  });

  it('a message that says more (a restart) is shown under the heading', () => {
    const restarted = 'The analysis was interrupted and has started again (attempt 2 of 3)';
    renderScreen(
      <AnalysisProgress
        assessment={{
          ...assessment,
          status: 'processing',
          progress: 0,
          status_message: restarted,
          status_message_key: 'assessments.analysis_restarted',
        }}
      />,
    );
    expect(screen.getByTestId('analysis-progress-hint').textContent).toBe(restarted);
  });
});
