/**
 * The Markdown plugins' own sentences (`oware-board/markdown-it`, `oware-board/rehype`): the
 * heading of the error box a bad ```` ```oware ```` block becomes, and of the note under a block whose
 * record claims something untrue, in the five languages. The
 * message after it is the reader's own (English, as the element's console messages).
 */

/** One language's sentences. */
export interface MarkdownStrings {
  /** The error box of a block at a known line of the Markdown file. */
  errorAt: string;
  /** The error box of a block whose line is not known. */
  error: string;
  /** The note under a picture whose record claims something untrue (`a+2` for a move that captures 0). */
  warning: string;
}

export const MARKDOWN_STRINGS: Readonly<Record<'en' | 'fr' | 'de' | 'af' | 'ja', MarkdownStrings>> = {
  en: {
    errorAt: 'This Oware diagram (line {line}) cannot be drawn:',
    error: 'This Oware diagram cannot be drawn:',
    warning: 'Check this Oware diagram’s record:',
  },
  fr: {
    errorAt: 'Ce diagramme d’awalé (ligne {line}) ne peut pas être dessiné :',
    error: 'Ce diagramme d’awalé ne peut pas être dessiné :',
    warning: 'Vérifiez la partie de ce diagramme d’awalé :',
  },
  de: {
    errorAt: 'Dieses Oware-Diagramm (Zeile {line}) kann nicht gezeichnet werden:',
    error: 'Dieses Oware-Diagramm kann nicht gezeichnet werden:',
    warning: 'Bitte die Partie dieses Oware-Diagramms prüfen:',
  },
  af: {
    errorAt: 'Hierdie Oware-diagram (reël {line}) kan nie geteken word nie:',
    error: 'Hierdie Oware-diagram kan nie geteken word nie:',
    warning: 'Kontroleer hierdie Oware-diagram se rekord:',
  },
  ja: {
    errorAt: 'このオワレの図（{line}行目）は描けません：',
    error: 'このオワレの図は描けません：',
    warning: 'このオワレの図の棋譜を確かめてください：',
  },
};
