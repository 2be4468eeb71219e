import { validationErrorSchema } from '@showroom/contract';
import {
  CHAT_FILE_MESSAGES,
  FILE_LINK_SECONDS,
  PROJECT_FILE_MESSAGES as M,
  PROJECT_PAGE_MESSAGES,
  type ProjectFile,
  projectFileResponseSchema,
  projectFilesResponseSchema,
  ROOM_PHOTO_MESSAGES,
  ROOM_PHOTO_UPLOAD,
} from '@showroom/contract/projects';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project_rooms } from '../../modules/carts/project-rooms-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { project_designers } from '../../modules/project-access/index.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import {
  bmpOf,
  jpegOf,
  pngBomb,
  pngOf,
  pngPhpPolyglot,
  SVG_WITH_SCRIPT,
  svgOf,
} from '../../testing/image-fixtures.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const who: Record<'owner' | 'pro' | 'designer' | 'other' | 'otherPro' | 'vendor', Record<string, string>> = {
  owner: {},
  pro: {},
  designer: {},
  other: {},
  otherPro: {},
  vendor: {},
};
let projectId: number;
let roomId: number;
let otherRoomId: number;

beforeAll(async () => {
  t = await createTestApp({ products: 0 });
  const owner = await t.userIdOf('homeowner@showroom.test');
  const pro = await t.userIdOf('contractor@showroom.test');
  who.owner = bearer(await t.tokenFor('homeowner@showroom.test'));
  who.pro = bearer(await t.tokenFor('contractor@showroom.test'));
  who.designer = bearer(await t.tokenFor('designer@showroom.test'));
  who.other = bearer(await t.tokenFor(await extraHomeownerEmail(t.db)));
  who.otherPro = bearer(await t.tokenFor('buildr42@pros.showroom.test'));
  who.vendor = bearer(await t.tokenFor('vendor@showroom.test'));
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: owner, showroom_id: pro, name: 'Kitchen', shared_with_pro_at: new Date() })
    .returning({ id: projects.id });
  projectId = project!.id;
  const [other] = await t.db
    .insert(projects)
    .values({ user_id: owner, showroom_id: pro, name: 'Bath' })
    .returning({ id: projects.id });
  const rooms = await t.db
    .insert(project_rooms)
    .values([
      { project_id: projectId, name: 'Kitchen' },
      { project_id: other!.id, name: 'Bath' },
    ])
    .returning({ id: project_rooms.id });
  roomId = rooms[0]!.id;
  otherRoomId = rooms[1]!.id;
});
afterAll(() => t.close());

const photosUrl = (room = roomId, project = projectId) => `/api/projects/${project}/rooms/${room}/photos`;

