import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { detectorScript, findMarker } from './content-detector.ts';

function page(body: string): Document {
  const window = new Window();
  window.document.body.innerHTML = body;
  return window.document as unknown as Document;
}

const texts = (elements: Element[]) =>
  elements.map((e) => `${e.tagName.toLowerCase()}:${e.textContent?.trim()}`);

describe('the page script that finds a content marker', () => {
  it('finds by test id, title and exact innermost text', () => {
    const doc = page(`
      <p data-testid="status-text">Due</p><p data-testid="other">x</p>
      <iframe title="Privacy Policy"></iframe>
      <div id="root"><p>Rendered by React 19</p></div><p>Rendered by React 19 again</p>`);
    expect(texts(findMarker(doc, { testId: 'status-text' }))).toEqual(['p:Due']);
    expect(findMarker(doc, { title: 'Privacy Policy' }).map((e) => e.tagName)).toEqual(['IFRAME']);
    expect(texts(findMarker(doc, { text: 'Rendered by React 19' }))).toEqual(['p:Rendered by React 19']);
  });

  it('finds buttons and headings by their exact name from content, and headings by level', () => {
    const doc = page(`
      <button>Loan   Now</button><button>Loan Now later</button><div role="button">Loan Now</div>
      <h2>How to pay</h2><h1>How to pay</h1><div role="heading" aria-level="1">How to pay</div>
      <button role="tab">Loan Now</button>`);
    expect(texts(findMarker(doc, { role: 'button', name: 'Loan Now' }))).toEqual([
      'button:Loan   Now',
      'div:Loan Now',
    ]);
    expect(texts(findMarker(doc, { role: 'heading', level: 1, name: 'How to pay' }))).toEqual([
      'h1:How to pay',
      'div:How to pay',
    ]);
  });

  it('names landmarks by aria-label or aria-labelledby only', () => {
    const doc = page(`
      <section aria-label="Question type">a</section><section>Question type</section>
      <form aria-labelledby="t"><h1 id="t">Suggestion</h1></form>
      <main aria-label="Pera Loan Lending Corporation"></main>`);
    expect(findMarker(doc, { role: 'region', name: 'Question type' })).toHaveLength(1);
    expect(findMarker(doc, { role: 'form', name: 'Suggestion' })).toHaveLength(1);
    expect(findMarker(doc, { role: 'main', name: 'Pera Loan Lending Corporation' })).toHaveLength(1);
    expect(findMarker(doc, { role: 'article', name: 'About us' })).toEqual([]);
  });

  it('is one script that compiles on its own, with the marker in it', () => {
    const script = detectorScript({ role: 'button', name: 'Loan Now' }, 'seen', 'find');
    expect(() => new Function(script)).not.toThrow();
    expect(script).toContain('"name":"Loan Now"');
  });
});
