/** The demo showroom the stories and the API stub share: the contract's test fixtures. */
export { DEMO_MATCH, DEMO_PROFILE, DEMO_SHOWROOM_ID } from '@showroom/contract/testing';
