import { expect, type Page } from './fixtures.ts';

// Every visible control of a page at least 44×44 px on a phone (docs/product/accessibility.md#touch-targets,
// WCAG 2.5.5). A control is measured by the box a finger can hit: a checkbox or radio by its label
// when the label wraps it. The exceptions are those of WCAG 2.5.8, each named by its reason in the
// report of what was left out, so a new one shows up in review.

/** Why a small control is allowed, as the check reports it. */
export const TOUCH_TARGET_EXCEPTIONS = {
  inline: 'link inside a sentence: its size is set by the line of text (WCAG 2.5.8, Inline)',
  equivalent:
    'another control on the page leads to the same address and is big enough (WCAG 2.5.8, Equivalent)',
  focusOnly: 'visually hidden until focused (the skip link): it is reached by keyboard, not tapped',
} as const;

export type TouchTargetException = keyof typeof TOUCH_TARGET_EXCEPTIONS;

export interface TouchTargetReport {
  /** Controls under 44×44 px with no exception: what fails. */
  small: string[];
  /** Controls under 44×44 px let through, with the exception that lets each through. */
  excepted: { control: string; reason: TouchTargetException }[];
  measured: number;
}

export const MIN_TARGET_PX = 44;

/** Measures every visible control of the page as it is now. */
export async function measureTouchTargets(page: Page): Promise<TouchTargetReport> {
  return page.evaluate((min) => {
    const selector =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], [tabindex="0"]';
    const label = (el: Element) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().replace(/\s+/g, ' ');
      const rect = el.getBoundingClientRect();
      return `<${el.tagName.toLowerCase()}> '${name.slice(0, 40)}' ${Math.round(rect.width)}×${Math.round(rect.height)}`;
    };
    // The box a finger hits: a checkbox or radio is hit through the label that wraps it.
    const targetOf = (el: Element): Element => {
      if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
        return el.closest('label') ?? el;
      }
      return el;
    };
    const isShown = (el: Element) => {
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none') return false;
      const rect = el.getBoundingClientRect();
      return rect.width > 0 && rect.height > 0;
    };
    // The sr-only box: clipped away until focus shows it.
    const isFocusOnly = (el: Element) => {
      const style = getComputedStyle(el);
      return style.clipPath === 'inset(50%)' || style.clip === 'rect(0px, 0px, 0px, 0px)';
    };
    // A link whose line holds other words ('por Machado de Assis'): the sentence decides its height.
    const isInline = (el: Element) => {
      if (!(el instanceof HTMLAnchorElement) || getComputedStyle(el).display !== 'inline') return false;
      let block = el.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const own = (el.textContent ?? '').trim().length;
      return block !== null && (block.textContent ?? '').trim().length > own;
    };
    const big = (el: Element) => {
      const rect = targetOf(el).getBoundingClientRect();
      return rect.width >= min - 0.5 && rect.height >= min - 0.5;
    };

    const controls = [...document.querySelectorAll(selector)].filter(
      (el) => !el.matches(':disabled') && isShown(el),
    );
    const bigHrefs = new Set(
      controls
        .filter((el) => el instanceof HTMLAnchorElement && isShown(el) && big(el))
        .map((el) => (el as HTMLAnchorElement).href),
    );
    const small: string[] = [];
    const excepted: { control: string; reason: 'inline' | 'equivalent' | 'focusOnly' }[] = [];
    for (const el of controls) {
      if (isShown(el) && big(el)) continue;
      const control = label(targetOf(el));
      if (isFocusOnly(el)) excepted.push({ control, reason: 'focusOnly' });
      else if (isInline(el)) excepted.push({ control, reason: 'inline' });
      else if (el instanceof HTMLAnchorElement && bigHrefs.has(el.href))
        excepted.push({ control, reason: 'equivalent' });
      else small.push(control);
    }
    return { small, excepted, measured: controls.length };
  }, MIN_TARGET_PX);
}

/** Fails with the list of controls smaller than 44×44 px that no exception covers. */
export async function expectTouchTargets(page: Page, name: string): Promise<TouchTargetReport> {
  const report = await measureTouchTargets(page);
  expect.soft(report.small, `alvos de toque menores que 44×44 px em ${name}`).toEqual([]);
  expect(report.measured, name).toBeGreaterThan(3);
  return report;
}
