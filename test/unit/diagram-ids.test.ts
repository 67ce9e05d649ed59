import { encodeDiagram } from '../../src/server/diagram-code.js';
import { canonicalBody, diagramId, isDiagramId } from '../../src/server/diagram-ids.js';
import { expect } from '../expect.js';

const BODY = 'position: 1,2,0,6,3,3/4,1,2,1,0,3 S 10-12\nhighlight: c:capture d:capture';

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
