/**
 * `@showroom/ui/account`: React bindings of `@showroom/core/account`, as a separate entry so widgets
 * without accounts do not pull that in.
 */

export {
  ConsoleSignInForm,
  type ConsoleSignInFormProps,
  useIsConsoleUser,
} from '@showroom/ui/console-sign-in';
export { useChatUnread } from './bindings/use-chat-unread.ts';
export { useNotifications } from './bindings/use-notifications.ts';
export { SignInSlot, type SignInSlotProps } from './sign-in-slot/sign-in-slot.tsx';
