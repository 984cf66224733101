/**
 * The React floor of the content section: React 19 rendering one line and nothing else, so the
 * time to that line is what any React page of this build setup pays before its own code.
 * The line is the section's marker (scripts/bench/content-floor.ts).
 */
import { createRoot } from 'react-dom/client';

const root = document.getElementById('root');
if (root) createRoot(root).render(<p>Rendered by React 19</p>);
