/** The pros' sign-up, approval and console texts (issue #23), written once. */
export const PRO_MESSAGES = {
  registered:
    'Thanks for signing up. We review every pro within 24 hours and will e-mail you when your showroom is ready. Please verify your e-mail address meanwhile.',
  approved: 'The pro is approved and their showroom is open.',
  notPending: 'This account is not waiting for approval.',
  proNotFound: 'No such pro.',
  approvalMailSubject: 'Your showroom is ready',
  originAdded: 'Site added. Widgets on it work within a few seconds.',
  originRemoved: 'Site removed.',
  originInvalid: 'Enter your site’s address, such as https://www.example.com.',
  originTaken: 'This site is already registered.',
  originPlatform: 'The platform’s own address needs no registering.',
  originLimit: 'You can register at most {max} sites. Remove one you no longer use first.',
  originNotFound: 'This site is not registered.',
  showroomSaved: 'Your showroom is saved. Your widgets and your shop show it within a few seconds.',
  leadStatusSaved: 'Lead marked {status}.',
  leadsEmpty:
    'No leads yet. Requests from your lead form and homeowners who register in your showroom show here.',
  ordersEmpty: 'No orders yet. Orders placed in your showroom show here.',
  ordersNoMatch: 'No order matches these filters.',
} as const;
