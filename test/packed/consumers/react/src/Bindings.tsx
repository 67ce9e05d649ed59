// Beyond the README: what a React 19 app binds on <oware-board> type-checks (properties, hyphenated
// attributes, a ref, the features' events), and what it must not does not (@ts-expect-error).

import type { OwareBoard } from 'oware-board';
import type {} from 'oware-board/react';
import type { OwareStudio } from 'oware-board/studio';
import { useRef, useState } from 'react';

export function Bindings() {
  const board = useRef<OwareBoard>(null);
  const studio = useRef<OwareStudio>(null);
  const [note, setNote] = useState('');
  return (
    <>
      <oware-board
        ref={board}
        className="board"
        variant="abapa"
        position="start"
        orientation="north"
        animation-speed="0"
        animationSpeed={0}
        ai="north"
        ai-level={3}
        show-legal
        showLegal={false}
        sound="always"
        strings={{ board: 'Practice board' }}
        onoware-game-over={(e) => setNote(`${e.detail.winner} ${e.detail.score.join('–')}`)}
        onoware-puzzle-solved={(e) => setNote(e.detail.moves)}
        onoware-match-over={(e) => setNote(String(e.detail.score[0]))}
        onoware-before-moveCapture={(e) => e.detail.source === 'user' && e.preventDefault()}
      />
      {/* @ts-expect-error a number attribute takes numbers */}
      <oware-board animation-speed="fast" />
      {/* @ts-expect-error ply is a property (React sets it as one): a number */}
      <oware-board ply="3" />
      {/* @ts-expect-error no such attribute */}
      <oware-board label="letters" />
      {/* @ts-expect-error the handler's event is oware-move's */}
      <oware-board onoware-move={(e: CustomEvent<{ pit: string }>) => setNote(e.detail.pit)} />
      <oware-studio
        ref={studio}
        lang="de"
        diagrams-base="https://diagrams.example.org"
        outputs="tag markdown"
        value="#s=abc"
        onoware-studio-change={(e) => setNote(`${e.detail.link} ${e.detail.state.position} ${studio.current?.toTag()}`)}
        onoware-error={(e) => setNote(e.detail.attribute)}
      />
      {/* @ts-expect-error the change's detail holds the state: detail.state.position */}
      <oware-studio onoware-studio-change={(e) => setNote(e.detail.position)} />
      <p>{note}</p>
    </>
  );
}
