/** The rule lives once in the contract, beside the branding rule that reads it. */
export { isSubscriptionActive } from '@showroom/contract';
