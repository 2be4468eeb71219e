import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SnippetBuilder } from './snippet-builder.tsx';

afterEach(cleanup);

const PLATFORM = 'https://platform.test';

function renderBuilder() {
  render(<SnippetBuilder platformOrigin={PLATFORM} showroomId="BAYPRO42" />);
  return userEvent.setup();
}
const element = () => screen.getByTestId('snippet-element').textContent;
const shortcode = () => screen.getByTestId('snippet-shortcode').textContent;
const frame = () => screen.getByTitle(/^Live preview of/) as HTMLIFrameElement;

describe('SnippetBuilder', () => {
  it('starts with the whole store, its shortcode and a live frame running embed.js with the Showroom ID', () => {
    renderBuilder();
    expect(element()).toBe('<showroom-store></showroom-store>');
    expect(shortcode()).toBe('[showroom store]');
    const page = frame().getAttribute('srcdoc') ?? '';
    expect(page).toContain(`<script src="${PLATFORM}/showroom/embed.js" data-showroom="BAYPRO42"`);
    expect(page).toContain('<body><showroom-store></showroom-store></body>');
  });

  it('builds one widget with its attributes, written safely, into the element, the shortcode and the frame', async () => {
    const user = renderBuilder();
    await user.selectOptions(screen.getByLabelText('What to embed'), 'showroom-product');
    await user.type(screen.getByLabelText('Product hash'), 'ab"12');
    expect(element()).toBe('<showroom-product hash="ab&quot;12"></showroom-product>');
    expect(shortcode()).toBe('[showroom product hash="ab12"]');
    expect(await screen.findByTitle('Live preview of One product')).toBeTruthy();
    expect(frame().getAttribute('srcdoc')).toContain(
      '<showroom-product hash="ab&quot;12"></showroom-product>',
    );
  });

  it('offers every attribute of the chosen element, and keeps what was typed when coming back to it', async () => {
    const user = renderBuilder();
    const choose = (tag: string) => user.selectOptions(screen.getByLabelText('What to embed'), tag);
    await choose('showroom-visualizer');
    for (const label of ['Room template', 'Floor plan', 'Product hash', 'Design address'])
      expect(screen.getByLabelText(label)).toBeTruthy();
    await choose('showroom-catalog');
    await user.type(screen.getByLabelText('Category'), 'kitchen-faucets');
    await choose('showroom-cart');
    expect(screen.queryByLabelText('Category')).toBeNull();
    expect(element()).toBe('<showroom-cart></showroom-cart>');
    await choose('showroom-catalog');
    expect(element()).toBe('<showroom-catalog category="kitchen-faucets"></showroom-catalog>');
  });
});
