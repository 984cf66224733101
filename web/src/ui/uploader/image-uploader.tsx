import type { ChangeEvent } from 'react';
import type { ImageUploads } from './use-image-uploads.ts';
import '../theme.css';
import './image-uploader.css';

/**
 * The thumbnails of `useImageUploads` with their state (uploading, failed with Retry), a remove
 * button each, and an add tile while there is room.
 * @example const uploads = useImageUploads(send, 9); <ImageUploader uploads={uploads} label="Evidence images" itemName="Evidence" />
 */
export function ImageUploader({
  uploads,
  label,
  itemName = 'Attachment',
}: {
  uploads: ImageUploads;
  /** The accessible name of the whole uploader, e.g. 'Evidence images'. */
  label: string;
  /** What one thumbnail is called, numbered: 'Evidence 1'. */
  itemName?: string;
}) {
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    if (event.target.files) uploads.add(event.target.files);
    // The same picture can be picked again after it was removed.
    event.target.value = '';
  };
  return (
    <section className="ui-uploader" aria-label={label}>
      <ul className="ui-uploader__grid">
        {uploads.items.map((item, index) => (
          <li key={item.id} className="ui-uploader__tile" data-status={item.status}>
            <img className="ui-uploader__thumb" src={item.preview} alt={`${itemName} ${index + 1}`} />
            {item.status === 'uploading' && <span className="ui-uploader__state">Uploading…</span>}
            {item.status === 'failed' && (
              <button
                type="button"
                className="ui-uploader__state ui-uploader__retry"
                onClick={() => uploads.retry(item.id)}
              >
                Failed · Retry
              </button>
            )}
            <button
              type="button"
              className="ui-uploader__remove"
              aria-label={`Remove ${itemName.toLowerCase()} ${index + 1}`}
              onClick={() => uploads.remove(item.id)}
            >
              <svg viewBox="0 0 24 24" width="14" height="14" aria-hidden="true">
                <path
                  d="M6 6l12 12M18 6L6 18"
                  stroke="currentColor"
                  strokeWidth="2.6"
                  strokeLinecap="round"
                />
              </svg>
            </button>
          </li>
        ))}
        {uploads.items.length < uploads.max && (
          <li className="ui-uploader__tile">
            <label className="ui-uploader__add">
              <input className="ui-uploader__input" type="file" accept="image/*" multiple onChange={onPick} />
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true">
                <path d="M12 5v14M5 12h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span>Add image</span>
            </label>
          </li>
        )}
      </ul>
      <p className="ui-uploader__count">
        {uploads.items.length}/{uploads.max}
      </p>
    </section>
  );
}
