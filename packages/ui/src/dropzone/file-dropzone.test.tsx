import { ApiError } from '@showroom/core';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FileDropzone } from './file-dropzone.tsx';
import type { ImageUploadMessages, ImageUploadRules } from './image-check.ts';

const RULES: ImageUploadRules = {
  field: 'file',
  extensions: ['jpg', 'jpeg', 'png'],
  maxBytes: 1024,
  minWidth: 600,
  minHeight: 400,
};
const MESSAGES: ImageUploadMessages = {
  type: 'The photo field must be a file of type: jpg, jpeg, png.',
  size: 'The photo field must not be greater than 1 kilobytes.',
  dimensions: 'The photo field must be Minimum 600 X 400 pixels.',
};

// jsdom decodes no images: the browser's decoder answers by the file's name.
vi.stubGlobal('createImageBitmap', async (file: File) => ({
  ...(file.name.startsWith('small') ? { width: 300, height: 200 } : { width: 1200, height: 800 }),
  close: () => undefined,
}));

afterEach(cleanup);

const png = (name: string, bytes = 10) => new File(['x'.repeat(bytes)], name, { type: 'image/png' });

type OnUpload = (file: File, progress: (sent: number) => void) => Promise<void>;

function renderZone(onUpload = vi.fn<OnUpload>(async () => undefined), maxFiles?: number) {
  render(
    <FileDropzone
      rules={maxFiles === undefined ? RULES : { ...RULES, maxFiles }}
      messages={MESSAGES}
      prompt="Drop photos here"
      inputLabel="Choose photo files"
      onUpload={onUpload}
    />,
  );
  return { input: screen.getByLabelText<HTMLInputElement>('Choose photo files'), onUpload };
}

describe('FileDropzone', () => {
  it('takes one file unless more than one is allowed (spec §5)', () => {
    expect(renderZone().input.multiple).toBe(false);
    cleanup();
    expect(renderZone(undefined, 8).input.multiple).toBe(true);
  });

  it('is a button the keyboard reaches, that opens the file chooser', async () => {
    const { input } = renderZone();
    const click = vi.spyOn(input, 'click');
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /Drop photos here/ }));
    await userEvent.keyboard('{Enter}');
    expect(click).toHaveBeenCalled();
  });

  it('says what is wrong with a file before sending it, in the server’s words', async () => {
    const { input, onUpload } = renderZone();
    await userEvent.upload(input, png('small.png'));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.dimensions);
    await userEvent.upload(input, png('big.png', 2048));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.size);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('refuses a name that is not an accepted image ending', async () => {
    const { onUpload } = renderZone();
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(screen.getByLabelText('Choose photo files'), png('notes.txt'));
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.type);
    expect(onUpload).not.toHaveBeenCalled();
  });

  it('sends a PDF when the rules take one (the chat’s files), and refuses it when they do not', async () => {
    const onUpload = vi.fn<OnUpload>(async () => undefined);
    const user = userEvent.setup({ applyAccept: false });
    const pdf = new File(['%PDF-1.7'], 'quote.pdf', { type: 'application/pdf' });
    render(
      <FileDropzone
        rules={{ ...RULES, extensions: [...RULES.extensions, 'pdf'] }}
        messages={MESSAGES}
        prompt="Drop photos or PDFs here"
        inputLabel="Choose files"
        onUpload={onUpload}
      />,
    );
    await user.upload(screen.getByLabelText('Choose files'), pdf);
    await waitFor(() => expect(onUpload.mock.calls.map(([file]) => file.name)).toEqual(['quote.pdf']));
    cleanup();
    const refused = renderZone();
    await user.upload(refused.input, pdf);
    expect((await screen.findByRole('alert')).textContent).toContain(MESSAGES.type);
    expect(refused.onUpload).not.toHaveBeenCalled();
  });

  it('shows a progress bar per upload while it is sent, and each file’s refusal by name', async () => {
    let finish: () => void = () => undefined;
    const onUpload = vi.fn<OnUpload>(
      (file, progress) =>
        new Promise<void>((resolve, reject) => {
          if (file.name === 'refused.png') {
            reject(
              new ApiError({
                kind: 'http',
                status: 422,
                body: null,
                fieldErrors: { file: ['No room for it.'] },
              }),
            );
            return;
          }
          progress(0.5);
          finish = resolve;
        }),
    );
    const { input } = renderZone(onUpload, 8);
    await userEvent.upload(input, [png('kitchen.png'), png('refused.png'), png('small-one.png')]);
    const bar = await screen.findByRole('progressbar', { name: 'Uploading kitchen.png' });
    await waitFor(() => expect(bar.getAttribute('value')).toBe('50'));
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    const alert = await screen.findByRole('alert');
    await waitFor(() => expect(alert.textContent).toContain(`small-one.png: ${MESSAGES.dimensions}`));
    expect(alert.textContent).toContain('refused.png: No room for it.');
    expect(onUpload.mock.calls.map(([file]) => file.name)).toEqual(['kitchen.png', 'refused.png']);
  });

  it('shows a file’s refusal while the files before it are still being sent', async () => {
    let finish: () => void = () => undefined;
    const onUpload = vi.fn<OnUpload>(() => new Promise<void>((resolve) => (finish = resolve)));
    const { input } = renderZone(onUpload, 8);
    await userEvent.upload(input, [png('kitchen.png'), png('small-one.png')]);
    await screen.findByRole('progressbar', { name: 'Uploading kitchen.png' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(`small-one.png: ${MESSAGES.dimensions}`);
    finish();
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    expect(alert.textContent).toContain(`small-one.png: ${MESSAGES.dimensions}`);
  });

  it('keeps a file the network lost, to send again with Retry; a refused one is not offered again', async () => {
    let attempts = 0;
    const onUpload = vi.fn<OnUpload>(async (file) => {
      attempts += 1;
      if (file.name === 'lost.png' && attempts === 1) {
        throw new ApiError({ kind: 'network', status: 0, body: null });
      }
    });
    const { input } = renderZone(onUpload, 8);
    await userEvent.upload(input, [png('lost.png')]);
    const retry = await screen.findByRole('button', { name: 'Retry lost.png' });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'lost.png: The picture could not be uploaded.',
    );
    retry.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Retry lost.png' })).toBeNull());
    expect(onUpload.mock.calls.map(([file]) => file.name)).toEqual(['lost.png', 'lost.png']);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an image over the pixel limit before sending it, when the rules give one', async () => {
    const onUpload = vi.fn<OnUpload>(async () => undefined);
    render(
      <FileDropzone
        rules={{ ...RULES, maxPixels: 500_000 }}
        messages={{ ...MESSAGES, tooLarge: 'The photo field must be at most 0.5 megapixels.' }}
        prompt="Drop photos here"
        inputLabel="Choose photo files"
        onUpload={onUpload}
      />,
    );
    await userEvent.upload(screen.getByLabelText('Choose photo files'), png('big.png'));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The photo field must be at most 0.5 megapixels.',
    );
    expect(onUpload).not.toHaveBeenCalled();
  });
});
