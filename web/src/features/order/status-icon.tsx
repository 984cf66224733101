import type { StatusIconName } from './order-status.ts';

// One stroke icon per status, drawn inline so the header paints without another request.
const PATHS: Record<StatusIconName, string> = {
  review: 'M12 7v5l3 2M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  rejected: 'M15 9l-6 6M9 9l6 6M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
  disbursing: 'M4 8h13l-3-3M20 16H7l3 3',
  repaying: 'M4 7h16v12H4zM4 11h16M8 4v3M16 4v3',
  due: 'M4 7h16v12H4zM4 11h16M8 4v3M16 4v3M12 14v2',
  overdue:
    'M12 8v5M12 16.5v.5M10.3 3.9 2.4 18a2 2 0 0 0 1.7 3h15.8a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0Z',
  settled: 'M8 12.5l2.5 2.5L16 9.5M21 12a9 9 0 1 1-18 0 9 9 0 0 1 18 0Z',
};

export function StatusIcon({ name }: { name: StatusIconName }) {
  return (
    <svg
      className="order-status__icon"
      data-icon={name}
      viewBox="0 0 24 24"
      width="44"
      height="44"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
