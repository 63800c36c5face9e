// Debian's chromium (or CHROMIUM=/path): the tests never download a browser of Playwright's own.
import { existsSync } from 'node:fs';

export const chromiumPath = () => process.env.CHROMIUM || ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find(existsSync) || null;
