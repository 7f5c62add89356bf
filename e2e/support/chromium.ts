import { existsSync } from 'node:fs';

/**
 * The one place every browser test layer (stories, visual, end-to-end) gets its Chromium.
 *
 * Playwright cannot download its own browser on our machines, so we use the system
 * Chromium: `CHROMIUM_PATH` when set, else Debian's `/usr/bin/chromium` when present,
 * else Playwright's bundled browser (for laptops that have one installed).
 */
export function chromiumExecutablePath(): string | undefined {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) return fromEnv;
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (existsSync(candidate)) return candidate;
  }
  return undefined;
}

/** Launch options shared by the Vitest browser provider and Playwright Test. */
export function chromiumLaunchOptions() {
  const executablePath = chromiumExecutablePath();
  return {
    ...(executablePath ? { executablePath } : {}),
    // Without these, Chromium keeps trying to reach Google's services, which a closed
    // network refuses many times a second, slowing every test down.
    args: [
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
      '--disable-gpu',
      '--font-render-hinting=none',
      '--force-color-profile=srgb',
      '--hide-scrollbars',
    ],
  };
}
