// The drawing feature's model (src/drawing/model.ts): toggling marks, arrows and numbered markers,
// and the attribute strings it writes, which the board's own readers read back to the same drawing.

import {
  drawingText,
  emptyDrawing,
  readDrawing,
  toggleArrow,
  toggleMark,
  toggleMarker,
} from '../../src/drawing/model.js';
import { expect } from '../expect.js';

describe('drawing model', () => {
  it('toggles marks: the same mark again removes it, another kind replaces it', () => {
    const d = emptyDrawing();
    toggleMark(d, 2, 'capture');
    toggleMark(d, 3, 'good');
    expect(drawingText(d).highlight).to.equal('C:capture D:good');
    toggleMark(d, 3, 'bad');
    toggleMark(d, 2, 'capture');
    expect(drawingText(d).highlight).to.equal('D:bad');
    toggleMark(d, 8, 'highlight');
    expect(drawingText(d).highlight).to.equal('D:bad c');
  });

  it('toggles arrows: one per pair of pits, none from a pit to itself', () => {
    const d = emptyDrawing();
    toggleArrow(d, 5, 8, 'highlight');
    toggleArrow(d, 4, 0, 'bad');
    toggleArrow(d, 3, 3, 'good');
    expect(drawingText(d).arrows).to.equal('F>c E>A:bad');
    toggleArrow(d, 5, 8, 'good');
    expect(drawingText(d).arrows).to.equal('F>c:good E>A:bad');
    toggleArrow(d, 5, 8, 'good');
    expect(drawingText(d).arrows).to.equal('E>A:bad');
  });

  it('numbers markers with the lowest free number', () => {
    const d = emptyDrawing();
    toggleMarker(d, 6);
    toggleMarker(d, 7);
    toggleMarker(d, 6);
    toggleMarker(d, 9);
    expect(drawingText(d).markers).to.equal('b:2 d:1');
  });

  it('reads back what it writes, and refuses what the board would refuse', () => {
    const d = emptyDrawing();
    toggleMark(d, 0, 'origin');
    toggleMark(d, 11, 'highlight');
    toggleArrow(d, 0, 11, 'capture');
    toggleMarker(d, 1);
    const text = drawingText(d);
    const back = readDrawing(text);
    expect(back.drawing && drawingText(back.drawing)).to.deep.equal(text);
    const bad = readDrawing({ highlight: 'z:capture' });
    expect(bad.drawing).to.equal(null);
    expect(bad.message).to.match(/z/);
  });
});
