import { readFileSync } from 'node:fs';
import { formatMessage, MESSAGES, SHOWROOM_ID_PATTERN } from '@showroom/contract';
import { REMOTES, SHOWROOM_ID_LENGTH } from '@showroom/contract/constants';
import type { ShowroomElementAttributes, ShowroomElementTag } from '@showroom/elements';
import { describe, expect, it } from 'vitest';

/** The plugin's copy of what it takes from the contract (PHP cannot import TypeScript). */
const pluginWidgets = JSON.parse(
  readFileSync(new URL('../plugin/widgets.json', import.meta.url), 'utf8'),
) as {
  showroomIdPattern: string;
  showroomIdHint: string;
  widgets: Record<string, { element: string; attributes: string[] }>;
};
/**
 * `<showroom-store>` is written into REMOTES by the whole-store work of issue #22 (item 1), which
 * lands beside this plugin; until then the plugin is the only one to name it.
 */
const AHEAD_OF_REMOTES = ['showroom-store'];

/**
 * Each element's attributes, keyed by `@showroom/elements`' typings: an attribute added there and not
 * here fails to compile, and the test below then fails until widgets.json offers it too.
 */
const ELEMENT_ATTRIBUTES: {
  readonly [Tag in ShowroomElementTag]: { readonly [Name in keyof ShowroomElementAttributes[Tag]]-?: true };
} = {
  'showroom-store': {},
  'showroom-catalog': { category: true },
  'showroom-product': { hash: true },
  'showroom-brands': {},
  'showroom-cart': {},
  'showroom-cart-button': {},
  'showroom-checkout': { page: true },
  'showroom-account': { page: true },
  'showroom-login': { redirect: true },
  'showroom-register': {},
  'showroom-entry': { 'showroom-id': true },
  'showroom-lead-form': { 'showroom-id': true },
  'showroom-visualizer': { template: true, plan: true, product: true, page: true },
  'showroom-projects': { view: true, 'project-id': true },
  'showroom-design-ai': { page: true },
};

describe('the WordPress plugin against packages/contract', () => {
  const elements = Object.values(REMOTES).flatMap((remote): readonly string[] => remote.elements);
  const pluginElements = Object.values(pluginWidgets.widgets).map((widget) => widget.element);

  it('offers every element embed.js defines, and no other', () => {
    expect(pluginElements.filter((element) => !AHEAD_OF_REMOTES.includes(element)).sort()).toEqual(
      [...elements].sort(),
    );
  });

  it('takes every attribute each element takes, so a shortcode or block never drops one', () => {
    for (const widget of Object.values(pluginWidgets.widgets)) {
      const attributes = ELEMENT_ATTRIBUTES[widget.element as ShowroomElementTag];
      expect([...widget.attributes].sort(), widget.element).toEqual(Object.keys(attributes).sort());
    }
  });

  it('checks a Showroom ID by the contract’s rule and says it in the contract’s words', () => {
    const pattern = new RegExp(pluginWidgets.showroomIdPattern);
    for (const id of ['HOMEPRO1', 'studio88', 'HOMEPRO', 'HOMEPRO12', 'HOME-PR1']) {
      const contract = id.length === SHOWROOM_ID_LENGTH && SHOWROOM_ID_PATTERN.test(id);
      expect(pattern.test(id), id).toBe(contract);
    }
    expect(pluginWidgets.showroomIdHint).toBe(
      formatMessage(MESSAGES.showroomIdHint, { length: String(SHOWROOM_ID_LENGTH) }),
    );
  });
});
