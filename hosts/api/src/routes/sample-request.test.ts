import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES, messageEnvelopeSchema, validationErrorSchema } from '@showroom/contract';
import { LEAD_FORM, LEAD_MESSAGES, LEAD_UPLOAD, LEAD_UPLOAD_MESSAGES } from '@showroom/contract/lead';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample_requests, shop_profiles } from '../db/schema.ts';
import { uploadsDirFor } from '../services/leads/lead-files.ts';
import { RATE_LIMITS } from '../services/rate-limits/rate-limits.ts';
import { clientAddresses } from '../testing/client-addresses.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
});
afterAll(async () => {
  await t.close();
  // Uploads of this test process went to a temporary folder (no DATA_DIR in tests).
  await rm(uploadsDirFor(undefined), { recursive: true, force: true });
});

const freshIp = clientAddresses(44);

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
const SVG = Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"></svg>');

interface UploadPart {
  name?: string;
  fileName: string;
  type: string;
  bytes: Buffer;
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipartBody(fields: Record<string, string>, files: UploadPart[] = []) {
  const boundary = '----showroom-test-boundary';
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.name ?? 'files[]'}"; filename="${file.fileName}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const goodLead = (overrides: Record<string, string> = {}) => ({
  full_name: 'Dana Homeowner',
  email: 'Dana@Example.com',
  phone_number: '(555) 123-4567',
  action: LEAD_FORM.action,
  lead_type: LEAD_FORM.leadType,
  ...overrides,
});

const send = (fields: Record<string, string>, files: UploadPart[] = [], remoteAddress = freshIp()) =>
  t.app.inject({
    method: 'POST',
    url: '/api/sample_request',
    remoteAddress,
    ...multipartBody(fields, files),
  });

const newestLead = async () =>
  (await t.db.select().from(sample_requests).orderBy(desc(sample_requests.id)).limit(1))[0];

describe('POST /api/sample_request', () => {
  it('stores a lead with its showroom and files and answers success with the message', async () => {
    const [showroom] = await t.db.select().from(shop_profiles).limit(1);
    const response = await send(goodLead({ shop_profile_id: showroom!.vsd_id.toLowerCase() }), [
      { fileName: 'kitchen.PNG', type: 'image/png', bytes: PNG },
      { fileName: 'plan.svg', type: 'image/svg+xml', bytes: SVG },
    ]);
    expect(response.statusCode).toBe(200);
    expect(messageEnvelopeSchema.parse(response.json())).toEqual({
      success: true,
      message: LEAD_MESSAGES.success,
    });

    const lead = await newestLead();
    expect(lead).toMatchObject({
      full_name: 'Dana Homeowner',
      email: 'dana@example.com',
      action: LEAD_FORM.action,
      lead_type: LEAD_FORM.leadType,
      shop_profile_id: showroom!.user_id,
    });
    expect(lead!.client_ip).toMatch(/^10\.44\.0\./);
    expect(lead!.file_paths).toHaveLength(2);
    const stored = await readFile(join(uploadsDirFor(undefined), lead!.file_paths[0]!));
    expect(stored.equals(PNG)).toBe(true);
    // Random names: the visitor's file name never reaches the disk.
    expect(lead!.file_paths.join()).not.toContain('kitchen');
  });

  it('accepts the pro by user id, no showroom at all, and a JSON body', async () => {
    const [showroom] = await t.db.select().from(shop_profiles).limit(1);
    expect((await send(goodLead({ shop_profile_id: String(showroom!.user_id) }))).statusCode).toBe(200);
    expect((await newestLead())!.shop_profile_id).toBe(showroom!.user_id);

    expect((await send(goodLead({ shop_profile_id: '' }))).statusCode).toBe(200);
    expect((await newestLead())!.shop_profile_id).toBeNull();

    const json = await t.app.inject({
      method: 'POST',
      url: '/api/sample_request',
      payload: goodLead(),
      remoteAddress: freshIp(),
    });
    expect(json.statusCode).toBe(200);
  });

  it.each([
    ['full_name', { full_name: '' }, 'The full name field is required.'],
    [
      'full_name',
      { full_name: 'x'.repeat(256) },
      'The full name field must not be greater than 255 characters.',
    ],
    ['email', { email: '' }, 'The email field is required.'],
    ['email', { email: 'not-an-email' }, 'The email field must be a valid email address.'],
    ['phone_number', { phone_number: '   ' }, 'The phone number field is required.'],
    ['action', { action: 'other' }, LEAD_MESSAGES.invalidAction],
    ['lead_type', { lead_type: 'Newsletter' }, LEAD_MESSAGES.invalidLeadType],
    ['shop_profile_id', { shop_profile_id: 'NOSUCH99' }, LEAD_MESSAGES.invalidShowroom],
  ])('answers 422 for a bad %s', async (field, overrides, message) => {
    const before = (await newestLead())?.id;
    const response = await send(goodLead(overrides));
    expect(response.statusCode).toBe(422);
    const body = validationErrorSchema.parse(response.json());
    expect(body.message).toBe(MESSAGES.invalidGiven);
    // Clients show the first message only (spec §5).
    expect(body.errors[field]?.[0]).toBe(message);
    expect((await newestLead())?.id).toBe(before);
  });

  it('reports every missing field at once', async () => {
    const response = await send({ action: LEAD_FORM.action, lead_type: LEAD_FORM.leadType });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(validationErrorSchema.parse(response.json()).errors).sort()).toEqual([
      'email',
      'full_name',
      'phone_number',
    ]);
  });

  it.each([
    ['a PDF', { fileName: 'quote.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.7') }],
    ['a script named .png', { fileName: 'evil.png', type: 'image/png', bytes: Buffer.from('#!/bin/sh\n') }],
    ['an SVG without <svg>', { fileName: 'x.svg', type: 'image/svg+xml', bytes: Buffer.from('hello') }],
  ])('refuses %s with the type message and stores nothing', async (_name, file) => {
    const before = (await newestLead())?.id;
    const response = await send(goodLead(), [{ fileName: 'ok.png', type: 'image/png', bytes: PNG }, file]);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      'files.1': [LEAD_UPLOAD_MESSAGES.type('files.1')],
    });
    expect((await newestLead())?.id).toBe(before);
  });

  it('refuses a file over 5 MB with the size message', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(LEAD_UPLOAD.maxBytes)]);
    const response = await send(goodLead(), [{ fileName: 'big.png', type: 'image/png', bytes: big }]);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      'files.0': [LEAD_UPLOAD_MESSAGES.size('files.0')],
    });
  });

  it('refuses more than 3 files with the count message', async () => {
    const file = { fileName: 'a.png', type: 'image/png', bytes: PNG };
    const response = await send(goodLead(), [file, file, file, file]);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      files: [LEAD_UPLOAD_MESSAGES.count],
    });
  });

  it('answers 415 for a body that is neither multipart nor JSON', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sample_request',
      payload: 'full_name=x',
      headers: { 'content-type': 'text/plain' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(415);
  });

  it('rate-limits one address and leaves others alone', async () => {
    const ip = freshIp();
    for (let i = 0; i < RATE_LIMITS.leadsPerIp.max; i++) {
      expect((await send(goodLead({ full_name: `Lead ${i}` }), [], ip)).statusCode).toBe(200);
    }
    const limited = await send(goodLead(), [], ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ message: MESSAGES.tooManyRequests });
    expect(limited.headers['retry-after']).toBeDefined();
    expect((await send(goodLead())).statusCode).toBe(200);

    t.clock.advance(RATE_LIMITS.leadsPerIp.windowMs + 1);
    expect((await send(goodLead(), [], ip)).statusCode).toBe(200);
    expect(await t.db.$count(sample_requests, eq(sample_requests.client_ip, ip))).toBe(
      RATE_LIMITS.leadsPerIp.max + 1,
    );
  });
});
