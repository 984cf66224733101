import cashPhoneUrl from '../../../../content/brand/cash-phone.svg';
import './illustration.css';

/** What the picture shows, for screen readers where it carries meaning. */
export const CASH_PHONE_ALT = 'A phone showing an approved loan, with peso bills and coins';

export interface CashPhoneIllustrationProps {
  /** Beside a heading that already says it all, the picture is decoration and stays silent. */
  readonly decorative?: boolean;
  readonly className?: string;
}

/**
 * The brand's hero picture: a phone with an approved loan, peso bills and coins, drawn in brand
 * yellow and black (content/brand/cash-phone.svg, shared with the fake server's landing banners).
 * Its width and height are fixed attributes, so its box is reserved before it paints; under 4 kB,
 * the build inlines it, so it costs no request.
 * @example <CashPhoneIllustration className="promo__art" />
 */
export function CashPhoneIllustration({ decorative = false, className }: CashPhoneIllustrationProps) {
  return (
    <img
      className={className ? `ui-illustration ${className}` : 'ui-illustration'}
      src={cashPhoneUrl}
      width="320"
      height="240"
      alt={decorative ? '' : CASH_PHONE_ALT}
      decoding="async"
    />
  );
}
