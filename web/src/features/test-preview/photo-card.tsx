import { type ChangeEvent, useEffect, useState } from 'react';

/**
 * A page-local URL of the chosen file, revoked when another is chosen or the page closes, so a
 * developer trying many photos does not keep each one in memory.
 */
function useObjectUrl(file: File | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!file) {
      setUrl(undefined);
      return;
    }
    const next = URL.createObjectURL(file);
    setUrl(next);
    return () => URL.revokeObjectURL(next);
  }, [file]);
  return url;
}

/** The photo picker: whether the webview hands a camera or album photo to the page, shown back. */
export function PhotoCard() {
  const [file, setFile] = useState<File | null>(null);
  const url = useObjectUrl(file);
  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    // Cancelling the picker keeps the photo shown before.
    const picked = event.target.files?.[0];
    if (picked) setFile(picked);
  };
  return (
    <section className="ui-card preview-tool" aria-labelledby="preview-photo">
      <h2 className="ui-card__title" id="preview-photo">
        Photo
      </h2>
      <label className="btn btn--secondary preview-tool__button preview-photo__pick">
        <input className="preview-photo__input" type="file" accept="image/*" onChange={onPick} />
        {file ? 'Choose another photo' : 'Choose a photo'}
      </label>
      {file && url && (
        <figure className="preview-photo">
          <img className="preview-photo__image" src={url} alt={`Chosen: ${file.name}`} />
          <figcaption className="preview-tool__note">
            {file.name} · {Math.max(1, Math.round(file.size / 1024))} KB
          </figcaption>
        </figure>
      )}
    </section>
  );
}
