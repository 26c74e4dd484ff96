import { ActionIcon, Group, Slider, Stack, Text } from '@mantine/core';
import { IconPlayerPauseFilled, IconPlayerPlayFilled } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../lib/format';
import { drawSkeleton, poseFrameAt, type PoseTrack } from '../lib/skeleton';

/**
 * When the organization keeps no videos (privacy), the detected skeleton is all there is: it is
 * played on its own, following the same time as the graphs (a click on a graph moves it too).
 */
export function SkeletonPlayer({
  pose,
  time,
  onTime,
}: {
  pose: PoseTrack;
  time: number;
  onTime: (time: number) => void;
}) {
  const { t, i18n } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [playing, setPlaying] = useState(false);
  const end = pose.frames.at(-1)?.time ?? 0;
  const timeRef = useRef(time);
  timeRef.current = time;

  useEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    const ratio = window.devicePixelRatio || 1;
    canvas.width = Math.round(width * ratio);
    canvas.height = Math.round(height * ratio);
    context.setTransform(ratio, 0, 0, ratio, 0, 0);
    drawSkeleton(context, poseFrameAt(pose, time)?.keypoints ?? null, pose, { width, height });
  }, [pose, time]);

  useEffect(() => {
    if (!playing) return;
    let raf = 0;
    let last = performance.now();
    const step = (now: number) => {
      const next = timeRef.current + (now - last) / 1000;
      last = now;
      if (next >= end) {
        onTime(end);
        setPlaying(false);
        return;
      }
      onTime(next);
      raf = requestAnimationFrame(step);
    };
    raf = requestAnimationFrame(step);
    return () => cancelAnimationFrame(raf);
  }, [playing, end, onTime]);

  return (
    <Stack gap="xs" data-testid="skeleton-player">
      <div
        style={{
          position: 'relative',
          background: '#101113',
          borderRadius: 8,
          overflow: 'hidden',
          aspectRatio: '16 / 9',
        }}
      >
        <canvas
          ref={canvasRef}
          aria-label={t('assessmentDetail.video.skeleton_only')}
          style={{ width: '100%', height: '100%', display: 'block' }}
        />
      </div>
      <Group gap="sm" wrap="nowrap">
        <ActionIcon
          variant="filled"
          radius="xl"
          onClick={() => {
            if (!playing && time >= end) onTime(0);
            setPlaying((value) => !value);
          }}
          aria-label={
            playing ? t('assessmentDetail.video.pause') : t('assessmentDetail.video.play')
          }
        >
          {playing ? <IconPlayerPauseFilled size={16} /> : <IconPlayerPlayFilled size={16} />}
        </ActionIcon>
        <Slider
          style={{ flex: 1 }}
          min={0}
          max={end}
          step={0.1}
          value={Math.min(time, end)}
          onChange={onTime}
          label={(value) => formatTime(value, i18n.language)}
          aria-label={t('assessmentDetail.video.position')}
        />
        <Text size="sm" c="dimmed" style={{ flex: 'none' }}>
          {formatTime(end, i18n.language)}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('assessmentDetail.video.not_kept')}
      </Text>
    </Stack>
  );
}
