export {
  makeThumbnail,
  extractFrame,
  encodeJpeg,
  scaleKeypoints,
  type ThumbnailOptions,
} from './thumbnail';
export {
  drawSkeleton,
  blurFace,
  faceBox,
  SKELETON_EDGES,
  type OverlayOptions,
  type ImageKeypoints,
} from './skeleton-overlay';
export { boxBlurRegion, drawLine, fillDisc, type RgbImage, type Rgb } from './rgb-image';
