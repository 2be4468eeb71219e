/** `embed-frame.js`: what embed.js adds inside a frame (decision 0129). */
import { postHeightToParent } from './frame-height.ts';

postHeightToParent();
