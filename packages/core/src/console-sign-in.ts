/**
 * `@showroom/core/console-sign-in`: a console's sign-in alone, as an entry (and federation share key) of its
 * own, so a console's first screen loads it without the rest of `@showroom/core/account` (notifications with
 * their live events, registration, social sign-in); decision 0102. `@showroom/core/account` re-exports it.
 */
export { type ConsoleSignInOptions, signInToConsole } from './auth/console-sign-in.ts';
