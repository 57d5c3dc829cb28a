import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is and whether a shopper can see that it has focus (read in the page). */
export interface FocusStop {
  /** A short description: tag, role and accessible text ('a "Skip to main content"'), or 'body' when nothing has focus. */
  readonly description: string;
  /** Whether the element matches `:focus-visible`. */
  readonly focusVisible: boolean;
  /** Where the indicator was found ('outline', 'box-shadow', '::after outline', 'wrapper outline'), or null for none. */
  readonly indicator: string | null;
  /** Whether the focused element is the target asked about (or inside it, with `inside`); false without a target. */
  readonly onTarget: boolean;
}

/**
 * Reads the focused element in `page` (the top document) and the indicator it shows. An indicator
 * is a non-`none` outline of non-zero width or a box-shadow on the element, on its `::before` or
 * `::after` box (a product tile draws its ring around the whole tile there), or on a wrapper up to
 * three levels up that matches `:focus-within` and draws its outline in the focus colour
 * (`--color-focus`: the search box rings its form, not the bare input). A visually hidden control
 * (1 px or less: a radio drawn as a colour swatch or a size pill) counts only with a ring in the
 * focus colour on the element drawn for it (its next sibling) or on a wrapper. Returns a {@link FocusStop}.
 */
export function readFocus(page: Page): Promise<FocusStop> {
  return page.evaluate(inspectFocus, undefined);
}

/**
 * The page side of {@link readFocus}, run in the browser (serialized: it uses nothing from outside).
 * `target` and `inside` set {@link FocusStop.onTarget}.
 */
function inspectFocus(target?: Element, inside?: boolean): FocusStop {
  const el = document.activeElement;
  if (!el || el === document.body || el === document.documentElement) return { description: 'body', focusVisible: false, indicator: null, onTarget: false };
  const onTarget = target !== undefined && (el === target || (inside === true && target.contains(el)));
  const label = (el.getAttribute('aria-label') ?? (el as HTMLElement).innerText ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  const named = label || el.getAttribute('name') || el.id;
  const description = `${el.tagName.toLowerCase()}${el.getAttribute('role') ? `[role=${el.getAttribute('role')}]` : ''}${el.getAttribute('type') ? `[type=${el.getAttribute('type')}]` : ''} "${named}"`;
  const ring = (style: CSSStyleDeclaration): 'outline' | 'box-shadow' | null => {
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) return 'outline';
    if (style.boxShadow && style.boxShadow !== 'none') return 'box-shadow';
    return null;
  };
  const probe = document.createElement('span');
  probe.style.outlineColor = 'var(--color-focus)';
  document.body.append(probe);
  const focusColor = getComputedStyle(probe).outlineColor;
  probe.remove();
  // A visually hidden control (a radio drawn as a swatch or a pill) shows its ring on the element drawn for it.
  const box = el.getBoundingClientRect();
  const drawnElsewhere = box.width <= 1 || box.height <= 1;
  let indicator: string | null = drawnElsewhere ? null : ring(getComputedStyle(el));
  for (const pseudo of ['::before', '::after'] as const) {
    if (indicator || drawnElsewhere) break;
    const style = getComputedStyle(el, pseudo);
    const found = style.content !== 'none' ? ring(style) : null;
    if (found) indicator = `${pseudo} ${found}`;
  }
  const sibling = drawnElsewhere ? el.nextElementSibling : null;
  if (!indicator && sibling && ring(getComputedStyle(sibling)) === 'outline' && getComputedStyle(sibling).outlineColor === focusColor) indicator = 'drawn sibling outline';
  let wrapper = el.parentElement;
  for (let level = 0; !indicator && wrapper && level < 3; level += 1, wrapper = wrapper.parentElement) {
    const style = getComputedStyle(wrapper);
    if (wrapper.matches(':focus-within') && ring(style) === 'outline' && style.outlineColor === focusColor) indicator = 'wrapper outline';
  }
  return { description, focusVisible: el.matches(':focus-visible'), indicator, onTarget };
}

/** Fails unless the focused element shows focus: it matches `:focus-visible` and draws an indicator ({@link readFocus}). */
export async function expectVisibleFocus(page: Page, context = '', read: Promise<FocusStop> = readFocus(page)): Promise<FocusStop> {
  const stop = await read;
  expect(stop.description, `${context}: focus was lost to <body>`).not.toBe('body');
  expect(stop.focusVisible, `${context}: ${stop.description} has focus but does not match :focus-visible`).toBe(true);
  expect(stop.indicator, `${context}: ${stop.description} has focus but shows no outline or box-shadow`).not.toBeNull();
  return stop;
}

/** Whether the element of `target` (or, with `inside`, an element within it) is `document.activeElement`. */
async function holdsFocus(target: Locator, inside: boolean): Promise<boolean> {
  if ((await target.count()) !== 1) return false;
  return target.evaluate((el, within) => el === document.activeElement || (within && el.contains(document.activeElement)), inside);
}

/** Options of {@link tabTo}. */
export interface TabOptions {
  /** The most key presses before giving up. Default 40. */
  readonly max?: number;
  /** Shift+Tab instead of Tab. Default false. */
  readonly backwards?: boolean;
  /** Stop when focus is on any element inside `target` (a radio group, a dialog). Default false. */
  readonly inside?: boolean;
}

/**
 * Presses Tab (Shift+Tab with `backwards`) until `target`'s element has focus, asserting at every
 * stop that focus is visible ({@link expectVisibleFocus}). Returns when it has focus at once or
 * after at most `max` presses (the target must be in the page, once); fails with the list of the elements that received focus otherwise.
 */
export async function tabTo(page: Page, target: Locator, { max = 40, backwards = false, inside = false }: TabOptions = {}): Promise<void> {
  if (await holdsFocus(target, inside)) return;
  const stops: string[] = [];
  for (let press = 0; press < max; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    // One round trip per stop: the target (waited for, and unique) and the focus read together.
    const stop = await expectVisibleFocus(page, `Tab stop ${press + 1} on the way to ${target}`, target.evaluate(inspectFocus, inside));
    stops.push(stop.description);
    if (stop.onTarget) return;
  }
  throw new Error(`${target} never received focus in ${max} ${backwards ? 'Shift+Tab' : 'Tab'} presses; focus went to:\n  ${stops.join('\n  ')}`);
}

/**
 * Presses `key` (an arrow) until `done` holds, asserting visible focus after each press; at most
 * `max` presses (default 12). For radio groups: focus moves with the checked radio.
 */
export async function pressUntil(page: Page, key: string, done: () => Promise<boolean>, max = 12): Promise<void> {
  const stops: string[] = [];
  for (let press = 0; press < max && !(await done()); press += 1) {
    await page.keyboard.press(key);
    stops.push((await expectVisibleFocus(page, `${key} press ${press + 1}`)).description);
  }
  expect(await done(), `still not there after ${max} ${key} presses; focus went to:\n  ${stops.join('\n  ')}`).toBe(true);
}

/**
 * Fails unless `target`'s element is `document.activeElement` (with `inside`, or an element within
 * it), waiting up to the expect timeout; the message names what has focus instead ('body' when
 * focus was lost).
 */
export async function expectFocusOn(page: Page, target: Locator, context: string, inside = false): Promise<void> {
  await expect
    .poll(async () => ((await holdsFocus(target, inside)) ? 'on target' : (await readFocus(page)).description), { message: `${context}: focus should be ${inside ? 'inside' : 'on'} ${target}` })
    .toBe('on target');
}
