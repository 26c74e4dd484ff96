import { Card, Center, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { IconVideoOff } from '@tabler/icons-react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useSkeletonOverlay } from '../hooks/use-skeleton-overlay';
import type { PoseTrack } from '../lib/skeleton';
import { formatTime } from '../lib/format';
import { SkeletonPlayer } from './skeleton-player';

/**
 * The assessment's video with the detected skeleton drawn over it, frame by frame. Reports its time
 * so the graphs can follow it; the graphs and the breakpoints seek it through `videoRef`.
 */
export function VideoPlayer({
  src,
  pose,
  videoRef,
  onTime,
  isLoading,
  time: screenTime,
}: {
  src: string | null;
  pose: PoseTrack | null | undefined;
  videoRef: RefObject<HTMLVideoElement | null>;
  onTime: (time: number) => void;
  isLoading: boolean;
  /** the screen's current time (drives the skeleton when there is no video) */
  time: number;
}) {
  const { t, i18n } = useTranslation();
  const canvasRef = useRef<HTMLCanvasElement | null>(null);
  const [showSkeleton, setShowSkeleton] = useState(true);
  const time = useSkeletonOverlay({ videoRef, canvasRef, pose, showSkeleton, onTime, src });

  return (
    <Card withBorder padding="md" data-tour="video">
      <Stack gap="xs">
        <Group justify="space-between">
          <Text fw={600}>{t('assessmentDetail.video.title')}</Text>
          <Group gap="md">
            <Text size="sm" c="dimmed" data-testid="video-time">
              {formatTime(src ? time : screenTime, i18n.language)}
            </Text>
            <Switch
              size="sm"
              label={t('assessmentDetail.video.skeleton')}
              checked={showSkeleton && Boolean(pose)}
              disabled={!pose}
              onChange={(event) => setShowSkeleton(event.currentTarget.checked)}
            />
          </Group>
        </Group>
        {!src && !isLoading && pose ? (
          <SkeletonPlayer pose={pose} time={screenTime} onTime={onTime} />
        ) : (
          <VideoWithOverlay
            src={src}
            isLoading={isLoading}
            videoRef={videoRef}
            canvasRef={canvasRef}
          />
        )}
        {!pose && src ? (
          <Text size="xs" c="dimmed">
            {t('assessmentDetail.video.no_skeleton')}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The video with the skeleton's canvas laid over it, or, without a playable video, a loader or
 * the words that it is unavailable. A renewed link (new `src`) resumes where the video was.
 */
function VideoWithOverlay({
  src,
  isLoading,
  videoRef,
  canvasRef,
}: {
  src: string | null;
  isLoading: boolean;
  videoRef: RefObject<HTMLVideoElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
}) {
  const { t } = useTranslation();
  const [failed, setFailed] = useState(false);
  // Keep the position when the signed link is renewed (the src changes, the video reloads).
  const resumeAt = useRef<number | null>(null);

  useEffect(() => {
    const video = videoRef.current;
    if (video && video.currentTime > 0) resumeAt.current = video.currentTime;
    setFailed(false);
  }, [src, videoRef]);

  return (
    <div
      style={{
        position: 'relative',
        background: '#101113',
        borderRadius: 8,
        overflow: 'hidden',
        aspectRatio: '16 / 9',
      }}
    >
      {src && !failed ? (
        <>
          <video
            ref={videoRef}
            src={src}
            controls
            preload="auto"
            playsInline
            muted
            data-testid="assessment-video"
            style={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            onLoadedMetadata={(event) => {
              if (resumeAt.current !== null) {
                event.currentTarget.currentTime = resumeAt.current;
                resumeAt.current = null;
              }
            }}
            onError={() => setFailed(true)}
          />
          <canvas
            ref={canvasRef}
            aria-hidden
            data-testid="skeleton-overlay"
            style={{
              position: 'absolute',
              inset: 0,
              width: '100%',
              height: 'calc(100% - 0px)',
              pointerEvents: 'none',
            }}
          />
        </>
      ) : (
        <Center h="100%" c="gray.5">
          {isLoading ? (
            <Loader color="gray" />
          ) : (
            <Stack align="center" gap={4}>
              <IconVideoOff size={32} />
              <Text size="sm">{t('assessmentDetail.video.unavailable')}</Text>
            </Stack>
          )}
        </Center>
      )}
    </div>
  );
}
