import { useCallback, useEffect, useRef, useState } from 'react';

export interface UploadItem {
  readonly id: number;
  readonly file: File;
  /** An object URL of the picked file, for the thumbnail. */
  readonly preview: string;
  readonly status: 'uploading' | 'done' | 'failed';
  /** The server's URL of the image once uploaded. */
  readonly url: string;
}

/**
 * Sends one picked image: answers the stored image's URL, or undefined when the server refused it
 * (the screen has said why). `signal` aborts when the borrower removes the image meanwhile.
 */
export type UploadImage = (file: File, signal: AbortSignal) => Promise<string | undefined>;

/**
 * Uploads the server stores one image at a time: each picked image uploads on its own, a failed one
 * keeps its file so Retry sends it again (once, however often it is tapped), and a removed one is
 * forgotten, its upload aborted. `onUploaded` runs for each image that arrived and is still there.
 * @example const uploads = useImageUploads((file, signal) => sendImage(file, signal), 9, () => showInfo('Upload succeeded!'));
 */
export function useImageUploads(upload: UploadImage, max: number, onUploaded?: () => void) {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // The list as of the last change, for the callbacks: every change goes through `change`, so two
  // quick picks cannot both take the last free place and a late answer cannot be overwritten.
  const itemsRef = useRef(items);
  const inFlight = useRef(new Map<number, AbortController>());
  const nextId = useRef(1);
  const latest = useRef({ upload, onUploaded });
  latest.current = { upload, onUploaded };

  const change = useCallback((next: (all: readonly UploadItem[]) => readonly UploadItem[]) => {
    itemsRef.current = next(itemsRef.current);
    setItems(itemsRef.current);
  }, []);

  const send = useCallback(
    (item: UploadItem) => {
      if (inFlight.current.has(item.id)) return;
      const controller = new AbortController();
      inFlight.current.set(item.id, controller);
      const settle = (result: Partial<UploadItem>) => {
        inFlight.current.delete(item.id);
        if (controller.signal.aborted || !itemsRef.current.some((entry) => entry.id === item.id)) return;
        change((all) => all.map((entry) => (entry.id === item.id ? { ...entry, ...result } : entry)));
        if (result.status === 'done') latest.current.onUploaded?.();
      };
      latest.current
        .upload(item.file, controller.signal)
        .then((url) => settle(url ? { status: 'done', url } : { status: 'failed' }))
        .catch(() => settle({ status: 'failed' }));
    },
    [change],
  );

  const add = useCallback(
    (files: Iterable<File>) => {
      const room = max - itemsRef.current.length;
      const picked = Array.from(files)
        .filter((file) => file.type === '' || file.type.startsWith('image/'))
        .slice(0, Math.max(room, 0))
        .map(
          (file): UploadItem => ({
            id: nextId.current++,
            file,
            preview: URL.createObjectURL(file),
            status: 'uploading',
            url: '',
          }),
        );
      if (picked.length === 0) return;
      change((all) => [...all, ...picked]);
      for (const item of picked) send(item);
    },
    [max, send, change],
  );

  const remove = useCallback(
    (id: number) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item) URL.revokeObjectURL(item.preview);
      inFlight.current.get(id)?.abort();
      inFlight.current.delete(id);
      change((all) => all.filter((candidate) => candidate.id !== id));
    },
    [change],
  );

  const retry = useCallback(
    (id: number) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item?.status !== 'failed') return;
      change((all) => all.map((entry) => (entry.id === id ? { ...entry, status: 'uploading' } : entry)));
      send(item);
    },
    [send, change],
  );

  // The thumbnails' object URLs and the uploads on their way go with the screen.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) URL.revokeObjectURL(item.preview);
      for (const controller of inFlight.current.values()) controller.abort();
    },
    [],
  );

  return {
    items,
    max,
    add,
    remove,
    retry,
    /** The uploaded images' URLs, in the order they were picked. */
    urls: items.filter((item) => item.status === 'done').map((item) => item.url),
    uploading: items.some((item) => item.status === 'uploading'),
    failed: items.some((item) => item.status === 'failed'),
  };
}

export type ImageUploads = ReturnType<typeof useImageUploads>;
