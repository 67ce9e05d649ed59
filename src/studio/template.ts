// The studio's markup, rendered once into <oware-studio>'s shadow root; its parts (mount.ts and the
// modules it wires: stage.ts, tabs.ts, *-panel.ts) find their elements by id and keep them in step
// with the state, and mount.ts writes the words of the language (`data-t`,
// `data-t-label`: strings.ts; `data-tp`: publish.ts). `data-output` groups one output each (the
// element's `outputs`).
import { html, type TemplateResult } from 'lit';

export const studioTemplate = (): TemplateResult => html`
    <div class="studio" part="studio">
      <section class="stage" aria-label="Board" data-t-label="board">
        <oware-board id="board" part="board" draw labels="letters"></oware-board>
        <div class="controls history">
          <button type="button" id="undo" aria-keyshortcuts="Control+Z" data-t="undo">Undo</button>
          <button type="button" id="redo" aria-keyshortcuts="Control+Shift+Z" data-t="redo">Redo</button>
          <output id="said" aria-live="polite"></output>
        </div>
        <p class="hint error" id="refused" role="alert"></p>
      </section>
      <section class="panel" aria-label="Studio" data-t-label="studio">
        <div class="tabs" role="tablist" aria-label="Studio tools" data-t-label="tabs">
          <button type="button" role="tab" id="tab-setup" aria-controls="panel-setup" data-t="setup">Set up</button>
          <button type="button" role="tab" id="tab-record" aria-controls="panel-record" data-t="record">Record</button>
          <button type="button" role="tab" id="tab-puzzle" aria-controls="panel-puzzle" data-t="puzzle">Puzzle</button>
        </div>
        <div role="tabpanel" id="panel-setup" aria-labelledby="tab-setup" class="tabpanel">
          <div class="controls row">
            <button type="button" id="edit" aria-pressed="false" data-t="edit">Edit seeds</button>
            <button type="button" id="start" data-t="start">Start position</button>
            <button type="button" id="empty" data-t="empty">Empty board</button>
            <button type="button" id="random" data-t="random">Random position</button>
          </div>
          <p class="row">
            <label for="position" data-t="positionLabel">Position or OGN record</label>
            <textarea id="position" rows="2" spellcheck="false" autocomplete="off"></textarea>
            <button type="button" id="apply" data-t="apply">Apply</button>
          </p>
          <p class="row">
            <label><span data-t="toMove">To move</span>
              <select id="turn"><option value="S" data-t="south">South</option><option value="N" data-t="north">North</option></select>
            </label>
            <label><span data-t="bottom">Bottom side</span>
              <select id="orientation"><option value="south" data-t="south">South</option><option value="north" data-t="north">North</option></select>
            </label>
            <label><span data-t="labels">Labels</span>
              <select id="labels"><option value="letters">A–F a–f</option><option value="numbers">0–11</option><option value="none">—</option></select>
            </label>
            <label><input type="checkbox" id="stores" /> <span data-t="stores">Stores</span></label>
          </p>
          <p class="hint error" id="position-error" role="alert"></p>
        </div>
        <div role="tabpanel" id="panel-record" aria-labelledby="tab-record" class="tabpanel" hidden>
          <p class="hint" data-t="recordHint">Click a pit to play a move.</p>
          <div class="controls row">
            <button type="button" id="first" data-t="first">To the start</button>
            <button type="button" id="back" aria-keyshortcuts="Alt+ArrowLeft" data-t="back">Back</button>
            <button type="button" id="forward" aria-keyshortcuts="Alt+ArrowRight" data-t="forward">Forward</button>
          </div>
          <nav class="tree" id="tree" aria-label="Recorded moves" data-t-label="moves"></nav>
          <div class="controls row">
            <button type="button" id="delete-move" data-t="deleteMove">Delete move</button>
            <button type="button" id="promote" data-t="promote">Promote variation</button>
            <button type="button" id="clear" data-t="clear">Clear record</button>
          </div>
          <p class="hint error" id="record-error" role="alert"></p>
        </div>
        <div role="tabpanel" id="panel-puzzle" aria-labelledby="tab-puzzle" class="tabpanel" hidden>
          <p class="hint" data-t="puzzleHint">The puzzle starts at the start position.</p>
          <p class="row"><label><input type="checkbox" id="puzzle-on" /> <span data-t="puzzleOn">This is a puzzle</span></label></p>
          <div class="controls row"><button type="button" id="puzzle-here" data-t="puzzleHere">Start the puzzle at the step on show</button></div>
          <p class="row">
            <label for="goal" data-t="goal">Goal</label>
            <input id="goal" spellcheck="false" autocomplete="off" list="goals" maxlength="40" />
            <datalist id="goals"><option value="line"></option><option value="win"></option><option value="capture:2"></option><option value="defend:0"></option></datalist>
          </p>
          <p class="row"><span data-t="solution">Solution</span> <code id="solution"></code></p>
          <p class="row"><label><input type="checkbox" id="puzzle-drawing" aria-describedby="puzzle-drawing-hint" /> <span data-t="puzzleDrawing">Show my drawing to the reader</span></label></p>
          <p class="hint" id="puzzle-drawing-hint" data-t="puzzleDrawingHint">Off: the marks and arrows drawn on the start stay in the studio, so they cannot give the answer away.</p>
          <div class="controls row"><button type="button" id="check" data-t="check">Check</button></div>
          <p class="hint" id="check-result" role="status"></p>
          <p class="hint error" id="goal-error" role="alert"></p>
          <section class="preview" aria-labelledby="preview-title">
            <h3 id="preview-title" data-t="preview">What the reader sees</h3>
            <div id="puzzle-preview"></div>
          </section>
        </div>
        <fieldset>
          <legend data-t="draw">Draw</legend>
          <p class="hint" data-t="drawHint">Right-click a pit to mark it, right-drag from pit to pit for an arrow, or use the tools under the board.</p>
          <p class="row"><label for="caption" data-t="caption">Caption</label><input id="caption" autocomplete="off" maxlength="1000" /></p>
        </fieldset>
        <fieldset>
          <legend data-t="out">Out</legend>
          <div data-output="tag">
          <h3 data-t="tag">Tag</h3>
          <pre><code id="out-tag"></code></pre>
          <div class="controls row"><button type="button" data-copy="out-tag" data-t="copyTag">Copy tag</button></div>
          </div>
          <div data-output="markdown">
          <h3 data-t="markdown">Markdown</h3>
          <pre><code id="out-md"></code></pre>
          <div class="controls row"><button type="button" data-copy="out-md" data-t="copyMarkdown">Copy Markdown</button></div>
          </div>
          <div data-output="ogn">
          <h3 data-t="ogn">OGN record</h3>
          <pre><code id="out-ogn"></code></pre>
          <div class="controls row">
            <button type="button" data-copy="out-ogn" data-t="copyOgn">Copy OGN</button>
            <button type="button" id="download-ogn" data-t="downloadOgn">Download OGN</button>
          </div>
          </div>
          <div data-output="image">
          <h3 data-t="image">Image</h3>
          <img id="out-img" alt="" />
          <div class="controls row">
            <button type="button" id="copy-svg" data-t="copySvg">Copy SVG</button>
            <button type="button" id="download-svg" data-t="downloadSvg">Download SVG</button>
            <button type="button" id="download-png" data-t="downloadPng">Download PNG</button>
            <button type="button" id="download-gif" data-t="downloadGif">Download GIF of the line</button>
          </div>
          <p class="hint" id="gif-said" role="status"></p>
          </div>
          <div data-output="link">
          <h3><label for="out-link" data-t="share">Share link</label></h3>
          <input id="out-link" readonly />
          <div class="controls row"><button type="button" data-copy="out-link" data-t="copyLink">Copy link</button></div>
          </div>
          <div data-output="publish">
          <h3 data-tp="publish">Publish where no script runs</h3>
          <p class="row"><label for="publish-base" data-tp="server">Diagram server</label><input id="publish-base" autocomplete="off" inputmode="url" /></p>
          <div class="controls row">
            <button type="button" id="publish-image" data-tp="copyImageLink">Copy image link</button>
            <button type="button" id="publish-embed" data-tp="copyEmbed">Copy embed code</button>
            <button type="button" id="publish-medium" data-tp="copyMedium">Copy link for Medium/WordPress</button>
            <button type="button" id="publish-markdown" data-tp="copyMarkdownImage">Copy Markdown with image</button>
          </div>
          <p class="hint" id="publish-said" role="status"></p>
          </div>
        </fieldset>
      </section>
    </div>
`;
