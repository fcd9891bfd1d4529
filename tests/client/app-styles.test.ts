import { describe, expect, it } from 'vitest';
import { APP_STYLES_ATTRIBUTE, appStylesLoaded } from '../../client/lib/app-styles.ts';

function pageWithStylesheet(): { doc: Document; link: HTMLLinkElement } {
  const doc = document.implementation.createHTMLDocument('');
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.setAttribute(APP_STYLES_ATTRIBUTE, '');
  doc.head.append(link);
  return { doc, link };
}

const settled = (promise: Promise<void>) =>
  Promise.race([promise.then(() => true), new Promise<boolean>((r) => setTimeout(() => r(false), 20))]);

describe('appStylesLoaded', () => {
  it('waits for the stylesheet to load', async () => {
    const { doc, link } = pageWithStylesheet();
    const ready = appStylesLoaded(doc);
    expect(await settled(ready)).toBe(false);
    link.dispatchEvent(new Event('load'));
    expect(await settled(ready)).toBe(true);
  });

  it('does not wait for a stylesheet that failed', async () => {
    const { doc, link } = pageWithStylesheet();
    const ready = appStylesLoaded(doc);
    link.dispatchEvent(new Event('error'));
    expect(await settled(ready)).toBe(true);
  });

  it('has nothing to wait for without the link (the dev server)', async () => {
    expect(await settled(appStylesLoaded(document.implementation.createHTMLDocument('')))).toBe(true);
  });
});
