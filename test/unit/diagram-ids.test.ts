import { encodeDiagram } from '../../src/server/diagram-code.js';
import { canonicalBody, diagramId, isDiagramId } from '../../src/server/diagram-ids.js';
import { expect } from '../expect.js';

// canonical: its keys in the order of their names
const BODY = 'highlight: c:capture d:capture\nposition: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12';

describe('diagram ids', () => {
  it('makes a body canonical: line ends, trailing spaces, blank lines, a whole fence', () => {
    expect(canonicalBody(BODY)).to.equal(BODY);
    expect(canonicalBody(`\n\n${BODY.replace('\n', '  \r\n')}\r\n\n`)).to.equal(BODY);
    expect(canonicalBody(`\uFEFF\`\`\`oware\n${BODY}\n\`\`\`\n`)).to.equal(BODY);
    expect(canonicalBody(`~~~~ oware\n\n${BODY}\n~~~~`)).to.equal(BODY);
    // not a whole fence (no closing line, or another language): the text as it is
    expect(canonicalBody(`\`\`\`oware\n${BODY}`)).to.equal(`\`\`\`oware\n${BODY}`);
    expect(canonicalBody('```js\nx\n```')).to.equal('```js\nx\n```');
  });

  it('writes the keys in the order of their names, one a line, the record after them as it was', () => {
    const record = '[Event "Club night"]\n\n1. C f  2. B a';
    expect(
      canonicalBody(`highlight:c:capture d:capture \n\nposition :  1,2,0,6,3,3/4,1,2,1,0,3 S 10-12\nstores`),
    ).to.equal('highlight: c:capture d:capture\nposition: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12\nstores');
    expect(canonicalBody(`ply: 2\ncaption: After B\n\n${record}`)).to.equal(`caption: After B\nply: 2\n\n${record}`);
    // a record alone, and a text that is no keys, stay as they are
    expect(canonicalBody(record)).to.equal(record);
    expect(canonicalBody('no keys here\nposition: start')).to.equal('no keys here\nposition: start');
    // the same diagram with its keys in another order: one id
    const [a, b] = BODY.split('\n');
    expect(diagramId(canonicalBody(`${b}\n${a}`))).to.equal(diagramId(canonicalBody(BODY)));
  });

  it('gives the same id to the same diagram and another to another, a letter first', () => {
    const id = diagramId(BODY);
    expect(id).to.match(/^[A-Za-z][0-9A-Za-z]{10}$/);
    expect(diagramId(canonicalBody(`\`\`\`oware\r\n${BODY}\r\n\`\`\``))).to.equal(id);
    expect(diagramId(`${BODY}\narrows: F>c`)).to.not.equal(id);
    expect(isDiagramId(id)).to.equal(true);
    // a code starts with its version, a digit: never taken for an id
    expect(isDiagramId(encodeDiagram('stores').padEnd(11, 'A').slice(0, 11))).to.equal(false);
    const ids = new Set(Array.from({ length: 2000 }, (_, i) => diagramId(`caption: ${i}`)));
    expect(ids.size).to.equal(2000);
  });
});
