import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MESSAGES, messageEnvelopeSchema, validationErrorSchema } from '@showroom/contract';
import { LEAD_FORM, LEAD_MESSAGES, LEAD_UPLOAD, LEAD_UPLOAD_MESSAGES } from '@showroom/contract/lead';
import { desc, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploadsDirFor } from '../../modules/leads/lead-files.ts';
import { sample_requests } from '../../modules/leads/sample-requests-schema.ts';
import { shop_profiles } from '../../modules/showrooms/showrooms-schema.ts';
import { RATE_LIMITS } from '../../providers/rate-limits/rate-limits.ts';
import { clientAddresses } from '../../testing/client-addresses.ts';
import {
  PHP_PAYLOAD,
  pngOf,
  pngPhpPolyglot,
  SVG_WITH_SCRIPT,
  SVG_WITH_XXE,
  svgOf,
} from '../../testing/image-fixtures.ts';
import { multipartBody, type UploadPart } from '../../testing/multipart-body.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let PNG: Buffer;
beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  PNG = await pngOf(120, 100);
});
afterAll(async () => {
  await t.close();
  // Uploads of this test process went to a temporary folder (no DATA_DIR in tests).
  await rm(uploadsDirFor(undefined), { recursive: true, force: true });
});

const freshIp = clientAddresses(44);

const SVG = svgOf(LEAD_UPLOAD.minWidth, LEAD_UPLOAD.minHeight);

/** Every file under the uploads folder (stored and still incoming), relative to it. */
const filesOnDisk = async () =>
  (await readdir(uploadsDirFor(undefined), { recursive: true, withFileTypes: true }))
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();

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
    // Re-encoded: the same picture, SVG rasterised to PNG.
    const stored = await Promise.all(
      lead!.file_paths.map((path) => sharp(join(uploadsDirFor(undefined), path)).metadata()),
    );
    expect(stored.map(({ format, width, height }) => ({ format, width, height }))).toEqual([
      { format: 'png', width: 120, height: 100 },
      { format: 'png', width: LEAD_UPLOAD.minWidth, height: LEAD_UPLOAD.minHeight },
    ]);
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
    ['an SVG with a script', { fileName: 'x.svg', type: 'image/svg+xml', bytes: SVG_WITH_SCRIPT }],
    ['an SVG with an XXE entity', { fileName: 'x.svg', type: 'image/svg+xml', bytes: SVG_WITH_XXE }],
  ])('refuses %s with the type message and stores nothing', async (_name, file) => {
    const before = (await newestLead())?.id;
    const response = await send(goodLead(), [{ fileName: 'ok.png', type: 'image/png', bytes: PNG }, file]);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      'files.1': [LEAD_UPLOAD_MESSAGES.type('files.1')],
    });
    expect((await newestLead())?.id).toBe(before);
  });

  it('refuses an image below the minimum size with the spec’s message', async () => {
    const small = await pngOf(LEAD_UPLOAD.minWidth - 1, LEAD_UPLOAD.minHeight);
    const response = await send(goodLead(), [{ fileName: 'icon.png', type: 'image/png', bytes: small }]);
    expect(response.statusCode).toBe(422);
    expect(validationErrorSchema.parse(response.json()).errors).toEqual({
      'files.0': [
        `The files.0 field must be Minimum ${LEAD_UPLOAD.minWidth} X ${LEAD_UPLOAD.minHeight} pixels.`,
      ],
    });
  });

  it('stores only the pixels of a PNG that is also a PHP script', async () => {
    const polyglot = await pngPhpPolyglot();
    const response = await send(goodLead(), [{ fileName: 'shell.png', type: 'image/png', bytes: polyglot }]);
    expect(response.statusCode).toBe(200);
    const stored = await readFile(join(uploadsDirFor(undefined), (await newestLead())!.file_paths[0]!));
    expect(stored.includes(PHP_PAYLOAD)).toBe(false);
    expect(stored.includes('<?php')).toBe(false);
  });

  it('answers 400 for multipart without a boundary', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/sample_request',
      payload: 'full_name=x',
      headers: { 'content-type': 'multipart/form-data' },
      remoteAddress: freshIp(),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: LEAD_UPLOAD_MESSAGES.malformed });
  });

  it('leaves no file on disk when a lead is refused', async () => {
    const before = await filesOnDisk();
    const good = { fileName: 'ok.png', type: 'image/png', bytes: PNG };
    expect((await send(goodLead({ email: 'nope' }), [good])).statusCode).toBe(422);
    expect((await send(goodLead(), [good, { ...good, fileName: 'x.pdf' }])).statusCode).toBe(422);
    expect((await send(goodLead(), [good, good, good, good])).statusCode).toBe(422);
    const big = { ...good, bytes: Buffer.concat([PNG, Buffer.alloc(LEAD_UPLOAD.maxBytes)]) };
    expect((await send(goodLead(), [good, big])).statusCode).toBe(422);
    expect(await filesOnDisk()).toEqual(before);
  });

  it('leaves no file on disk when the lead cannot be saved', async () => {
    // The database refuses this one name, as it might refuse any write (a lost connection, a full disk).
    await t.db.execute(
      sql`alter table sample_requests add constraint refuse_test_lead check (full_name <> 'Refused Lead')`,
    );
    try {
      const before = await filesOnDisk();
      const response = await send(goodLead({ full_name: 'Refused Lead' }), [
        { fileName: 'ok.png', type: 'image/png', bytes: PNG },
      ]);
      expect(response.statusCode).toBe(500);
      expect(await filesOnDisk()).toEqual(before);
    } finally {
      await t.db.execute(sql`alter table sample_requests drop constraint refuse_test_lead`);
    }
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
