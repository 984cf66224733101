import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ImageUploader } from './image-uploader.tsx';
import { type UploadImage, useImageUploads } from './use-image-uploads.ts';

beforeAll(() => {
  // happy-dom has no object URLs of files; the thumbnails only need a string.
  let next = 0;
  URL.createObjectURL = vi.fn(() => `blob:test/${++next}`);
  URL.revokeObjectURL = vi.fn();
});

function picture(name: string): File {
  return new File(['png'], name, { type: 'image/png' });
}

type Answer = { resolve: (url: string | undefined) => void; reject: (error: Error) => void };

function Harness({
  upload,
  onUrls,
  onUploaded,
}: {
  upload: UploadImage;
  onUrls: (urls: string[]) => void;
  onUploaded: () => void;
}) {
  const uploads = useImageUploads(upload, 3, onUploaded);
  onUrls(uploads.urls);
  return <ImageUploader uploads={uploads} label="Evidence images" itemName="Evidence" />;
}

function setup() {
  const answers = new Map<string, Answer>();
  const signals = new Map<string, AbortSignal>();
  const upload = vi.fn(
    (file: File, signal: AbortSignal) =>
      new Promise<string | undefined>((resolve, reject) => {
        answers.set(file.name, { resolve, reject });
        signals.set(file.name, signal);
      }),
  );
  const uploaded = vi.fn();
  let urls: string[] = [];
  render(<Harness upload={upload} onUrls={(latest) => (urls = latest)} onUploaded={uploaded} />);
  const pick = (...files: File[]) =>
    fireEvent.change(screen.getByLabelText('Add image'), { target: { files } });
  return { answers, signals, upload, uploaded, pick, urls: () => urls };
}

describe('ImageUploader', () => {
  it('uploads each image on its own, up to the limit, and keeps the stored URLs in order', async () => {
    const { answers, upload, pick, urls } = setup();
    pick(picture('a.png'), picture('b.png'));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(screen.getAllByText('Uploading…')).toHaveLength(2);
    await act(async () => answers.get('b.png')?.resolve('/up/b.png'));
    await act(async () => answers.get('a.png')?.resolve('/up/a.png'));
    expect(urls()).toEqual(['/up/a.png', '/up/b.png']);

    // One place left of three: the fourth picture is not taken, and the add tile goes.
    pick(picture('c.png'), picture('d.png'));
    expect(upload).toHaveBeenCalledTimes(3);
    expect(screen.queryByLabelText('Add image')).toBeNull();
    expect(screen.getByText('3/3')).toBeTruthy();
  });

  it('a failed upload keeps its picture for Retry; a removed one is gone', async () => {
    const { answers, upload, pick, urls } = setup();
    pick(picture('a.png'));
    await act(async () => answers.get('a.png')?.reject(new Error('Network Error')));
    fireEvent.click(screen.getByRole('button', { name: 'Failed · Retry' }));
    expect(upload).toHaveBeenCalledTimes(2);
    expect(upload.mock.calls[1]?.[0].name).toBe('a.png');
    await act(async () => answers.get('a.png')?.resolve('/up/a.png'));
    expect(urls()).toEqual(['/up/a.png']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove evidence 1' }));
    expect(screen.queryByRole('img')).toBeNull();
    expect(urls()).toEqual([]);
  });

  it('a double tap on Retry sends once; a removed image is aborted and not announced; a late answer is kept', async () => {
    const { answers, signals, upload, uploaded, pick, urls } = setup();
    pick(picture('a.png'), picture('b.png'));
    await act(async () => answers.get('a.png')?.reject(new Error('Network Error')));
    const retry = screen.getByRole('button', { name: 'Failed · Retry' });
    fireEvent.click(retry);
    fireEvent.click(retry);
    expect(upload).toHaveBeenCalledTimes(3);

    // b.png is removed while it uploads: its call is aborted and its late answer ignored.
    fireEvent.click(screen.getByRole('button', { name: 'Remove evidence 2' }));
    expect(signals.get('b.png')?.aborted).toBe(true);
    await act(async () => answers.get('b.png')?.resolve('/up/b.png'));
    expect(uploaded).not.toHaveBeenCalled();

    // An answer that lands just before a new pick is not lost by it.
    await act(async () => {
      answers.get('a.png')?.resolve('/up/a.png');
      pick(picture('c.png'));
    });
    expect(urls()).toEqual(['/up/a.png']);
    expect(uploaded).toHaveBeenCalledTimes(1);
    expect(screen.getAllByText('Uploading…')).toHaveLength(1);
  });

  it('takes only images', () => {
    const { upload, pick } = setup();
    pick(new File(['%PDF'], 'a.pdf', { type: 'application/pdf' }));
    expect(upload).not.toHaveBeenCalled();
  });
});
