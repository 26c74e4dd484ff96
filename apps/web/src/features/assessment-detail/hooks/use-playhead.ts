import { useCallback, useRef, useState } from 'react';

/**
 * The moment the screen shows. The video reports its time (the graphs' red line follows it); a
 * click on a graph, a breakpoint or a score's time seeks the video there and brings it into view,
 * or, without a video, moves the skeleton player.
 */
export function usePlayhead() {
  const videoRef = useRef<HTMLVideoElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const seek = useCallback((time: number) => {
    const video = videoRef.current;
    setCurrentTime(time);
    if (!video) return;
    video.currentTime = time;
    const box = video.getBoundingClientRect();
    if (box.bottom < 64 || box.top > window.innerHeight)
      video.scrollIntoView({ behavior: 'smooth', block: 'center' });
  }, []);
  return { videoRef, currentTime, setCurrentTime, seek };
}
