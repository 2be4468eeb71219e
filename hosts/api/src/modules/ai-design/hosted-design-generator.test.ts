import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AI_DESIGN_MESSAGES } from '@showroom/contract/design-ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DesignBrief, DesignGenerator, GeneratedDesigns } from './design-generator.ts';
import { hostedDesignGenerator } from './hosted-design-generator.ts';

/** What the fake image model does with the next call. */
let behaviour: 'draw' | 'fail' | 'garbage' | 'hang' = 'draw';
const received: { authorization: string | undefined; body: unknown }[] = [];

const readBody = (request: IncomingMessage) =>
  new Promise<string>((resolve) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => resolve(text));
  });

let server: Server;
let url: string;
beforeAll(async () => {
  server = createServer(async (request, response) => {
    received.push({
      authorization: request.headers.authorization,
      body: JSON.parse(await readBody(request)),
    });
    if (behaviour === 'hang') return;
    if (behaviour === 'fail') return response.writeHead(503).end('busy');
    response.writeHead(200, { 'content-type': 'application/json' });
    if (behaviour === 'garbage') return response.end('{"pictures":true}');
    response.end(JSON.stringify({ images: [1, 2, 3].map((n) => `https://images.example/render-${n}.webp`) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/render`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const BRIEF: DesignBrief = {
  roomType: 'bath',
  widthFt: 8,
  lengthFt: 7,
  budgetCents: 1_000_000,
  style: { tags: ['Coastal'] },
  photo: { palette: ['#aabbcc'], brightness: 0.6 },
  showroomUserId: null,
};

const COMPOSED: GeneratedDesigns = {
  generator: 'catalogue',
  note: AI_DESIGN_MESSAGES.catalogueGeneratorNote,
  designs: ['Best value', 'Your style', 'Premium pick'].map((title) => ({
    title,
    summary: 'Fits the budget: $1 of $10,000',
    total_cents: 100,
    within_budget: true,
    draft: {
      floorplan: { id: 'bath-a', widthFt: 8, depthFt: 7, heightFt: 9 },
      floorTemplate: { id: null, materials: {} },
    },
    items: [],
    render_url: null,
  })),
};
const catalogue: DesignGenerator = { generate: async () => COMPOSED };
const hosted = (timeoutMs = 2_000) => hostedDesignGenerator(catalogue, { url, key: 'test-key', timeoutMs });

describe('the hosted image model adapter', () => {
  it("adds the model's pictures to the catalogue's designs, sending the products and never the user", async () => {
    behaviour = 'draw';
    const result = await hosted().generate(BRIEF);
    expect(result.generator).toBe('hosted');
    expect(result.note).toBe(AI_DESIGN_MESSAGES.hostedGeneratorNote);
    expect(result.designs.map((design) => design.render_url)).toEqual([
      'https://images.example/render-1.webp',
      'https://images.example/render-2.webp',
      'https://images.example/render-3.webp',
    ]);
    const call = received.at(-1)!;
    expect(call.authorization).toBe('Bearer test-key');
    expect(call.body).toMatchObject({ room_type: 'bath', style: ['Coastal'], palette: ['#aabbcc'] });
    expect(JSON.stringify(call.body)).not.toMatch(/email|token/);
  });

  it.each(['fail', 'garbage', 'hang'] as const)(
    'falls back to the catalogue designs without pictures when the model does not draw (%s)',
    async (mode) => {
      behaviour = mode;
      const result = await hosted(300).generate(BRIEF);
      expect(result).toEqual({ ...COMPOSED, note: AI_DESIGN_MESSAGES.hostedFallbackNote });
    },
  );
});
