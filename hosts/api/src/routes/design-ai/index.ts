import { audienceRoutes } from '../route-options.ts';
import { aiAccountRoutes } from './ai-accounts.ts';
import { aiCreditRoutes } from './ai-credits.ts';
import { aiDesignRoutes } from './ai-designs.ts';
import { aiPhotoRoutes } from './ai-photos.ts';

/**
 * AI design (issue #26, decision 0110): signed in with `AuthorizationAI`, AI design's own accounts.
 * `aiAccount` unless a route says otherwise (sign-in, the verify link and the photo link are public).
 */
export const designAiRoutes = audienceRoutes('aiAccount', [
  aiAccountRoutes,
  aiCreditRoutes,
  aiPhotoRoutes,
  aiDesignRoutes,
]);
