/**
 * `@showroom/ui/account`: React bindings of `@showroom/core/account`, as a separate entry so widgets
 * without accounts do not pull that in.
 */
export { useNotifications } from './bindings/use-notifications.ts';
export {
  ConsoleSignInForm,
  type ConsoleSignInFormProps,
} from './console-sign-in/console-sign-in-form.tsx';
export { useIsConsoleUser } from './console-sign-in/use-console-user.ts';
export { SignInSlot, type SignInSlotProps } from './sign-in-slot/sign-in-slot.tsx';
