/**
 * A picture's legend: each step number once, the elements of one step named together (two entries
 * "2: Log in" and "2: Log In with QR Code" read as a typo; strict reading 12, Dec 2026).
 */
import assert from 'node:assert/strict';
import {describe, it} from 'node:test';
import {createElement} from 'react';
import {load, renderElement, textOf} from './lib/renderPage';

const {PictureCaption} = load<typeof import('../src/components/Screen/Caption')>(
  '@site/src/components/Screen/Caption',
);

describe('the legend of a picture', () => {
  it('gives each step number once, its elements joined', () => {
    const html = renderElement(
      createElement(PictureCaption, {
        id: 'c',
        heading: 'Illustration',
        separator: ': ',
        legend: [
          {mark: '2', name: 'Log in'},
          {mark: '2', name: 'Log In with QR Code'},
          {mark: '3', name: 'Next'},
        ],
      }),
      'en',
    );
    const items = html.match(/<li>[\s\S]*?<\/li>/g) ?? [];
    assert.equal(items.length, 2, html);
    assert.equal(textOf(items[0]!), '2 : Log in / Log In with QR Code');
    assert.equal(textOf(items[1]!), '3 : Next');
  });
});
