/** The contact buttons' pictograms: drawn in the text colour, hidden from screen readers. */

const STROKE = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

export function PhoneIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path
        d="M5 3.5h3.2l1.6 4-2.1 1.3a11 11 0 0 0 5.5 5.5l1.3-2.1 4 1.6V17a2.5 2.5 0 0 1-2.7 2.5A15.5 15.5 0 0 1 2.5 6.2 2.5 2.5 0 0 1 5 3.5z"
        {...STROKE}
      />
    </svg>
  );
}

export function ChatIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <path d="M4.2 19.8 5.4 16A8.5 8.5 0 1 1 8.6 19z" {...STROKE} />
      <path
        d="M9 9.2c.3 2.3 1.9 4.3 4.6 5.2l1.2-1.3-1.7-1-1 .7a4.5 4.5 0 0 1-1.7-1.8l.7-1-1-1.7z"
        {...STROKE}
        strokeWidth={1.5}
      />
    </svg>
  );
}

export function MailIcon() {
  return (
    <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
      <rect x="3" y="5.5" width="18" height="13" rx="2" {...STROKE} />
      <path d="m3.5 7 8.5 6 8.5-6" {...STROKE} />
    </svg>
  );
}

export function ChevronIcon() {
  return (
    <svg className="service__chevron" width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="m6 3 5 5-5 5" {...STROKE} />
    </svg>
  );
}
