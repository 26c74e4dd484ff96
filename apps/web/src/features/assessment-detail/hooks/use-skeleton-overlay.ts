import { useEffect, useState, type RefObject } from 'react';
import { drawSkeleton, poseFrameAt, type PoseTrack } from '../lib/skeleton';

/**
 * Draws the detected skeleton over the video on every animation frame while it plays, once after
 * each seek, load or resize; reports the video's time to the screen (the graphs follow it) and
 * returns it.
 */
export function useSkeletonOverlay({
  videoRef,
  canvasRef,
  pose,
  showSkeleton,
  onTime,
  src,
}: {
  videoRef: RefObject<HTMLVideoElement | null>;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  pose: PoseTrack | null | undefined;
  showSkeleton: boolean;
  onTime: (time: number) => void;
  /** a new video (a renewed link) attaches the listeners again */
  src: string | null;
}): number {
  const [time, setTime] = useState(0);
  useEffect(() => {
    let raf = 0;
    const draw = () => {
      const video = videoRef.current;
      const canvas = canvasRef.current;
      if (!video || !canvas) return;
      const width = video.clientWidth;
      const height = video.clientHeight;
      const ratio = window.devicePixelRatio || 1;
      if (
        canvas.width !== Math.round(width * ratio) ||
        canvas.height !== Math.round(height * ratio)
      ) {
        canvas.width = Math.round(width * ratio);
        canvas.height = Math.round(height * ratio);
      }
      const context = canvas.getContext('2d');
      if (!context) return;
      context.setTransform(ratio, 0, 0, ratio, 0, 0);
      const frame = showSkeleton && pose ? poseFrameAt(pose, video.currentTime) : null;
      const size = {
        width: pose?.width ?? video.videoWidth,
        height: pose?.height ?? video.videoHeight,
      };
      drawSkeleton(context, frame?.keypoints ?? null, size, { width, height });
    };
    const loop = () => {
      draw();
      const video = videoRef.current;
      if (video && !video.paused && !video.ended) raf = requestAnimationFrame(loop);
    };
    const video = videoRef.current;
    if (!video) return;
    const onPlay = () => {
      cancelAnimationFrame(raf);
      raf = requestAnimationFrame(loop);
    };
    const onUpdate = () => {
      setTime(video.currentTime);
      onTime(video.currentTime);
      draw();
    };
    video.addEventListener('play', onPlay);
    video.addEventListener('seeked', onUpdate);
    video.addEventListener('timeupdate', onUpdate);
    video.addEventListener('loadeddata', onUpdate);
    window.addEventListener('resize', draw);
    draw();
    return () => {
      cancelAnimationFrame(raf);
      video.removeEventListener('play', onPlay);
      video.removeEventListener('seeked', onUpdate);
      video.removeEventListener('timeupdate', onUpdate);
      video.removeEventListener('loadeddata', onUpdate);
      window.removeEventListener('resize', draw);
    };
  }, [pose, showSkeleton, videoRef, canvasRef, onTime, src]);
  return time;
}
