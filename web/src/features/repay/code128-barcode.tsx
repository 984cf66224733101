import JsBarcode from 'jsbarcode';
import { useLayoutEffect, useRef } from 'react';

/**
 * A CODE128 barcode of `value`, drawn by jsbarcode into an SVG (crisp at any zoom). A default
 * export, because it is only ever loaded lazily, where the barcode shows.
 */
export default function Code128Barcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useLayoutEffect(() => {
    if (svg.current)
      JsBarcode(svg.current, value, {
        format: 'CODE128',
        displayValue: false,
        width: 2,
        height: 88,
        margin: 12,
      });
  }, [value]);
  return (
    <svg ref={svg} className="barcode" role="img" aria-label={`Barcode of ${value}`} data-testid="barcode" />
  );
}
