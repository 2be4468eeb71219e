/**
 * What a screen or an embedded element says when its remote's code could not be loaded (network,
 * deploy in progress, the spec's 120 s time-out, §8). The shell's error boundary and embed.js show
 * the same words; embed.js takes only these two texts, not the shell's or the widgets' catalogues.
 */
export const REMOTE_LOAD_MESSAGES = {
  failed: 'This part of the showroom could not be loaded.',
  retry: 'Try again',
} as const;
