import { useId } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Document } from '../../../ui/src/app/document';

function IdProbe() {
  return <p id={useId()}>probe</p>;
}

const probeId = (html: string) => /<p id="([^"]+)">probe<\/p>/.exec(html)?.[1];

describe('Document (decision 0150: the server renders it, the browser hydrates it)', () => {
  it('gives the app the same useId with the server’s resources as without them (the browser passes none)', () => {
    const server = renderToString(
      <Document lang="en-US" brand="an" resources={<style href="/assets/app.css" precedence="default">{'p{margin:0}'}</style>}>
        <IdProbe />
      </Document>,
    );
    const browser = renderToString(
      <Document lang="en-US" brand="an">
        <IdProbe />
      </Document>,
    );
    expect(probeId(server)).toBeTruthy();
    expect(probeId(server)).toBe(probeId(browser));
    expect(server).toContain('p{margin:0}');
  });
});