function send(url: string, bytes: Buffer, fileName: string, headers = who.owner, type = 'image/png') {
  const body = multipartBody({}, [{ name: ROOM_PHOTO_UPLOAD.field, fileName, type, bytes }]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const addPhoto = (bytes: Buffer, fileName = 'room.png', headers = who.owner) =>
  send(photosUrl(), bytes, fileName, headers);

const fileOf = (response: { json(): unknown }) => projectFileResponseSchema.parse(response.json()).data;
const refusal = (response: { json(): unknown }) =>
  validationErrorSchema.parse(response.json()).errors[ROOM_PHOTO_UPLOAD.field];
const open = (url: string) => t.app.inject({ method: 'GET', url: `/api/${url}` });

describe("a project's room photos", () => {
  it('keeps a JPEG as webp thumbnails of 400 and 1200 pixels, without its EXIF and GPS', async () => {
    const withGps = await sharp(await jpegOf(1600, 1200))
      .withExif({
        IFD0: { Copyright: 'Home of the Smiths' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 30/1 0/1' },
      })
      .jpeg()
      .toBuffer();
    const metadata = await sharp(withGps).metadata();
    expect(metadata.exif?.toString('latin1')).toContain('Home of the Smiths');
    const response = await addPhoto(withGps, 'kitchen.jpg');
    expect(response.statusCode, response.body).toBe(201);
    const photo = fileOf(response);
    expect(photo).toMatchObject({ kind: 'photo', name: 'kitchen.jpg', width: 1600, height: 1200 });
    for (const [url, width] of [
      [photo.thumb_url!, 400],
      [photo.url, 1200],
    ] as const) {
      const file = await open(url);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      const served = await sharp(file.rawPayload).metadata();
      expect(served).toMatchObject({ format: 'webp', width });
      expect(served.exif).toBeUndefined();
      expect(file.rawPayload.toString('latin1')).not.toMatch(/Smiths|GPS/);
    }
  });

  it('lists the room photos, oldest first, with fresh links, to every participant', async () => {
    await addPhoto(await pngOf(800, 600), 'second.png');
    const listed = await t.app.inject({ method: 'GET', url: photosUrl(), headers: who.designer });
    expect(listed.statusCode).toBe(404);
    await t.db.insert(project_designers).values({
      project_id: projectId,
      designer_id: await t.userIdOf('designer@showroom.test'),
    });
    for (const headers of [who.owner, who.pro, who.designer]) {
      const response = await t.app.inject({ method: 'GET', url: photosUrl(), headers });
      expect(response.statusCode).toBe(200);
      const photos = projectFilesResponseSchema.parse(response.json()).data;
      expect(photos.map((photo) => photo.name)).toEqual(['kitchen.jpg', 'second.png']);
      expect((await open(photos[1]!.thumb_url!)).statusCode).toBe(200);
    }
  });

  it('takes BMP, GIF and a clean SVG (rasterised), and a photo a pro adds', async () => {
    for (const [bytes, name, headers] of [
      [bmpOf(700, 500, [10, 120, 200]), 'plan.bmp', who.owner],
      [
        await sharp(await pngOf(700, 500))
          .gif()
          .toBuffer(),
        'anim.gif',
        who.owner,
      ],
      [svgOf(900, 600), 'drawing.svg', who.pro],
    ] as const) {
      const response = await addPhoto(bytes, name, headers);
      expect(response.statusCode, `${name}: ${response.body}`).toBe(201);
      expect(fileOf(response).kind).toBe('photo');
    }
  });

  it('refuses each bad upload with 422 on `file` naming the reason', async () => {
    const bomb = pngBomb(8000, 8000);
    expect(bomb.length).toBeLessThan(100_000);
    const cases: [string, Buffer, string, string][] = [
      ['too small (spec §5 V2)', await pngOf(600, 400), 'small.png', ROOM_PHOTO_MESSAGES.dimensions],
      ['a decompression bomb', bomb, 'bomb.png', ROOM_PHOTO_MESSAGES.tooLarge],
      ['a PNG/PHP polyglot', await pngPhpPolyglot(800, 800), 'poly.png', ROOM_PHOTO_MESSAGES.unsafe],
      ['an SVG with a script', SVG_WITH_SCRIPT, 'evil.svg', ROOM_PHOTO_MESSAGES.unsafe],
      [
        'an SVG with an external reference',
        svgOf(900, 600, '<image href="file:///etc/passwd" width="10" height="10"/>'),
        'ref.svg',
        ROOM_PHOTO_MESSAGES.unsafe,
      ],
      ['a JPEG renamed .png', await jpegOf(800, 600), 'renamed.png', ROOM_PHOTO_MESSAGES.renamed],
      ['a PDF renamed .jpg', Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.jpg', ROOM_PHOTO_MESSAGES.renamed],
      ['a text file', Buffer.from('hello'), 'notes.txt', ROOM_PHOTO_MESSAGES.type],
      ['a PDF (chat only)', Buffer.from('%PDF-1.4\n%%EOF\n'), 'doc.pdf', ROOM_PHOTO_MESSAGES.type],
      ['a truncated PNG', (await pngOf(800, 600)).subarray(0, 60), 'cut.png', ROOM_PHOTO_MESSAGES.type],
      [
        'a file over the size limit',
        Buffer.alloc(ROOM_PHOTO_UPLOAD.maxBytes + 1),
        'huge.png',
        ROOM_PHOTO_MESSAGES.size,
      ],
    ];
    for (const [label, bytes, name, message] of cases) {
      const response = await addPhoto(bytes, name);
      expect(response.statusCode, label).toBe(422);
      expect(refusal(response), label).toEqual([message]);
    }
  });

  it('answers 404 for a room of another project, before reading the upload', async () => {
    const response = await send(photosUrl(otherRoomId), await pngOf(800, 600), 'room.png');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: PROJECT_PAGE_MESSAGES.roomNotFound });
  });
});

describe('who reaches a project’s files', () => {
  it('answers another homeowner, another pro and a vendor 404 Project not found, as for no project', async () => {
    const [photo] = projectFilesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: photosUrl(), headers: who.owner })).json(),
    ).data;
    for (const headers of [who.other, who.otherPro, who.vendor]) {
      for (const response of [
        await t.app.inject({ method: 'GET', url: photosUrl(), headers }),
        await addPhoto(await pngOf(800, 600), 'intruder.png', headers),
        await t.app.inject({
          method: 'DELETE',
          url: `/api/projects/${projectId}/files/${photo!.id}`,
          headers,
        }),
        await t.app.inject({ method: 'GET', url: photosUrl(roomId, 2_000_000_000), headers: who.owner }),
      ]) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Project not found.' });
      }
    }
  });
});

