/**
 * Visual regression: after each story has rendered and played, compare it with its
 * committed baseline in stories/__screenshots__/ (Linux, Debian Chromium, bundled font).
 * Mismatches write reference/actual/diff images to test-results/visual/ for review.
 * Refresh baselines with `npm run test:visual:update`.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';

type StoryTestMeta = { storyId?: string };
type ComposedStoryLike = { parameters?: { visual?: { disable?: boolean; viewport?: boolean } } };

/** Open overlays render in portals outside the story frame; then the viewport is what a user sees. */
const OVERLAY_SELECTOR =
  '[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"], [role="tooltip"], [data-sonner-toast]';

/** Flags load in their own small chunks; a screenshot waits for the ones on screen. */
async function flagsLoaded() {
  const deadline = performance.now() + 5_000;
  while (
    document.querySelector('[data-slot="country-flag"][data-state="loading"]') &&
    performance.now() < deadline
  ) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

async function settled() {
  await document.fonts.ready;
  await flagsLoaded();
  await Promise.all(
    Array.from(document.images).map((image) =>
      image.complete ? undefined : image.decode().catch(() => undefined),
    ),
  );
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** The test iframe only paints what fits its viewport; grow it so a tall page is captured whole. */
async function fitViewportToContent() {
  const height = Math.ceil(document.documentElement.scrollHeight);
  if (height <= window.innerHeight) return;
  await page.viewport(window.innerWidth, height);
  await nextFrame();
}

afterEach(async (context) => {
  const story = (context as unknown as { story?: ComposedStoryLike }).story;
  const { storyId } = context.task.meta as StoryTestMeta;
  if (!story || !storyId || context.task.result?.state === 'fail') return;
  const visual = story.parameters?.visual ?? {};
  if (visual.disable) return;

  await settled();
  const frame = document.querySelector('[data-story-frame]');
  const wholeViewport = visual.viewport || !frame || document.querySelector(OVERLAY_SELECTOR) !== null;
  if (!wholeViewport) await fitViewportToContent();
  const target = wholeViewport ? page.elementLocator(document.documentElement) : page.elementLocator(frame);
  // A video's native controls draw a loading spinner whose frame, and whether it is still
  // fading out, depends on timing: the box is compared, its pixels are covered (Playwright's
  // mask, in the bubble's own dark colour).
  const videos = Array.from(document.querySelectorAll('video'));
  await expect(target).toMatchScreenshot(
    storyId,
    videos.length > 0 ? { screenshotOptions: { mask: videos, maskColor: '#1d1b2e' } } : undefined,
  );
});
