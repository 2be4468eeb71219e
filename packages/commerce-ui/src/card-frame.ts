/**
 * `@showroom/commerce-ui/card-frame`: the card fields in the platform's card frame, for checkout and
 * registration step 3. Its own entry (and federation share key) so only screens taking a card load it.
 */
export {
  CardFrame,
  type CardFrameHandle,
  type CardFrameProps,
  payFrameUrl,
} from './card-frame/card-frame.tsx';
export { type CardFrameState, FrameChannel } from './card-frame/frame-channel.ts';
