import { SPLASH_LOGO, SPLASH_NAME } from './splash-markup.ts';

/** The brand splash of web/index.html, drawn again while the first screen's code loads. */
export function Splash() {
  return (
    <div className="splash" role="status" aria-label="Loading">
      <img className="splash__logo" src={SPLASH_LOGO} width="160" height="160" alt="" />
      <p className="splash__name">{SPLASH_NAME}</p>
    </div>
  );
}
