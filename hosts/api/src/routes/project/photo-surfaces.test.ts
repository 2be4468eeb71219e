import { validationErrorSchema } from '@showroom/contract';
import {
  PHOTO_SURFACE_MESSAGES as M,
  type PhotoSurfaceInput,
  photoSurfacesResponseSchema,
  projectFileResponseSchema,
  ROOM_PHOTO_UPLOAD,
} from '@showroom/contract/projects';
import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { project_rooms } from '../../modules/carts/project-rooms-schema.ts';
import { projects } from '../../modules/carts/projects-schema.ts';
import { product_sizes, products } from '../../modules/catalog/catalog-schema.ts';
import { extraHomeownerEmail } from '../../testing/extra-homeowners.ts';
import { pngOf } from '../../testing/image-fixtures.ts';
import { multipartBody } from '../../testing/multipart-body.ts';
import { bearer, createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let owner: Record<string, string>;
let pro: Record<string, string>;
let other: Record<string, string>;
let projectId: number;
let photoId: string;
let chatFileId: string;
let product: { id: number; colours: { name: string }[]; sizeId: number };
let otherSizeId: number;

async function upload(url: string) {
  const body = multipartBody({}, [
    { name: ROOM_PHOTO_UPLOAD.field, fileName: 'room.png', type: 'image/png', bytes: await pngOf(800, 600) },
  ]);
  const answer = await t.app.inject({
    method: 'POST',
    url,
    headers: { ...owner, ...body.headers },
    payload: body.payload,
  });
  return projectFileResponseSchema.parse(answer.json()).data;
}

beforeAll(async () => {
  t = await createTestApp({ products: 20 });
  const ownerId = await t.userIdOf('homeowner@showroom.test');
  const proId = await t.userIdOf('contractor@showroom.test');
  owner = bearer(await t.tokenFor('homeowner@showroom.test'));
  pro = bearer(await t.tokenFor('contractor@showroom.test'));
  other = bearer(await t.tokenFor(await extraHomeownerEmail(t.db)));
  const [project] = await t.db
    .insert(projects)
    .values({ user_id: ownerId, showroom_id: proId, name: 'Kitchen', shared_with_pro_at: new Date() })
    .returning({ id: projects.id });
  projectId = project!.id;
  const [room] = await t.db
    .insert(project_rooms)
    .values({ project_id: projectId, name: 'Kitchen' })
    .returning({ id: project_rooms.id });
  photoId = (await upload(`/api/projects/${projectId}/rooms/${room!.id}/photos`)).id;
  chatFileId = (await upload(`/api/projects/${projectId}/files`)).id;
  const sized = await t.db
    .select({ id: products.id, colours: products.colours, sizeId: product_sizes.id })
    .from(products)
    .innerJoin(product_sizes, eq(product_sizes.product_id, products.id))
    .where(isNull(products.archived_at))
    .limit(40);
  const first = sized.find((row) => row.colours.length > 0)!;
  product = first;
  otherSizeId = sized.find((row) => row.id !== first.id)!.sizeId;
});
afterAll(() => t.close());

const url = (file = photoId, project = projectId) => `/api/projects/${project}/photos/${file}/surfaces`;

function floor(overrides: Partial<PhotoSurfaceInput> = {}): PhotoSurfaceInput {
  return {
    kind: 'floor',
    label: 'Floor',
    corners: [
      [100, 350],
      [700, 340],
      [790, 590],
      [20, 595],
    ],
    length_corners: [0, 1],
    length_inches: 144,
    product_id: product.id,
    size_id: product.sizeId,
    colour: product.colours[0]!.name,
    ...overrides,
  };
}

const put = (surfaces: PhotoSurfaceInput[], headers = owner, to = url()) =>
  t.app.inject({ method: 'PUT', url: to, headers, payload: { surfaces } });

async function errorsOf(surfaces: PhotoSurfaceInput[]) {
  const answer = await put(surfaces);
  expect(answer.statusCode).toBe(422);
  return validationErrorSchema.parse(answer.json()).errors;
}

describe('a room photo’s surfaces (decision 0114)', () => {
  it('saves several surfaces and gives them back in order with their product, size and colour', async () => {
    const wall = floor({
      kind: 'wall',
      label: 'Wall A',
      corners: [
        [100, 20],
        [700, 30],
        [700, 330],
        [100, 345],
      ],
      length_corners: [1, 2],
      length_inches: 96,
      size_id: null,
      colour: null,
    });
    const saved = await put([floor(), wall]);
    expect(saved.statusCode).toBe(200);
    const body = photoSurfacesResponseSchema.parse(saved.json());
    expect(body.message).toBe(M.saved);
    const read = photoSurfacesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: url(), headers: owner })).json(),
    );
    expect(read.data.width).toBe(800);
    expect(read.data.surfaces.map((s) => [s.label, s.kind, s.length_inches, s.length_corners])).toEqual([
      ['Floor', 'floor', 144, [0, 1]],
      ['Wall A', 'wall', 96, [1, 2]],
    ]);
    const [first] = read.data.surfaces;
    expect(first?.corners[2]).toEqual([790, 590]);
    expect(first?.product.id).toBe(product.id);
    expect(first?.size?.id).toBe(product.sizeId);
    expect(first?.colour?.name).toBe(product.colours[0]!.name);
  });

  it('lets the shared pro edit too, replacing the whole set', async () => {
    expect((await put([floor({ label: 'Pro floor' })], pro)).statusCode).toBe(200);
    const read = photoSurfacesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: url(), headers: owner })).json(),
    );
    expect(read.data.surfaces.map((s) => s.label)).toEqual(['Pro floor']);
  });

  it('answers 422 under the field for corners outside the photo, a crossing or dented quad, a length ≤ 0', async () => {
    expect(
      await errorsOf([
        floor({
          corners: [
            [100, 350],
            [900, 340],
            [790, 590],
            [20, 595],
          ],
        }),
      ]),
    ).toEqual({
      'surfaces.0.corners': [M.outsidePhoto],
    });
    // Corners 2 and 3 swapped: the sides cross (a bow tie).
    const crossing = await errorsOf([
      floor({
        corners: [
          [100, 350],
          [700, 340],
          [20, 595],
          [790, 590],
        ],
      }),
    ]);
    expect(crossing['surfaces.0.corners']).toEqual([M.notConvex]);
    const dented = await errorsOf([
      floor({
        corners: [
          [100, 350],
          [700, 340],
          [300, 400],
          [20, 595],
        ],
      }),
    ]);
    expect(dented['surfaces.0.corners']).toEqual([M.notConvex]);
    expect((await errorsOf([floor({ length_inches: 0 })]))['surfaces.0.length_inches']).toEqual([
      M.lengthPositive,
    ]);
    expect((await errorsOf([floor({ length_inches: -3 })]))['surfaces.0.length_inches']).toEqual([
      M.lengthPositive,
    ]);
    expect((await errorsOf([floor({ length_corners: [0, 2] })]))['surfaces.0.length_corners']).toEqual([
      M.lengthCornersInvalid,
    ]);
    expect((await errorsOf([floor(), floor({ size_id: otherSizeId })]))['surfaces.1.size_id']).toEqual([
      M.sizeMissing,
    ]);
    expect((await errorsOf([floor({ colour: 'Not a colour' })]))['surfaces.0.colour']).toEqual([
      M.colourMissing,
    ]);
    expect((await errorsOf([floor({ product_id: 2_000_000 })]))['surfaces.0.product_id']).toEqual([
      M.productMissing,
    ]);
    // Nothing refused changed what was saved.
    const read = photoSurfacesResponseSchema.parse(
      (await t.app.inject({ method: 'GET', url: url(), headers: owner })).json(),
    );
    expect(read.data.surfaces.map((s) => s.label)).toEqual(['Pro floor']);
  });

  it('gives strangers 404 Project not found, and a chat file or an unknown photo 404 File not found', async () => {
    for (const answer of [
      await t.app.inject({ method: 'GET', url: url(), headers: other }),
      await put([floor()], other),
    ]) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ message: 'Project not found.' });
    }
    const chat = await put([floor()], owner, url(chatFileId));
    expect(chat.statusCode).toBe(404);
    const gone = await t.app.inject({
      method: 'GET',
      url: url('00000000-0000-0000-0000-000000000000'),
      headers: owner,
    });
    expect(gone.json()).toEqual({ message: 'File not found.' });
  });

  it('removing the photo removes its surfaces; an archived product is no longer laid', async () => {
    await t.db
      .update(products)
      .set({ archived_at: new Date() })
      .where(and(eq(products.id, product.id)));
    expect((await errorsOf([floor()]))['surfaces.0.product_id']).toEqual([M.productMissing]);
    await t.db.update(products).set({ archived_at: null }).where(eq(products.id, product.id));
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/projects/${projectId}/files/${photoId}`,
      headers: owner,
    });
    expect(removed.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: url(), headers: owner })).statusCode).toBe(404);
  });
});
