import { toast } from '@friendly/ui';
import type { Decorator, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { configure, expect, waitFor } from 'storybook/test';
import '../ui/src/styles.css';

/**
 * Every story renders inside one frame: padded and as wide as its content (full width
 * with `parameters.frame = 'fullscreen'`, for pages). The visual layer screenshots this frame, so baselines are
 * tight and do not change when the viewport does.
 */
const withStoryFrame: Decorator = (Story, { parameters }) => {
  const fullscreen = parameters.frame === 'fullscreen';
  return (
    <div data-story-frame="" className={fullscreen ? 'w-full' : 'w-fit max-w-full p-4'}>
      <Story />
    </div>
  );
};

// findBy… and waitFor give up after 5 s, not Testing Library's 1 s: on a two-core machine
// running several layers at once, a lazy chunk (the gazetteer, sonner) can take longer than
// a second to arrive, and a story then fails for the machine, not for the product.
configure({ asyncUtilTimeout: 5_000 });

/**
 * The requests of the story on screen. A story may leave one waiting for good (a held
 * answer: Loading, Busy, Saving); Chromium ends a service worker's fetch after five minutes,
 * and the failure would then reach the app in whatever story runs by then — a form's
 * "Something went wrong…" toast in another screen's screenshot, or a cache update on a
 * story's SWR cache that is gone. So every fetch carries the story's signal: the next story
 * ends what is left, and a request of a story that has ended never answers the app (its
 * promise stays pending), so no handler of a screen that is gone runs.
 */
let storyRequests = new AbortController();
const pageFetch = window.fetch.bind(window);
window.fetch = (input, init) => {
  const story = storyRequests.signal;
  const own = init?.signal ?? (input instanceof Request ? input.signal : undefined);
  const signal = own ? AbortSignal.any([own, story]) : story;
  return new Promise<Response>((resolve, reject) => {
    pageFetch(input, { ...init, signal }).then(
      (response) => {
        if (!story.aborted) resolve(response);
      },
      (error: unknown) => {
        if (!story.aborted) reject(error);
      },
    );
  });
};

/**
 * Every story starts from nothing: no request of the story before (see above), no session
 * in storage (a story that needs one stores it in its own beforeEach, which runs after
 * this) and no toast — toasts live in sonner's module state, so one raised by the story
 * before would otherwise show in the next one.
 */
async function freshStart() {
  storyRequests.abort();
  storyRequests = new AbortController();
  localStorage.clear();
  sessionStorage.clear();
  toast.dismiss();
  await waitFor(() => expect(document.querySelector('[data-sonner-toast]')).toBeNull());
}

const preview: Preview = {
  decorators: [withStoryFrame],
  beforeEach: freshStart,
  // Screen stories answer the app's /api calls with MSW handlers from `parameters.msw`.
  loaders: [mswLoader()],
  parameters: {
    // The frame supplies the padding; Storybook's own layout padding would double it.
    layout: 'fullscreen',
    controls: { expanded: true, matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Every story is checked by axe; a violation fails `npm run test:stories`.
    a11y: { test: 'error' },
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'Forms',
          'Actions',
          'Overlays',
          'Data',
          'Feedback',
          'Identity',
          'Layout',
          'Screens',
        ],
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