describe('signed links', () => {
  let photo: ProjectFile;
  beforeAll(async () => {
    photo = fileOf(await addPhoto(await pngOf(900, 700), 'linked.png'));
  });

  it('refuse a tampered link: another file, viewer, expiry or signature', async () => {
    const url = new URL(photo.url, 'http://x/');
    const tampered = [
      ['u', '1'],
      ['e', String(Number(url.searchParams.get('e')) + 3600)],
      ['v', 'thumb'],
      ['s', '0'.repeat(64)],
    ];
    for (const [name, value] of tampered) {
      const changed = new URL(url);
      changed.searchParams.set(name!, value!);
      const response = await open(`${changed.pathname.slice(1)}${changed.search}`);
      expect(response.statusCode, name).toBe(404);
      expect(response.rawPayload.length).toBeLessThan(200);
    }
    const [other] = await t.app
      .inject({ method: 'GET', url: photosUrl(), headers: who.owner })
      .then((r) => projectFilesResponseSchema.parse(r.json()).data);
    expect((await open(photo.url.replace(photo.id, other!.id))).statusCode).toBe(404);
    expect((await open(photo.url)).statusCode).toBe(200);
  });

  it(`stop opening after ${FILE_LINK_SECONDS / 60} minutes`, async () => {
    // A link signed now: the test clock is real time plus its offset, so the seconds the tests before took
    // on a busy machine count too; 30 s of margin either side of the expiry.
    const [fresh] = await t.app
      .inject({ method: 'GET', url: photosUrl(), headers: who.owner })
      .then((r) => projectFilesResponseSchema.parse(r.json()).data);
    t.clock.advance((FILE_LINK_SECONDS - 30) * 1000);
    expect((await open(fresh!.url)).statusCode).toBe(200);
    t.clock.advance(60_000);
    const expired = await open(fresh!.url);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toEqual({ message: M.linkExpired });
  });

  it('stop opening for a viewer who no longer takes part (the pro once unshared)', async () => {
    const list = await t.app.inject({ method: 'GET', url: photosUrl(), headers: who.pro });
    const [first] = projectFilesResponseSchema.parse(list.json()).data;
    expect((await open(first!.url)).statusCode).toBe(200);
    await t.db.update(projects).set({ shared_with_pro_at: null }).where(eq(projects.id, projectId));
    expect((await open(first!.url)).statusCode).toBe(404);
    await t.db.update(projects).set({ shared_with_pro_at: new Date() }).where(eq(projects.id, projectId));
  });
});

describe('chat files and removal', () => {
  const chatUrl = () => `/api/projects/${projectId}/files`;
  const pdf = Buffer.from(
    '%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  );

  it('keeps a PDF as a download, and a small photo, unattached to any message', async () => {
    const response = await send(chatUrl(), pdf, 'quote.pdf', who.pro, 'application/pdf');
    expect(response.statusCode, response.body).toBe(201);
    const file = fileOf(response);
    expect(file).toMatchObject({ kind: 'pdf', room_id: null, message_id: null, thumb_url: null });
    const download = await open(file.url);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="quote.pdf"');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const small = await send(chatUrl(), await pngOf(200, 150), 'detail.png', who.designer);
    expect(small.statusCode, small.body).toBe(201);
  });

  it('refuses a PDF with a script, or with something appended after its end', async () => {
    for (const bytes of [
      Buffer.from('%PDF-1.7\n1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>\n%%EOF\n'),
      Buffer.concat([pdf, Buffer.from('<?php echo 1; ?>')]),
    ]) {
      const response = await send(chatUrl(), bytes, 'bad.pdf', who.owner, 'application/pdf');
      expect(response.statusCode).toBe(422);
      expect(refusal(response)).toEqual([CHAT_FILE_MESSAGES.unsafe]);
    }
  });

  it("lets the uploader or the owner remove a file, and nobody else's", async () => {
    const byPro = fileOf(await addPhoto(await pngOf(800, 600), 'pro.png', who.pro));
    const byOwner = fileOf(await addPhoto(await pngOf(800, 600), 'mine.png', who.owner));
    const remove = (id: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'DELETE', url: `/api/projects/${projectId}/files/${id}`, headers });
    const refused = await remove(byOwner.id, who.pro);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: M.notYours });
    expect((await remove(byPro.id, who.pro)).json()).toEqual({ success: true, message: M.removed });
    expect((await remove(byOwner.id, who.owner)).statusCode).toBe(200);
    expect((await remove(byOwner.id, who.owner)).statusCode).toBe(404);
    expect((await open(byOwner.url)).statusCode).toBe(404);
  });
});
