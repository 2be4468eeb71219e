/**
 * `@showroom/ui/console-sign-in`: a console's own sign-in form and gate hook, as an entry of their own so a
 * console's first screen loads only `@showroom/core/console-sign-in`, not all of `@showroom/core/account`
 * (decision 0102). `@showroom/ui/account` re-exports them.
 */
export {
  ConsoleSignInForm,
  type ConsoleSignInFormProps,
} from './console-sign-in/console-sign-in-form.tsx';
export { useIsConsoleUser } from './console-sign-in/use-console-user.ts';
