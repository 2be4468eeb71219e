/**
 * Session hand-off: a homeowner signed in inside an embed on a pro's site (that site's storage) goes
 * on to the platform's own pages still signed in. The embed asks for a one-time code and adds it to
 * the address as `?handoff=`; the shell trades it for a session of its own and drops it from the
 * address. The code works once, for a minute, and is not the session token.
 */
export const SESSION_HANDOFF = { param: 'handoff', ttlSeconds: 60 } as const;
