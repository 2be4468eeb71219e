/** Body fields that must never reach a log line: secrets, card data (PCI DSS forbids logging PAN or CVV), bank numbers. */
const SECRET_FIELDS = [
  'password',
  'password_confirmation',
  'current_password',
  'token',
  'access_token',
  'otp',
  'card_number',
  'cvv',
  'exp_date',
  'card_token',
  // A pro's bank details (/payout_setup): only the gateway sees them.
  'account_number',
  'routing_number',
];

/** The tokenize endpoint's card (its form's `card[number]` is parsed into `card.number`). */
const CARD_PATHS = ['card.number', 'card.cvc'];

const SECRET_HEADERS = ['authorization', 'authorizationai', 'cookie', 'idempotency-key'];

/**
 * pino redaction paths. Fastify's request serializer logs neither headers nor bodies, so this is the
 * second line: whatever a handler or plugin logs as `req`, `body`, `headers` or a nested object with
 * these keys comes out as "[redacted]".
 */
export const REDACTED_LOG_PATHS = [
  ...SECRET_HEADERS.flatMap((header) => [`req.headers["${header}"]`, `headers["${header}"]`]),
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`, `request.body.${field}`]),
  ...CARD_PATHS.flatMap((path) => [path, `*.${path}`, `req.body.${path}`, `request.body.${path}`]),
];
