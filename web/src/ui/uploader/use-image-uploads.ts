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
 * Uploads the server stores one image at a time: each picked image uploads on its own, a failed one
 * keeps its file so Retry sends it again, and a removed one is forgotten. `upload` answers the
 * stored image's URL, or undefined when the server refused it (the screen has said why).
 * @example const uploads = useImageUploads((file) => sendImage(file), 9); uploads.add(input.files);
 */
export function useImageUploads(upload: (file: File) => Promise<string | undefined>, max: number) {
  const [items, setItems] = useState<readonly UploadItem[]>([]);
  // The latest list for the callbacks, so two quick picks cannot both fill the last free place.
  const itemsRef = useRef(items);
  itemsRef.current = items;
  const nextId = useRef(1);
  const uploadRef = useRef(upload);
  uploadRef.current = upload;

  const update = useCallback((id: number, change: Partial<UploadItem>) => {
    setItems((all) => all.map((item) => (item.id === id ? { ...item, ...change } : item)));
  }, []);

  const send = useCallback(
    (item: UploadItem) => {
      uploadRef
        .current(item.file)
        .then((url) => update(item.id, url ? { status: 'done', url } : { status: 'failed' }))
        .catch(() => update(item.id, { status: 'failed' }));
    },
    [update],
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
      itemsRef.current = [...itemsRef.current, ...picked];
      setItems(itemsRef.current);
      for (const item of picked) send(item);
    },
    [max, send],
  );

  const remove = useCallback((id: number) => {
    const item = itemsRef.current.find((candidate) => candidate.id === id);
    if (item) URL.revokeObjectURL(item.preview);
    itemsRef.current = itemsRef.current.filter((candidate) => candidate.id !== id);
    setItems(itemsRef.current);
  }, []);

  const retry = useCallback(
    (id: number) => {
      const item = itemsRef.current.find((candidate) => candidate.id === id);
      if (item?.status !== 'failed') return;
      update(id, { status: 'uploading' });
      send(item);
    },
    [send, update],
  );

  // The thumbnails' object URLs go with the screen.
  useEffect(
    () => () => {
      for (const item of itemsRef.current) URL.revokeObjectURL(item.preview);
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
