/**
 * The brand splash of web/index.html (its styles live there), drawn again while the first screen's
 * code loads, so the page goes from the static first paint to the screen without a blank frame.
 */
const LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 160 160'%3E%3Crect width='160' height='160' rx='36' fill='%23111'/%3E%3Cpath d='M66 126V42h20a21 21 0 0 1 0 42H66' fill='none' stroke='%23ffd100' stroke-width='13' stroke-linejoin='round'/%3E%3Cpath d='M46 58h68M46 71h68' stroke='%23ffd100' stroke-width='6'/%3E%3C/svg%3E";

export function Splash() {
  return (
    <div className="splash" role="status" aria-label="Loading">
      <img className="splash__logo" src={LOGO} width="160" height="160" alt="" />
      <p className="splash__name">Cash Loan</p>
    </div>
  );
}
