interface CheckCircleIconProps {
  /** Width and height in px. */
  size: number;
  /** The circle's colour; the tick is white on it. Defaults to the text colour. */
  fill?: string;
  className?: string;
}

/**
 * The round tick of a finished step (a payment received, a complaint sent). Decorative: the text
 * beside it says what finished.
 */
export function CheckCircleIcon({ size, fill = 'currentColor', className }: CheckCircleIconProps) {
  return (
    <svg className={className} viewBox="0 0 48 48" width={size} height={size} aria-hidden="true">
      <circle cx="24" cy="24" r="23" fill={fill} />
      <path
        d="M14 25l7 7 13-15"
        fill="none"
        stroke="#fff"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
