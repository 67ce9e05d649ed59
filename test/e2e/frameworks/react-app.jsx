// The README's React example (React 19 passes custom-element properties and events through).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import 'oware-board';

function App() {
  const [last, setLast] = useState('none');
  return (
    <>
      <oware-board
        interactive="both"
        labels="letters"
        animation-speed="0"
        onoware-move={(e) => setLast(e.detail.letter)}
      />
      <p id="last">Last move: {last}</p>
    </>
  );
}

createRoot(document.getElementById('app')).render(<App />);
