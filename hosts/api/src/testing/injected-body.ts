import type { LightMyRequestResponse } from 'fastify';

/**
 * The body of an `app.inject` answer sent with `payloadAsStream` (how the suites call a stream such
 * as `GET /api/events`, which never ends by itself): a refusal or an error is read to its end; an
 * opened stream is let go at once (its text is not what these suites check), and the app's close
 * ends it on the server.
 */
export async function injectedBody(response: LightMyRequestResponse): Promise<string> {
  const stream = response.stream();
  if (response.statusCode === 200) {
    stream.destroy();
    return '';
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
