import { describe, expect, it } from 'vitest';
import { deviceName } from './device-name';

// Real User-Agent headers of current browsers, as they send them.
const AGENTS: [string, string][] = [
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
    'Chrome 131 · Windows',
  ],
  [
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86',
    'Edge 131 · Windows',
  ],
  ['Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0', 'Firefox 133 · Linux'],
  [
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
    'Safari 18 · macOS',
  ],
  [
    'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
    'Safari 18 · iPhone',
  ],
  [
    'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/26.0 Chrome/122.0.0.0 Mobile Safari/537.36',
    'Samsung Internet 26 · Android',
  ],
  [
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
    'Opera 115 · Linux',
  ],
];

describe('deviceName', () => {
  it.each(AGENTS)('names %s as %s', (agent, name) => expect(deviceName(agent)).toBe(name));

  it('keeps an unknown client’s own header, shortened, and nothing for none', () => {
    expect(deviceName('curl/8.5.0')).toBe('curl/8.5.0');
    expect(deviceName('x'.repeat(300))).toHaveLength(120);
    expect(deviceName(undefined)).toBeNull();
    expect(deviceName('  ')).toBeNull();
  });
});
