// Mounts the README's React example (readme:App.tsx, README.md verbatim) as an app would.

import { App } from 'readme:App.tsx';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('app')).render(<App />);
